import { describe, expect, it } from 'vitest';
import type { ThroughputSample } from '../measure/measure-throughput.js';
import { headersForRequest, type BenchCase, type TargetKind } from '../targets/bench-target.js';
import { createFakeBenchTarget } from '../testing-fixtures/create-fake-bench-target.js';
import { summarizeThroughput } from './summarize-throughput.js';

function createCase(kind: TargetKind, id: string, secrets?: string[], sharedStore?: boolean): BenchCase {
  const target = createFakeBenchTarget({
    id, kind, headers: { authorization: 'Bearer mg-one' }, ...(secrets === undefined ? {} : { secrets }), ...(sharedStore === undefined ? {} : { sharedStore }),
  });
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

/** A sample with the database servers' CPU per request over its window. */
function sampleWithDatabase(caseId: string, round: number, cpuMicrosPerRequest: number, postgres: number, redis: number): ThroughputSample {
  return { ...sample(caseId, round, 1_000), cpuMicrosPerRequest, databaseCpuMicrosPerRequest: { postgres, redis } };
}

describe('summarizeThroughput with the database servers\' CPU', () => {
  const cases = [
    createCase('floor', 'floor chat'),
    createCase('gateway-passthrough', 'gateway chat→chat'),
    createCase('gateway-variant', 'gateway[postgres+redis] chat→chat', undefined, true),
  ];

  it("adds PostgreSQL's and Redis's CPU to a shared-store row's total, and compares it with the main gateway's alone, round by round", () => {
    const rows = summarizeThroughput(cases, [
      sampleWithDatabase('floor chat json', 1, 40, 1, 0), sampleWithDatabase('gateway chat→chat json', 1, 80, 2, 0), sampleWithDatabase('gateway[postgres+redis] chat→chat json', 1, 90, 30, 1),
      sampleWithDatabase('floor chat json', 2, 40, 0, 0), sampleWithDatabase('gateway chat→chat json', 2, 100, 0, 0), sampleWithDatabase('gateway[postgres+redis] chat→chat json', 2, 85, 35, 0),
      sampleWithDatabase('floor chat json', 3, 40, 0, 0), sampleWithDatabase('gateway chat→chat json', 3, 90, 1, 1), sampleWithDatabase('gateway[postgres+redis] chat→chat json', 3, 95, 25, 2),
    ]);
    const main = rows.find((row) => row.caseId === 'gateway chat→chat json');
    const variant = rows.find((row) => row.caseId === 'gateway[postgres+redis] chat→chat json');
    // The SQLite gateway's total is its own CPU: what the servers did meanwhile is shown, not added.
    expect(main?.databaseCpuMicrosPerRequest).toEqual({ postgres: 1, redis: 0 });
    expect(main?.totalCpuMicrosPerRequest).toBe(90);
    expect(main?.totalCountsDatabase).toBe(false);
    expect(main?.totalCpuVsGateway).toBeUndefined();
    expect(variant?.databaseCpuMicrosPerRequest).toEqual({ postgres: 30, redis: 1 });
    // Totals by round 121, 120, 122; against the main gateway's 80, 100, 90: 1.5125, 1.2, 1.3556.
    expect(variant?.totalCpuMicrosPerRequest).toBe(121);
    expect(variant?.totalCountsDatabase).toBe(true);
    expect(variant?.totalCpuVsGateway).toBeCloseTo(1.3556, 3);
  });

  it('leaves the totals out of results without the figure', () => {
    const rows = summarizeThroughput(cases, [sample('floor chat json', 1, 10_000), sample('gateway chat→chat json', 1, 4_000), sample('gateway[postgres+redis] chat→chat json', 1, 3_000)]);
    for (const row of rows) {
      expect(row.totalCpuMicrosPerRequest).toBeUndefined();
      expect(row.databaseCpuMicrosPerRequest).toBeUndefined();
    }
  });
});

describe('headersForRequest', () => {
  it('rotates the bearer token over a target\'s secrets, round robin, and keeps the one token otherwise', () => {
    const team = createCase('gateway-variant', 'gateway[x] chat→chat', ['mg-a', 'mg-b', 'mg-c']).target;
    expect([0, 1, 2, 3].map((index) => headersForRequest(team, index).authorization)).toEqual(['Bearer mg-a', 'Bearer mg-b', 'Bearer mg-c', 'Bearer mg-a']);
    expect(headersForRequest(createCase('gateway-passthrough', 'gateway chat→chat').target, 7).authorization).toBe('Bearer mg-one');
  });
});
