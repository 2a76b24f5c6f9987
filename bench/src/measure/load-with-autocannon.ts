import autocannon from 'autocannon';
import { computePercentile } from '../statistics/compute-percentile.js';
import { headersForRequest, type BenchCase } from '../targets/bench-target.js';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import type { GeneratedLoad } from './generated-load.js';

/** autocannon, in the bench's own process (its CPU over the run is this process's), at fixed concurrency. */
export async function loadWithAutocannon(benchCase: BenchCase, connections: number, durationSeconds: number): Promise<GeneratedLoad> {
  const { target, stream } = benchCase;
  const format = BENCH_FORMATS[target.clientFormat];
  const latencies: number[] = [];
  const failureKinds: Record<string, number> = {};
  const harnessBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const options: autocannon.Options = {
    url: `${target.origin}${format.path}`,
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: format.createRequestBody(target.modelFor('instant'), stream),
    connections,
    duration: durationSeconds,
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
  const harness = process.cpuUsage(harnessBefore);
  // autocannon counts timeouts inside errors; both are the load generator's side (no response arrived).
  if (result.errors > 0) failureKinds['socket errors'] = result.errors - result.timeouts;
  if (result.timeouts > 0) failureKinds['client timeouts'] = result.timeouts;
  return {
    ok: result['2xx'],
    failed: result.non2xx + result.errors,
    failureKinds,
    elapsedSeconds,
    latencyP50Ms: computePercentile(latencies, 0.5),
    latencyP99Ms: computePercentile(latencies, 0.99),
    cpuMicros: harness.user + harness.system,
  };
}
