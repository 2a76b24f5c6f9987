import autocannon from 'autocannon';
import { computePercentile } from '../statistics/compute-percentile.js';
import { readProcessStats } from '../process/read-process-stats.js';
import { readThreadCpu, subtractThreadCpu, type ThreadCpu } from '../process/read-thread-cpu.js';
import { headersForRequest, type BenchCase } from '../targets/bench-target.js';
import { BENCH_FORMATS } from '../formats/bench-formats.js';

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
  /** Diagnostics (JSON only): CPU per request of the mock upstream and of the harness (the load generator). */
  upstreamCpuMicrosPerRequest: number;
  loadGeneratorCpuMicrosPerRequest: number;
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
};

export type ThroughputRun = { connections: number; durationSeconds: number; round: number };

const RSS_SAMPLE_MS = 100;

/** autocannon at fixed concurrency against one case, with the measured process's CPU and RSS read around it. */
export async function measureThroughput(benchCase: BenchCase, run: ThroughputRun): Promise<ThroughputSample> {
  const { target, stream } = benchCase;
  const format = BENCH_FORMATS[target.clientFormat];
  const latencies: number[] = [];
  const failureKinds: Record<string, number> = {};
  let rssPeakBytes = readProcessStats(target.pid).rssBytes;
  const sampler = setInterval(() => {
    rssPeakBytes = Math.max(rssPeakBytes, readProcessStats(target.pid).rssBytes);
  }, RSS_SAMPLE_MS);
  const before = readProcessStats(target.pid);
  const threadsBefore = readThreadCpu(target.pid);
  const upstreamBefore = readProcessStats(target.upstreamPid);
  const harnessBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const options: autocannon.Options = {
    url: `${target.origin}${format.path}`,
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: format.createRequestBody(target.modelFor('instant'), stream),
    connections: run.connections,
    duration: run.durationSeconds,
    timeout: 30,
  };
  const bodies = format.createLoadBodies?.(target.modelFor('instant'), stream);
  if (target.secrets !== undefined || bodies !== undefined) {
    // Each request takes the next token of the account, whichever connection sends it, and the next body (--body-growth).
    let sent = 0;
    options.requests = [
      {
        setupRequest: (request) => {
          const index = sent++;
          const headers = target.secrets === undefined ? request.headers : { ...headersForRequest(target, index), 'content-type': 'application/json' };
          return { ...request, headers, ...(bodies === undefined ? {} : { body: bodies[index % bodies.length] }) };
        },
      },
    ];
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, finished: autocannon.Result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(finished);
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failureKinds[`status ${statusCode}`] = (failureKinds[`status ${statusCode}`] ?? 0) + 1;
    });
  });
  const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = readProcessStats(target.pid);
  const threadsAfter = readThreadCpu(target.pid);
  const upstreamAfter = readProcessStats(target.upstreamPid);
  const harness = process.cpuUsage(harnessBefore);
  clearInterval(sampler);
  rssPeakBytes = Math.max(rssPeakBytes, after.rssBytes);
  const ok = result['2xx'];
  // autocannon counts timeouts inside errors; both are the load generator's side (no response arrived).
  if (result.errors > 0) failureKinds['socket errors'] = result.errors - result.timeouts;
  if (result.timeouts > 0) failureKinds['client timeouts'] = result.timeouts;
  return {
    caseId: benchCase.id,
    round: run.round,
    connections: run.connections,
    durationSeconds: elapsedSeconds,
    ok,
    failed: result.non2xx + result.errors,
    failureKinds,
    requestsPerSecond: ok / elapsedSeconds,
    cpuMicrosPerRequest: ok > 0 ? (after.cpuMicros - before.cpuMicros) / ok : Number.NaN,
    latencyP50Ms: computePercentile(latencies, 0.5),
    latencyP99Ms: computePercentile(latencies, 0.99),
    rssPeakBytes,
    upstreamCpuMicrosPerRequest: ok > 0 ? (upstreamAfter.cpuMicros - upstreamBefore.cpuMicros) / ok : Number.NaN,
    loadGeneratorCpuMicrosPerRequest: ok > 0 ? (harness.user + harness.system) / ok : Number.NaN,
    runQueueWaitPerCpu: (after.runQueueWaitMicros - before.runQueueWaitMicros) / (after.cpuMicros - before.cpuMicros),
    threadCpuMicrosPerRequest: subtractThreadCpu(threadsAfter, threadsBefore, ok),
  };
}
