import { describe, expect, it } from 'vitest';
import type { ThroughputSample } from '../measure/measure-throughput.js';
import { headersForRequest, type BenchCase, type TargetKind } from '../targets/bench-target.js';
import { createFakeBenchTarget } from '../testing-fixtures/create-fake-bench-target.js';
import { summarizeThroughput } from './summarize-throughput.js';

function createCase(kind: TargetKind, id: string, secrets?: string[]): BenchCase {
  const target = createFakeBenchTarget({ id, kind, headers: { authorization: 'Bearer mg-one' }, ...(secrets === undefined ? {} : { secrets }) });
  return { id: `${id} json`, target, stream: false };
}

function sample(caseId: string, round: number, requestsPerSecond: number): ThroughputSample {
  return {
    caseId, round, connections: 50, durationSeconds: 1, ok: requestsPerSecond, failed: 0, failureKinds: {}, requestsPerSecond, cpuMicrosPerRequest: 100,
    latencyP50Ms: 5, latencyP99Ms: 9, rssPeakBytes: 1, upstreamCpuMicrosPerRequest: 1, loadGeneratorCpuMicrosPerRequest: 1, loadGenerator: 'autocannon', runQueueWaitPerCpu: 0,
    threadCpuMicrosPerRequest: { main: 80, v8Workers: 15, libuvPool: 0, other: 5 },
  };
}

describe('summarizeThroughput', () => {
  it('gives a row of a gateway on another store its ratio to the main gateway on the same route, round by round', () => {
    const cases = [
      createCase('floor', 'floor chat'),
      createCase('gateway-passthrough', 'gateway chat→chat'),
      createCase('gateway-variant', 'gateway[postgres+redis, 1000 tokens] chat→chat'),
    ];
    const rows = summarizeThroughput(cases, [
      sample('floor chat json', 1, 10_000), sample('gateway chat→chat json', 1, 4_000), sample('gateway[postgres+redis, 1000 tokens] chat→chat json', 1, 2_000),
      sample('floor chat json', 2, 10_000), sample('gateway chat→chat json', 2, 2_000), sample('gateway[postgres+redis, 1000 tokens] chat→chat json', 2, 1_800),
      sample('floor chat json', 3, 10_000), sample('gateway chat→chat json', 3, 4_000), sample('gateway[postgres+redis, 1000 tokens] chat→chat json', 3, 3_200),
    ]);
    const variant = rows.find((row) => row.kind === 'gateway-variant');
    expect(variant?.requestsPerSecondVsGateway).toBeCloseTo(0.8);
    expect(variant?.requestsPerSecondVsGatewayRange).toEqual([0.5, 0.9]);
    expect(rows.find((row) => row.kind === 'gateway-passthrough')?.requestsPerSecondVsGateway).toBeUndefined();
  });
});

describe('headersForRequest', () => {
  it('rotates the bearer token over a target\'s secrets, round robin, and keeps the one token otherwise', () => {
    const team = createCase('gateway-variant', 'gateway[x] chat→chat', ['mg-a', 'mg-b', 'mg-c']).target;
    expect([0, 1, 2, 3].map((index) => headersForRequest(team, index).authorization)).toEqual(['Bearer mg-a', 'Bearer mg-b', 'Bearer mg-c', 'Bearer mg-a']);
    expect(headersForRequest(createCase('gateway-passthrough', 'gateway chat→chat').target, 7).authorization).toBe('Bearer mg-one');
  });
});
