import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeLatency } from '../report/summarize-latency.js';
import { createBenchCases } from '../targets/bench-target.js';
import { createTestServices, type TestServices } from '../testing-fixtures/create-test-services.js';
import { measureOpenStreams } from './measure-open-streams.js';
import { measureUnloaded } from './measure-unloaded.js';

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});

afterAll(async () => {
  await services.close();
});

describe('measureUnloaded', () => {
  it('times every case once per iteration, direct and through the floor, JSON and streamed', async () => {
    const cases = createBenchCases([services.direct, services.floor]);
    const samples = await measureUnloaded(cases, { samples: 3, profile: 'instant' });
    expect(Object.values(samples.failures)).toEqual([0, 0, 0, 0]);
    for (const benchCase of cases) {
      expect(samples.totalMs[benchCase.id]).toHaveLength(3);
      expect(samples.totalMs[benchCase.id]?.every(Number.isFinite)).toBe(true);
    }
    const rows = summarizeLatency(cases, samples.totalMs, samples.failures);
    expect(rows.find((row) => row.caseId === 'floor chat json')?.addedVsDirectMs).toEqual(expect.any(Number));
  });

  it('times only the cases asked for, the others sent in their place', async () => {
    const cases = createBenchCases([services.direct, services.floor]).filter((benchCase) => !benchCase.stream);
    const samples = await measureUnloaded(cases, { samples: 2, profile: 'instant', isMeasured: (benchCase) => benchCase.target.kind === 'floor' });
    expect(Object.keys(samples.totalMs)).toEqual(['floor chat json']);
    expect(samples.totalMs['floor chat json']?.every(Number.isFinite)).toBe(true);
  });

  it('sees the first token of a paced stream', async () => {
    const cases = createBenchCases([services.floor]).filter((benchCase) => benchCase.stream);
    const samples = await measureUnloaded(cases, { samples: 2, profile: 'paced' });
    expect(samples.firstTokenMs['floor chat stream']?.every(Number.isFinite)).toBe(true);
  });
});

describe('measureOpenStreams', () => {
  it('holds slow streams open through the floor, then aborts them', async () => {
    const sample = await measureOpenStreams(services.floor, { streams: 5, timeoutMs: 5_000, batch: 5, settleMs: 0 });
    expect(sample).toMatchObject({ requested: 5, open: 5, refused: {} });
    expect(sample.rssOpenBytes).toBeGreaterThan(0);
  });
});
