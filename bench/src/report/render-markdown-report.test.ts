import { describe, expect, it } from 'vitest';
import type { BarCheck, BenchResult } from './bench-result.js';
import { renderMarkdownReport } from './render-markdown-report.js';

function createResult(bars: BarCheck[]): BenchResult {
  return {
    meta: {
      startedAt: '2026-11-24T17:00:00.000Z', finishedAt: '2026-11-24T17:03:00.000Z', elapsedSeconds: 180, node: 'v20.20.2', cpus: 2,
      cpuModel: 'test', loadAverageBefore: [1, 1, 1], loadAverageAfter: [1, 1, 1], gitCommit: 'abc1234', options: {},
      gateway: { available: true, mode: 'dist', command: 'node cli.js serve' },
    },
    throughput: [], throughputSamples: [], unloaded: [], timeToFirstToken: [], memory: [], openStreams: [], bars, problems: [],
  } as unknown as BenchResult;
}

const ttft = (measured: number, interval: [number, number]): BarCheck => ({
  bar: 'added time to first token < 1 ms', measured, limit: 1, unit: 'ms', pass: measured < 1, where: 'gateway chat→chat stream', interval,
});

function barLine(markdown: string): string {
  return markdown.split('\n').find((line) => line.startsWith('| added time to first token')) ?? '';
}

describe('renderMarkdownReport', () => {
  it("says a bar's verdict is within noise when its limit lies inside the worst row's interval", () => {
    expect(barLine(renderMarkdownReport(createResult([ttft(1.01, [0.93, 1.08])])))).toBe(
      '| added time to first token < 1 ms | 1.010 ms | 0.930–1.080 ms | gateway chat→chat stream | **missed** (within noise) |',
    );
    expect(barLine(renderMarkdownReport(createResult([ttft(0.97, [0.9, 1.02])])))).toContain('| met (within noise) |');
  });

  it('says how many unmeasured throughput rounds came before the measured ones, and nothing when none did', () => {
    const throughputLine = (options: Record<string, unknown>): string => {
      const result = createResult([]);
      const markdown = renderMarkdownReport({ ...result, meta: { ...result.meta, options: { rounds: 3, duration: 1, connections: 50, ...options } } });
      return markdown.split('\n').find((line) => line.startsWith('Throughput:')) ?? '';
    };
    expect(throughputLine({ warmupRounds: 1 })).toContain('3 interleaved rounds of 1 s per case at 50 connections (autocannon), after 1 unmeasured round. ');
    expect(throughputLine({ warmupRounds: 2 })).toContain('(autocannon), after 2 unmeasured rounds. ');
    expect(throughputLine({ warmupRounds: 0 })).toContain('(autocannon). Unloaded:');
    expect(throughputLine({})).toContain('(autocannon). Unloaded:');
  });

  it('says what a run did not measure instead of printing a table without rows', () => {
    const markdown = renderMarkdownReport(createResult([]));
    const after = (heading: string): string => {
      const lines = markdown.split('\n');
      return lines[lines.indexOf(heading) + 2] ?? '';
    };
    expect(after('## Time to first token, paced stream, one at a time')).toBe('Not measured: the run had no stream case (`--only`).');
    expect(markdown).not.toContain('| slow streams through |');
    expect(markdown).toContain('Open streams: not measured (`--open-streams 0`, or no gateway).');
    expect(renderMarkdownReport({ ...createResult([]), firstTokenSides: [] })).not.toContain("The same streams less the mock's pause");
  });

  it('gives a plain verdict when the interval is clear of the limit, or there is none', () => {
    expect(barLine(renderMarkdownReport(createResult([ttft(0.8, [0.72, 0.86])])))).toContain('| met |');
    expect(barLine(renderMarkdownReport(createResult([ttft(1.3, [1.2, 1.4])])))).toContain('| **missed** |');
    const { interval: _interval, ...without } = ttft(1.01, [0.93, 1.08]);
    expect(barLine(renderMarkdownReport(createResult([without])))).toBe('| added time to first token < 1 ms | 1.010 ms |  | gateway chat→chat stream | **missed** |');
  });

  it('judges every compared gateway in a column of its own, and leaves a plain run without that table', () => {
    const result = createResult([ttft(0.8, [0.72, 0.86])]);
    expect(renderMarkdownReport(result)).not.toContain('Bars for each compared gateway');
    const traced: BarCheck = { ...ttft(1.01, [0.93, 1.08]), where: 'gateway[tracing on] chat→chat stream' };
    const unmeasured: BarCheck = { ...ttft(Number.NaN, [0, 0]), pass: null, where: 'not measured' };
    const markdown = renderMarkdownReport({ ...result, variantBars: [{ gateway: 'gateway[tracing on]', bars: [traced] }, { gateway: 'gateway[postgres+redis]', bars: [unmeasured] }] });
    const lines = markdown.split('\n');
    const header = lines.findIndex((line) => line.startsWith('| bar | gateway | gateway[tracing on] |'));
    expect(lines[header]).toBe('| bar | gateway | gateway[tracing on] | gateway[postgres+redis] |');
    expect(lines[header + 2]).toBe(
      '| added time to first token < 1 ms | 0.800 ms (0.720–0.860), chat→chat stream: met | 1.010 ms (0.930–1.080), chat→chat stream: **missed** (within noise) | not measured |',
    );
  });

  it("gives each gateway's CPU a request with the database servers' beside it, and a run without them no such table", () => {
    const result = createResult([]);
    expect(renderMarkdownReport(result)).not.toContain('with the database servers');
    const row = (caseId: string, kind: string, cpu: number, postgres: number, redis: number, total: number, countsDatabase: boolean, vsGateway?: number) => ({
      caseId, kind, stream: false, requestsPerSecond: 1, cpuMicrosPerRequest: cpu, latencyP50Ms: 1, latencyP99Ms: 1, rssPeakMiB: 1, failed: 0, failureKinds: {},
      requestsPerSecondVsFloor: 1, requestsPerSecondVsFloorRange: [1, 1], cpuVsFloor: 1, latencyP50VsFloor: 1, latencyP99VsFloor: 1,
      databaseCpuMicrosPerRequest: { postgres, redis }, totalCpuMicrosPerRequest: total, totalCountsDatabase: countsDatabase,
      ...(vsGateway === undefined ? {} : { totalCpuVsGateway: vsGateway }),
    });
    const markdown = renderMarkdownReport({
      ...result,
      throughput: [
        row('floor chat json', 'floor', 40, 0, 0, 40, false),
        row('gateway chat→chat json', 'gateway-passthrough', 90, 1, 0, 90, false),
        row('gateway[postgres+redis] chat→chat json', 'gateway-variant', 88, 31.4, 0.2, 119.6, true, 1.33),
      ],
    } as unknown as BenchResult);
    const lines = markdown.split('\n');
    const header = lines.findIndex((line) => line.startsWith('| case | gateway µs/req | postgres µs/req |'));
    expect(lines[header]).toBe('| case | gateway µs/req | postgres µs/req | redis-server µs/req | total µs/req | total is | total vs main gateway |');
    expect(lines[header + 2]).toBe('| gateway chat→chat json | 90 | (1.0) | (0.0) | 90 | the gateway | – |');
    expect(lines[header + 3]).toBe('| gateway[postgres+redis] chat→chat json | 88 | 31.4 | 0.2 | 120 | the gateway + postgres + redis-server | 1.33× |');
    expect(lines[header + 4]).toBe('');
  });
});
