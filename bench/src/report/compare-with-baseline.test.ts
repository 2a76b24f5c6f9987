import { describe, expect, it } from 'vitest';
import type { BenchResult, ThroughputRow } from './bench-result.js';
import { compareWithBaseline } from './compare-with-baseline.js';

function createResult(cpuVsFloor: number | null, rounds = 3): BenchResult {
  const row = { caseId: 'gateway chat→chat json', kind: 'gateway-passthrough', cpuVsFloor, requestsPerSecondVsFloor: 0.2 } as unknown as ThroughputRow;
  return {
    meta: { startedAt: '2026-11-21T08:00:00.000Z', gitCommit: 'abc1234', options: { rounds }, gateway: { available: true, mode: 'dist' } },
    throughput: [row, { ...row, caseId: 'floor chat json', kind: 'floor' }],
    unloaded: [],
    timeToFirstToken: [],
    memory: [],
    openStreams: [],
  } as unknown as BenchResult;
}

describe('compareWithBaseline', () => {
  it('compares gateway rows only and gives the relative change', () => {
    const comparison = compareWithBaseline(createResult(4), createResult(8), 'before.json');
    const cpu = comparison.rows.find((row) => row.figure === 'CPU per request vs floor');
    expect(cpu).toMatchObject({ caseId: 'gateway chat→chat json', before: 8, after: 4, change: -0.5 });
    expect(comparison.rows.every((row) => row.caseId.startsWith('gateway'))).toBe(true);
  });

  it('names the options that differ', () => {
    expect(compareWithBaseline(createResult(4, 1), createResult(8, 3), 'before.json').differences).toEqual(['rounds: 3 → 1']);
  });

  it('leaves out figures the baseline wrote as null', () => {
    const comparison = compareWithBaseline(createResult(4), createResult(null), 'before.json');
    expect(comparison.rows.some((row) => row.figure === 'CPU per request vs floor')).toBe(false);
  });
});
