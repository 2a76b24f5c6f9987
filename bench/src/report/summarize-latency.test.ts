import { describe, expect, it } from 'vitest';
import type { BenchCase, TargetKind } from '../targets/bench-target.js';
import { createFakeBenchTarget } from '../testing-fixtures/create-fake-bench-target.js';
import { summarizeLatency } from './summarize-latency.js';

function createCase(kind: TargetKind, id: string): BenchCase {
  const target = createFakeBenchTarget({ id, kind });
  return { id: `${id} json`, target, stream: false };
}

describe('summarizeLatency', () => {
  const cases = [createCase('direct', 'direct chat'), createCase('floor', 'floor chat'), createCase('gateway-passthrough', 'gateway chat→chat')];

  it('pairs samples by iteration and skips failed ones', () => {
    const rows = summarizeLatency(
      cases,
      {
        'direct chat json': [1, 5, 1, Number.NaN],
        'floor chat json': [1.2, 5.2, 1.2, 1.2],
        'gateway chat→chat json': [1.5, 5.5, Number.NaN, 9],
      },
      { 'gateway chat→chat json': 1 },
    );
    const gateway = rows.find((row) => row.kind === 'gateway-passthrough');
    expect(gateway?.samples).toBe(3);
    expect(gateway?.failures).toBe(1);
    expect(gateway?.addedVsDirectMs).toBeCloseTo(0.5);
    expect(gateway?.addedVsFloorMs).toBeCloseTo(0.3);
    // Both paired differences are 0.5: the median cannot move.
    expect(gateway?.addedVsDirectIntervalMs).toEqual([0.5, 0.5]);
  });

  it('gives the interval of the added time against direct, around its median', () => {
    const direct = Array.from({ length: 101 }, () => 1);
    const gateway = Array.from({ length: 101 }, (_, index) => 1.2 + index / 250);
    const [row] = summarizeLatency([cases[0] as BenchCase, cases[2] as BenchCase], { 'direct chat json': direct, 'gateway chat→chat json': gateway }, {}).slice(1);
    const [low, high] = row?.addedVsDirectIntervalMs ?? [Number.NaN, Number.NaN];
    expect(row?.addedVsDirectMs).toBeCloseTo(0.4);
    expect(low).toBeLessThan(0.4);
    expect(high).toBeGreaterThan(0.4);
    expect(high - low).toBeLessThan(0.2);
  });

  it('gives NaN when there is no reference to pair with', () => {
    const [row] = summarizeLatency([cases[2] as BenchCase], { 'gateway chat→chat json': [1] }, {});
    expect(row?.addedVsDirectMs).toBeNaN();
  });
});
