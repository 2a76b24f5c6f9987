import { describe, expect, it } from 'vitest';
import type { LatencyRow, MemoryRow, ThroughputRow } from './bench-result.js';
import { evaluateVariantBars } from './evaluate-variant-bars.js';

function throughputRow(caseId: string, kind: ThroughputRow['kind'], ratio: number): ThroughputRow {
  return {
    caseId, kind, stream: false, requestsPerSecond: 1000 * ratio, cpuMicrosPerRequest: 100 / ratio, latencyP50Ms: 1, latencyP99Ms: 2,
    rssPeakMiB: 80, failed: 0, failureKinds: {}, requestsPerSecondVsFloor: ratio, requestsPerSecondVsFloorRange: [ratio, ratio],
    cpuVsFloor: 1 / ratio, latencyP50VsFloor: 1, latencyP99VsFloor: 1,
  };
}

function latencyRow(caseId: string, kind: LatencyRow['kind'], added: number): LatencyRow {
  return {
    caseId, kind, stream: caseId.endsWith('stream'), samples: 200, failures: 0, p50Ms: 1, p99Ms: 2, addedVsDirectMs: added,
    addedVsDirectIntervalMs: [added - 0.05, added + 0.05], addedVsFloorMs: added - 0.2,
  };
}

const memory = (process: string, idle: number): MemoryRow => ({ process, startRssMiB: 50, idleRssMiB: idle, peakRssUnderLoadMiB: 200, connections: 50 });

function findBar(bars: { bar: string }[], name: string): unknown {
  return bars.find((bar) => bar.bar === name);
}

describe('evaluateVariantBars', () => {
  const inputs = {
    throughput: [
      throughputRow('floor chat json', 'floor', 1),
      throughputRow('gateway chat→chat json', 'gateway-passthrough', 0.45),
      throughputRow('gateway[tracing on] chat→chat json', 'gateway-variant', 0.35),
      throughputRow('gateway[tracing on] chat→messages json', 'gateway-variant', 0.32),
      throughputRow('gateway[tracing on, ratio 0.1] chat→chat json', 'gateway-variant', 0.42),
    ],
    unloaded: [
      latencyRow('gateway chat→chat json', 'gateway-passthrough', 0.35),
      latencyRow('gateway[tracing on] chat→chat json', 'gateway-variant', 0.62),
      latencyRow('gateway[tracing on, ratio 0.1] chat→chat json', 'gateway-variant', 0.41),
    ],
    timeToFirstToken: [],
    memory: [memory('gateway', 90), memory('gateway[tracing on]', 101), memory('gateway[tracing on, ratio 0.1]', 95)],
    openStreams: [],
  };

  it('judges each compared gateway on its own rows, a route kept as passthrough or translation', () => {
    const [traced, sampled, ...rest] = evaluateVariantBars(inputs);
    expect(rest).toEqual([]);
    expect(traced?.gateway).toBe('gateway[tracing on]');
    expect(sampled?.gateway).toBe('gateway[tracing on, ratio 0.1]');
    const tracedBars = traced?.bars ?? [];
    expect(findBar(tracedBars, 'passthrough throughput ≥ 40% of the floor')).toMatchObject({ measured: 0.35, pass: false, where: 'gateway[tracing on] chat→chat json' });
    expect(findBar(tracedBars, 'translated throughput ≥ 30% of the floor')).toMatchObject({ measured: 0.32, pass: true, where: 'gateway[tracing on] chat→messages json' });
    expect(findBar(tracedBars, 'added latency unloaded, p50 < 0.5 ms')).toMatchObject({ measured: 0.62, pass: false, interval: [0.57, 0.67] });
    expect(findBar(tracedBars, 'RSS idle < 100 MiB')).toMatchObject({ measured: 101, pass: false, where: 'gateway[tracing on] after first requests (50.0 after start)' });
    expect(findBar(tracedBars, 'memory per open stream < 150 KiB')).toMatchObject({ pass: null });
    const sampledBars = sampled?.bars ?? [];
    expect(findBar(sampledBars, 'passthrough throughput ≥ 40% of the floor')).toMatchObject({ measured: 0.42, pass: true });
    expect(findBar(sampledBars, 'translated throughput ≥ 30% of the floor')).toMatchObject({ pass: null });
    expect(findBar(sampledBars, 'added latency unloaded, p50 < 0.5 ms')).toMatchObject({ measured: 0.41, pass: true });
    expect(findBar(sampledBars, 'RSS idle < 100 MiB')).toMatchObject({ measured: 95 });
  });

  it("reads a team-token variant's memory from the gateway process that serves it", () => {
    const [postgres, team] = evaluateVariantBars({
      ...inputs,
      throughput: [],
      unloaded: [
        latencyRow('gateway[postgres+redis] chat→chat json', 'gateway-variant', 0.4),
        latencyRow('gateway[postgres+redis, 1000 tokens] chat→chat json', 'gateway-variant', 0.45),
      ],
      memory: [memory('gateway', 90), memory('gateway[postgres+redis]', 97)],
    });
    expect(postgres?.gateway).toBe('gateway[postgres+redis]');
    expect(team?.gateway).toBe('gateway[postgres+redis, 1000 tokens]');
    expect(findBar(team?.bars ?? [], 'RSS idle < 100 MiB')).toMatchObject({ measured: 97, where: 'gateway[postgres+redis] after first requests (50.0 after start)' });
  });

  it('finds no compared gateway in a plain run', () => {
    expect(evaluateVariantBars({ ...inputs, throughput: inputs.throughput.slice(0, 2), unloaded: inputs.unloaded.slice(0, 1), memory: [memory('gateway', 90)] })).toEqual([]);
  });
});
