import { describe, expect, it } from 'vitest';
import type { BenchCase, BenchTarget, TargetKind } from '../targets/bench-target.js';
import { summarizeFirstTokenSides } from './summarize-first-token-sides.js';

function streamCase(id: string, kind: TargetKind): BenchCase {
  const target = { id, kind, clientFormat: 'openai-chat', upstreamFormat: 'openai-chat' } as BenchTarget;
  return { id: `${id} stream`, target, stream: true };
}

describe('summarizeFirstTokenSides', () => {
  it('pairs each way with the floor iteration by iteration, and the two ways with direct and floor', () => {
    const cases = [streamCase('direct chat', 'direct'), streamCase('floor chat', 'floor'), streamCase('gateway chat→chat', 'gateway-passthrough')];
    const [direct, floor, gateway] = cases.map((benchCase) => benchCase.id) as [string, string, string];
    const rows = summarizeFirstTokenSides(cases, {
      wayUpMs: { [direct]: [0.2, 0.2, 0.2], [floor]: [0.3, 0.4, 0.3], [gateway]: [0.5, 0.6, Number.NaN] },
      wayDownMs: { [direct]: [0.1, 0.1, 0.1], [floor]: [0.2, 0.2, 0.2], [gateway]: [0.3, 0.4, Number.NaN] },
      bothWaysMs: { [direct]: [0.3, 0.3, 0.3], [floor]: [0.5, 0.6, 0.5], [gateway]: [0.8, 1.0, Number.NaN] },
    });
    const row = rows.find((candidate) => candidate.caseId === gateway);
    expect(row).toMatchObject({ kind: 'gateway-passthrough', matched: 2, samples: 3 });
    expect(row?.bothWaysP50Ms).toBeCloseTo(0.8);
    // Medians of the pairs that both have (lower median of two: the bench's percentile rule).
    expect(row?.vsDirect.medianMs).toBeCloseTo(0.5);
    expect(row?.vsFloor.medianMs).toBeCloseTo(0.3);
    expect(row?.wayUpVsFloor.medianMs).toBeCloseTo(0.2);
    expect(row?.wayDownVsFloor.medianMs).toBeCloseTo(0.1);
    expect(row?.vsFloor.intervalMs[0]).toBeLessThanOrEqual(row?.vsFloor.medianMs ?? Number.NaN);
  });
});
