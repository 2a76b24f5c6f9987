import { setTimeout as delay } from 'node:timers/promises';
import { readDatabaseCpu, type DatabaseServers } from '../process/read-database-cpu.js';
import { readProcessStats } from '../process/read-process-stats.js';
import { readThreadCpu, subtractThreadCpu, type ThreadCpu } from '../process/read-thread-cpu.js';
import type { BenchCase } from '../targets/bench-target.js';
import type { GeneratedLoad } from './generated-load.js';
import { loadWithAutocannon } from './load-with-autocannon.js';
import { canLoadWithWrk, loadWithWrk } from './wrk/load-with-wrk.js';

export type ThroughputSample = {
  caseId: string;
  round: number;
  connections: number;
  durationSeconds: number;
  ok: number;
  failed: number;
  /** What the failed requests were: `status 429: 3`, `socket errors: 2 (1 timeouts)`; empty when none failed. */
  failureKinds: Record<string, number>;
  requestsPerSecond: number;
  /** CPU of the measured process (proxy, gateway, or the mock for direct rows) divided by successful requests. */
  cpuMicrosPerRequest: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  rssPeakBytes: number;
  /** Diagnostics (JSON only): CPU per request of the mock upstream and of the load generator. */
  upstreamCpuMicrosPerRequest: number;
  loadGeneratorCpuMicrosPerRequest: number;
  /** What sent the requests (absent in results from before `--load-generator`: autocannon). */
  loadGenerator: LoadGenerator;
  /**
   * How long the measured process (and its workers) waited for a CPU per µs of CPU it used: near 0 on a machine with
   * cores to spare; above 1 the machine was oversubscribed (other load, or more busy processes than cores), and the
   * run's throughput says more about that than about the process.
   */
  runQueueWaitPerCpu: number;
  /**
   * The measured process's own CPU per successful request split by thread (schedstat, exact; its children, e.g.
   * `server.workers`, are not in it): how much is the event loop and how much V8's background compiles and GC.
   */
  threadCpuMicrosPerRequest: ThreadCpu;
  /**
   * With database servers to watch (`--compare-postgres`): the CPU the PostgreSQL server (postmaster, backends and
   * background workers) and redis-server used over this window, per successful request of this case, whichever
   * gateway's row it is (a SQLite row's shows what those servers did meanwhile for other clients). Absent otherwise.
   */
  databaseCpuMicrosPerRequest?: { postgres: number; redis: number };
};

/** What sends the throughput phase's requests: autocannon in the bench's own process, or wrk (C) as a child. */
export type LoadGenerator = 'autocannon' | 'wrk';

export type ThroughputRun = {
  connections: number;
  durationSeconds: number;
  round: number;
  loadGenerator: LoadGenerator;
  /** The database servers whose CPU to read around the window too (absent: none). */
  databaseServers?: DatabaseServers;
};

const RSS_SAMPLE_MS = 100;
/** Longer than the gateway's request-record flush interval (1 s). */
const DATABASE_DRAIN_MS = 1_200;

function generateLoad(benchCase: BenchCase, run: ThroughputRun): Promise<GeneratedLoad> {
  return run.loadGenerator === 'wrk' ? loadWithWrk(benchCase, run.connections, run.durationSeconds) : loadWithAutocannon(benchCase, run.connections, run.durationSeconds);
}

/** The load generator a run uses for a case: wrk only when asked and the case is one it can send. */
export function loadGeneratorFor(benchCase: BenchCase, asked: LoadGenerator): LoadGenerator {
  return asked === 'wrk' && canLoadWithWrk(benchCase) ? 'wrk' : 'autocannon';
}

/** Load at fixed concurrency against one case, with the measured process's CPU and RSS read around it. */
export async function measureThroughput(benchCase: BenchCase, run: ThroughputRun): Promise<ThroughputSample> {
  const { target } = benchCase;
  const loadGenerator = loadGeneratorFor(benchCase, run.loadGenerator);
  let rssPeakBytes = readProcessStats(target.pid).rssBytes;
  const sampler = setInterval(() => {
    rssPeakBytes = Math.max(rssPeakBytes, readProcessStats(target.pid).rssBytes);
  }, RSS_SAMPLE_MS);
  const before = readProcessStats(target.pid);
  const threadsBefore = readThreadCpu(target.pid);
  const upstreamBefore = readProcessStats(target.upstreamPid);
  const databaseBefore = run.databaseServers === undefined ? undefined : readDatabaseCpu(run.databaseServers);
  const load = await generateLoad(benchCase, { ...run, loadGenerator }).finally(() => clearInterval(sampler));
  const after = readProcessStats(target.pid);
  const threadsAfter = readThreadCpu(target.pid);
  const upstreamAfter = readProcessStats(target.upstreamPid);
  // A gateway on the shared store writes its last request records (a batch a second, or each 500) after the window:
  // its database figure waits for them, so that it holds this window's requests' work and the next case's none of it.
  if (run.databaseServers !== undefined && target.sharedStore === true) await delay(DATABASE_DRAIN_MS);
  const databaseAfter = run.databaseServers === undefined ? undefined : readDatabaseCpu(run.databaseServers);
  rssPeakBytes = Math.max(rssPeakBytes, after.rssBytes);
  const { ok } = load;
  return {
    caseId: benchCase.id,
    round: run.round,
    connections: run.connections,
    durationSeconds: load.elapsedSeconds,
    ok,
    failed: load.failed,
    failureKinds: load.failureKinds,
    requestsPerSecond: ok / load.elapsedSeconds,
    cpuMicrosPerRequest: ok > 0 ? (after.cpuMicros - before.cpuMicros) / ok : Number.NaN,
    latencyP50Ms: load.latencyP50Ms,
    latencyP99Ms: load.latencyP99Ms,
    rssPeakBytes,
    upstreamCpuMicrosPerRequest: ok > 0 ? (upstreamAfter.cpuMicros - upstreamBefore.cpuMicros) / ok : Number.NaN,
    loadGeneratorCpuMicrosPerRequest: ok > 0 ? load.cpuMicros / ok : Number.NaN,
    loadGenerator,
    runQueueWaitPerCpu: (after.runQueueWaitMicros - before.runQueueWaitMicros) / (after.cpuMicros - before.cpuMicros),
    threadCpuMicrosPerRequest: subtractThreadCpu(threadsAfter, threadsBefore, ok),
    ...(databaseBefore === undefined || databaseAfter === undefined
      ? {}
      : {
          databaseCpuMicrosPerRequest: {
            postgres: ok > 0 ? (databaseAfter.postgresMicros - databaseBefore.postgresMicros) / ok : Number.NaN,
            redis: ok > 0 ? (databaseAfter.redisMicros - databaseBefore.redisMicros) / ok : Number.NaN,
          },
        }),
  };
}
