import { describe, expect, it } from 'vitest';
import type { ThroughputSample } from '../measure/measure-throughput.js';
import { describeWorkersCeiling } from './describe-workers-ceiling.js';

function sample(caseId: string, round: number, requestsPerSecond: number, cpu: number, mock: number, load: number): ThroughputSample {
  return {
    caseId, round, connections: 50, durationSeconds: 3, ok: 1000, failed: 0, failureKinds: {}, requestsPerSecond, cpuMicrosPerRequest: cpu,
    latencyP50Ms: 5, latencyP99Ms: 9, rssPeakBytes: 1, upstreamCpuMicrosPerRequest: mock, loadGeneratorCpuMicrosPerRequest: load, loadGenerator: 'wrk',
    runQueueWaitPerCpu: 0.2, threadCpuMicrosPerRequest: { main: 80, v8Workers: 15, libuvPool: 0, other: 5 },
  };
}

describe('describeWorkersCeiling', () => {
  it('says how far N workers could go at the costs each round measured, and what a worker must cost for the bar', () => {
    // Round 1: one process 8,000 req/s at 129 µs; workers 153 µs, mock 40, wrk 17: every core busy gives 2e6 / 210 = 9,524 req/s.
    const lines = describeWorkersCeiling([
      sample('gateway chat→chat json', 1, 8_000, 129, 37, 17),
      sample('gateway[workers: 2] chat→chat json', 1, 8_829, 153, 40, 17),
      sample('gateway chat→chat json', 2, 6_525, 156, 57, 20),
      sample('gateway[workers: 2] chat→chat json', 2, 8_250, 164, 44, 19),
      sample('gateway chat→chat json', 3, 7_000, 140, 40, 17),
      sample('gateway[workers: 2] chat→chat json', 3, 8_000, 158, 42, 18),
      sample('floor chat json', 1, 12_000, 77, 39, 16),
    ], 2, 1.3);
    // Round 2: 2e6 / 227 = 8,811 req/s, 1.35× of 6,525; needs 2e6 / (1.3 × 6,525) − 63 = 173 µs. Round 3: 1.31×, 160 µs.
    expect(lines).toEqual([
      'gateway[workers: 2] chat→chat json: with both cores busy at the CPU a request each round measured (the workers\', the mock\'s and the load generator\'s), ' +
        'two workers could serve at most 1.31× one process\'s throughput (rounds 1.19×–1.35×; bar 1.3×); that needs the workers at ≤ 160 µs a request, ' +
        'where they spent 158 and one process 140 (medians over rounds). Each core the mock and the load generator take is one the workers do not have.',
    ]);
  });

  it('says nothing for a run without workers', () => {
    expect(describeWorkersCeiling([sample('gateway chat→chat json', 1, 8_000, 129, 37, 17)], 2, 1.3)).toEqual([]);
  });
});
