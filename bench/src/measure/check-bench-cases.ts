import { Agent } from 'node:http';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import { FIRST_TOKEN_MARKER } from '../mock/mock-profile.js';
import type { BenchCase } from '../targets/bench-target.js';
import { sendTimedRequest } from './send-timed-request.js';

export type CheckedCases = { working: BenchCase[]; problems: string[] };

/** One request per case before measuring: a case that does not answer 200 with the mock's text is left out. */
export async function checkBenchCases(cases: readonly BenchCase[]): Promise<CheckedCases> {
  const agent = new Agent({ keepAlive: true });
  const working: BenchCase[] = [];
  const problems: string[] = [];
  for (const benchCase of cases) {
    const { target, stream } = benchCase;
    const format = BENCH_FORMATS[target.clientFormat];
    try {
      const response = await sendTimedRequest({
        url: `${target.origin}${format.path}`,
        headers: target.headers,
        body: format.createRequestBody(target.modelFor('instant'), stream),
        agent,
        timeoutMs: 10_000,
      });
      if (response.status === 200 && response.body.includes(FIRST_TOKEN_MARKER)) working.push(benchCase);
      else problems.push(`${benchCase.id}: left out, answered ${response.status}: ${response.body.slice(0, 300)}`);
    } catch (error) {
      problems.push(`${benchCase.id}: left out, ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  agent.destroy();
  return { working, problems };
}
