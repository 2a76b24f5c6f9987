import { measureOpenStreams } from './measure/measure-open-streams.js';
import { measureThroughput, type ThroughputSample } from './measure/measure-throughput.js';
import { fetchStreamStamps } from './measure/fetch-stream-stamps.js';
import { measureUnloaded } from './measure/measure-unloaded.js';
import { splitFirstTokenBySide } from './measure/split-first-token-by-side.js';
import { rotateComparedGateways } from './measure/rotate-compared-gateways.js';
import { warmUpCases } from './measure/warm-up-cases.js';
import type { BenchOptions } from './parse-bench-options.js';
import type { DatabaseServers } from './process/read-database-cpu.js';
import { readProcessStats } from './process/read-process-stats.js';
import type { FreshProcess } from './process/start-forked-service.js';
import type { FirstTokenSidesRow, LatencyRow, MemoryRow, OpenStreamsRow, ThroughputRow } from './report/bench-result.js';
import { summarizeFirstTokenSides } from './report/summarize-first-token-sides.js';
import { summarizeLatency } from './report/summarize-latency.js';
import { summarizeThroughput } from './report/summarize-throughput.js';
import { describeFailureKinds } from './report/describe-failure-kinds.js';
import { describeThreadCpu } from './report/describe-thread-cpu.js';
import type { BenchCase, BenchTarget } from './targets/bench-target.js';

export type MeasuredProcess = { name: string; pid: number; startRssBytes: number };

export type SuiteHooks = {
  startFresh(kind: 'floor' | 'gateway'): Promise<FreshProcess>;
  /** Called once the load phases are over, before the fresh processes start (e.g. to stop the main gateway). */
  beforeOpenStreams(): Promise<void>;
};

export type SuiteResult = {
  throughput: ThroughputRow[];
  throughputSamples: ThroughputSample[];
  unloaded: LatencyRow[];
  timeToFirstToken: LatencyRow[];
  firstTokenSides: FirstTokenSidesRow[];
  memory: MemoryRow[];
  openStreams: OpenStreamsRow[];
};

const MIB = 1024 * 1024;

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/**
 * `paceCases` (default: `cases`) are every case of a full run, in its order, `cases` among them: the one-at-a-time
 * phases run the others unmeasured in their place, so `--only` leaves each gateway the pace of a full run.
 *
 * Every measurement, in this order: idle memory → warm-up → unloaded latency → time to first token → throughput
 * rounds → open slow streams, each target on a fresh process (a heap already grown by load would hide them).
 * `databaseServers` (with a gateway on PostgreSQL + Redis): their CPU is read around every throughput window too.
 */
export async function runBenchSuite(
  cases: readonly BenchCase[],
  processes: readonly MeasuredProcess[],
  options: BenchOptions,
  hooks: SuiteHooks,
  paceCases: readonly BenchCase[] = cases,
  databaseServers?: DatabaseServers,
): Promise<SuiteResult> {
  const idleRss = new Map(processes.map((measured) => [measured.name, readProcessStats(measured.pid).rssBytes]));
  const measuredCases = new Set(cases);
  const isMeasured = (benchCase: BenchCase): boolean => measuredCases.has(benchCase);
  const fillers = paceCases.length - cases.length;
  const load = { connections: options.connections, durationSeconds: options.duration, loadGenerator: options.loadGenerator, ...(databaseServers === undefined ? {} : { databaseServers }) };

  log(`warm-up: ${options.warmupRequests} requests per case and serving process, ${paceCases.length} cases${fillers > 0 ? ` (${fillers} run unmeasured in the one-at-a-time phases)` : ''}`);
  await warmUpCases(paceCases, options.warmupRequests);

  log(`unloaded latency: ${options.latencySamples} requests per case, interleaved`);
  const unloadedSamples = await measureUnloaded(paceCases, { samples: options.latencySamples, profile: 'instant', isMeasured });
  const unloaded = summarizeLatency(cases, unloadedSamples.totalMs, unloadedSamples.failures);

  const streamCases = cases.filter((benchCase) => benchCase.stream);
  log(
    streamCases.length === 0
      ? 'time to first token: no stream case selected, skipped'
      : `time to first token: ${options.ttftSamples} paced streams per case, interleaved`,
  );
  const ttftSamples = await measureUnloaded(
    paceCases.filter((benchCase) => benchCase.stream),
    { samples: options.ttftSamples, profile: 'paced', isMeasured },
  );
  const timeToFirstToken = summarizeLatency(streamCases, ttftSamples.firstTokenMs, ttftSamples.failures);
  // The direct cases' origins are the mocks'.
  const mockOrigins = paceCases.filter((benchCase) => benchCase.target.kind === 'direct').map((benchCase) => benchCase.target.origin);
  const firstTokenSides = summarizeFirstTokenSides(streamCases, splitFirstTokenBySide(ttftSamples, await fetchStreamStamps(mockOrigins)));

  // Unmeasured rounds first (--warmup-rounds): the load the measured rounds put on each process, fresh connections included.
  for (let round = 1; round <= options.warmupRounds; round += 1) {
    log(`warm-up throughput round ${round}/${options.warmupRounds} (not measured): ${cases.length} cases × ${options.duration} s at ${options.connections} connections`);
    for (const benchCase of rotateComparedGateways(cases, round - 1)) await measureThroughput(benchCase, { ...load, round: 0 });
  }

  const throughputSamples: ThroughputSample[] = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    log(`throughput round ${round}/${options.rounds}: ${cases.length} cases × ${options.duration} s at ${options.connections} connections`);
    // Compared gateways take turns going first after the floor (rotateComparedGateways); a plain run's order is unchanged.
    for (const benchCase of rotateComparedGateways(cases, round - 1)) {
      const sample = await measureThroughput(benchCase, { ...load, round });
      throughputSamples.push(sample);
      log(
        `  ${benchCase.id}: ${sample.requestsPerSecond.toFixed(0)} req/s, CPU µs/req ${sample.cpuMicrosPerRequest.toFixed(0)} ` +
          `(mock ${sample.upstreamCpuMicrosPerRequest.toFixed(0)}, ${sample.loadGenerator} ${sample.loadGeneratorCpuMicrosPerRequest.toFixed(0)}), ` +
          `waited ${sample.runQueueWaitPerCpu.toFixed(2)} µs for a CPU per µs used; ${describeThreadCpu(sample.threadCpuMicrosPerRequest)}` +
          (sample.databaseCpuMicrosPerRequest === undefined
            ? ''
            : `; postgres ${sample.databaseCpuMicrosPerRequest.postgres.toFixed(0)}, redis-server ${sample.databaseCpuMicrosPerRequest.redis.toFixed(0)} µs/req`) +
          (sample.failed > 0 ? `, ${sample.failed} failed (${describeFailureKinds(sample.failureKinds)})` : ''),
      );
    }
  }
  const throughput = summarizeThroughput(cases, throughputSamples);

  const memory: MemoryRow[] = processes.map((measured) => {
    const peaks = throughputSamples
      .filter((sample) => cases.find((benchCase) => benchCase.id === sample.caseId)?.target.pid === measured.pid)
      .map((sample) => sample.rssPeakBytes);
    return {
      process: measured.name,
      startRssMiB: measured.startRssBytes / MIB,
      idleRssMiB: (idleRss.get(measured.name) ?? Number.NaN) / MIB,
      peakRssUnderLoadMiB: peaks.length > 0 ? Math.max(...peaks) / MIB : Number.NaN,
      connections: options.connections,
    };
  });

  const openStreams = await measureOpenStreamsOnFreshProcesses(cases, options, hooks);
  return { throughput, throughputSamples, unloaded, timeToFirstToken, firstTokenSides, memory, openStreams };
}

async function measureOpenStreamsOnFreshProcesses(cases: readonly BenchCase[], options: BenchOptions, hooks: SuiteHooks): Promise<OpenStreamsRow[]> {
  if (options.skipOpenStreams) return [];
  await hooks.beforeOpenStreams();
  // One floor target is enough (the floor does not read bodies); every gateway target is measured (not variants).
  const seen = new Set<string>();
  const targets: BenchTarget[] = cases
    .filter((benchCase) => benchCase.stream)
    .map((benchCase) => benchCase.target)
    .filter((target) => {
      const key = target.kind === 'floor' ? 'floor' : target.id;
      if (target.kind === 'direct' || target.kind === 'gateway-variant' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const rows: OpenStreamsRow[] = [];
  for (const target of targets) {
    log(`open streams: ${options.openStreams} slow streams through a fresh ${target.id}`);
    const fresh = await hooks.startFresh(target.kind === 'floor' ? 'floor' : 'gateway');
    try {
      const sample = await measureOpenStreams(
        {
          ...target,
          origin: fresh.origin,
          pid: fresh.pid,
          headers: fresh.token === undefined ? target.headers : { ...target.headers, authorization: `Bearer ${fresh.token}` },
        },
        { streams: options.openStreams, timeoutMs: options.openStreamsTimeoutSeconds * 1000, batch: 100 },
      );
      const kibPerStream = sample.bytesPerStream / 1024;
      const floorKib = target.kind === 'floor' ? kibPerStream : (rows.find((row) => row.targetId.startsWith('floor'))?.kibPerStream ?? Number.NaN);
      rows.push({ ...sample, kibPerStream, kibPerStreamVsFloor: kibPerStream / floorKib });
    } finally {
      await fresh.stop();
    }
  }
  return rows;
}
