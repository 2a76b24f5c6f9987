import { Agent } from 'node:http';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import { headersForRequest, type BenchCase, type BenchTarget } from '../targets/bench-target.js';
import { sendTimedRequest } from './send-timed-request.js';

/**
 * A target's warm-up: `requests` for each process that serves it. With `server.workers: 2` the cluster spreads the
 * requests over both workers; sent the single process's count, each worker went into the measured rounds with half
 * its warm-up and paid for it there (session 21: the workers' CPU a request fell from 492 to 293–327 µs over five
 * rounds while one process's settled within the first two).
 */
export function countWarmUpRequests(target: BenchTarget, requests: number): number {
  return requests * (target.servingProcesses ?? 1);
}

/**
 * `requests` requests per case (per serving process: countWarmUpRequests), `concurrency` at a time, so the JIT has seen every path before anything is timed.
 * (autocannon rounds every run up to a whole second, which would cost a second per case here.)
 */
export async function warmUpCases(cases: readonly BenchCase[], requests: number, concurrency = 8): Promise<void> {
  for (const benchCase of cases) {
    const { target, stream } = benchCase;
    const format = BENCH_FORMATS[target.clientFormat];
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const body = format.createRequestBody(target.modelFor('instant'), stream);
    let remaining = countWarmUpRequests(target, requests);
    const worker = async (): Promise<void> => {
      while (remaining > 0) {
        remaining -= 1;
        await sendTimedRequest({ url: `${target.origin}${format.path}`, headers: headersForRequest(target, remaining), body, agent }).catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    agent.destroy();
  }
}
