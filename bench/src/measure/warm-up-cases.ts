import { Agent } from 'node:http';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import { headersForRequest, type BenchCase } from '../targets/bench-target.js';
import { sendTimedRequest } from './send-timed-request.js';

/**
 * `requests` requests per case, `concurrency` at a time, so the JIT has seen every path before anything is timed.
 * (autocannon rounds every run up to a whole second, which would cost a second per case here.)
 */
export async function warmUpCases(cases: readonly BenchCase[], requests: number, concurrency = 8): Promise<void> {
  for (const benchCase of cases) {
    const { target, stream } = benchCase;
    const format = BENCH_FORMATS[target.clientFormat];
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const body = format.createRequestBody(target.modelFor('instant'), stream);
    let remaining = requests;
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
