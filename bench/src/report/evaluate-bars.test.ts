import { describe, expect, it } from 'vitest';
import type { LatencyRow, ThroughputRow } from './bench-result.js';
import { evaluateBars } from './evaluate-bars.js';

function createRow(caseId: string, kind: ThroughputRow['kind'], ratio: number): ThroughputRow {
  return {
    caseId,
    kind,
    stream: false,
    requestsPerSecond: 1000 * ratio,
    cpuMicrosPerRequest: 100 / ratio,
    latencyP50Ms: 1,
    latencyP99Ms: 2,
    rssPeakMiB: 80,
    failed: 0,
    failureKinds: {},
    requestsPerSecondVsFloor: ratio,
    requestsPerSecondVsFloorRange: [ratio, ratio],
    cpuVsFloor: 1 / ratio,
    latencyP50VsFloor: 1,
    latencyP99VsFloor: 1,
  };
}

describe('evaluateBars', () => {
  it('judges the worst gateway row of each kind', () => {
    const bars = evaluateBars({
      throughput: [createRow('floor chat json', 'floor', 1), createRow('a', 'gateway-passthrough', 0.5), createRow('b', 'gateway-passthrough', 0.35)],
      unloaded: [],
      timeToFirstToken: [],
      memory: [{ process: 'gateway', startRssMiB: 50, idleRssMiB: 60, peakRssUnderLoadMiB: 260, connections: 50 }],
      openStreams: [],
    });
    const byName = new Map(bars.map((bar) => [bar.bar, bar]));
    expect(byName.get('passthrough throughput ≥ 40% of the floor')).toMatchObject({ pass: false, where: 'b', measured: 0.35 });
    expect(byName.get('translated throughput ≥ 30% of the floor')?.pass).toBeNull();
    expect(byName.get('RSS idle < 100 MiB')?.pass).toBe(true);
    expect(byName.get('RSS under load < 250 MiB')?.pass).toBe(false);
  });

  it("gives a latency bar its worst row's interval", () => {
    const row = (caseId: string, added: number, interval: [number, number]): LatencyRow => ({
      caseId, kind: 'gateway-passthrough', stream: true, samples: 100, failures: 0, p50Ms: 11, p99Ms: 12,
      addedVsDirectMs: added, addedVsDirectIntervalMs: interval, addedVsFloorMs: 0.3,
    });
    const bars = evaluateBars({
      throughput: [],
      unloaded: [],
      timeToFirstToken: [row('a', 0.8, [0.7, 0.9]), row('b', 1.01, [0.93, 1.08])],
      memory: [],
      openStreams: [],
    });
    expect(bars.find((bar) => bar.bar === 'added time to first token < 1 ms')).toMatchObject({ pass: false, where: 'b', interval: [0.93, 1.08] });
    expect(bars.find((bar) => bar.bar === 'RSS idle < 100 MiB')).not.toHaveProperty('interval');
  });
});
