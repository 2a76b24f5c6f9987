import type { FormatId } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { BENCH_FORMAT_IDS, BENCH_FORMATS } from '../formats/bench-formats.js';
import { createGatewayTargets, type GatewayEndpoint } from '../gateway/create-gateway-targets.js';
import { createFakeBenchTarget } from '../testing-fixtures/create-fake-bench-target.js';
import { createBenchCases, type BenchTarget } from './bench-target.js';
import { selectBenchCases } from './select-bench-cases.js';

const MOCK_PIDS: Record<FormatId, number> = { 'openai-chat': 10, 'anthropic-messages': 11, 'openai-responses': 12 };

function gateway(pid: number): GatewayEndpoint {
  return { origin: 'http://127.0.0.1:1', pid, token: 'token', mockPids: MOCK_PIDS };
}

/** A `--compare-workers` run's targets: direct and floor to each mock, then the main gateway's routes and the variant's. */
function compareWorkersTargets(): BenchTarget[] {
  const baselines = (kind: 'direct' | 'floor'): BenchTarget[] =>
    BENCH_FORMAT_IDS.map((format) =>
      createFakeBenchTarget({ id: `${kind} ${BENCH_FORMATS[format].label}`, kind, clientFormat: format, upstreamFormat: format, pid: kind === 'floor' ? 20 : MOCK_PIDS[format] }),
    );
  return [...baselines('direct'), ...baselines('floor'), ...createGatewayTargets(gateway(30), false), ...createGatewayTargets(gateway(40), false, 'workers: 2')];
}

const ids = (cases: readonly { id: string }[]): string[] => cases.map((benchCase) => benchCase.id);

describe('selectBenchCases', () => {
  const cases = createBenchCases(compareWorkersTargets());

  it('keeps every case without --only', () => {
    expect(selectBenchCases(cases, undefined)).toEqual(cases);
  });

  it("keeps the gateway cases whose id matches, in the full run's order", () => {
    const selected = selectBenchCases(cases, /chat→chat json/);
    expect(ids(selected.filter((benchCase) => benchCase.target.kind !== 'direct' && benchCase.target.kind !== 'floor'))).toEqual([
      'gateway chat→chat json',
      'gateway[workers: 2] chat→chat json',
    ]);
  });

  it('keeps only the direct and floor cases to the selected cases\' upstream mock, in the same mode', () => {
    expect(ids(selectBenchCases(cases, /chat→chat json/))).toEqual([
      'direct chat json',
      'floor chat json',
      'gateway chat→chat json',
      'gateway[workers: 2] chat→chat json',
    ]);
  });

  it('compares a translating case with the baselines to the upstream it calls', () => {
    expect(ids(selectBenchCases(cases, /^gateway chat→messages stream$/))).toEqual([
      'direct messages stream',
      'floor messages stream',
      'gateway chat→messages stream',
    ]);
  });

  it('keeps a matched floor case with its direct baseline, and a matched direct case alone', () => {
    expect(ids(selectBenchCases(cases, /^floor responses/))).toEqual([
      'direct responses json',
      'floor responses json',
      'direct responses stream',
      'floor responses stream',
    ]);
    expect(ids(selectBenchCases(cases, /^direct chat json$/))).toEqual(['direct chat json']);
  });

  it('keeps nothing when nothing matches', () => {
    expect(selectBenchCases(cases, /no such case/)).toEqual([]);
  });
});
