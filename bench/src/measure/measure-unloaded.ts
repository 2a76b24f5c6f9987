import { Agent } from 'node:http';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import type { MockProfileName } from '../mock/mock-profile.js';
import type { BenchCase } from '../targets/bench-target.js';
import { orderUnloadedRequests } from './order-unloaded-requests.js';
import { rotateComparedGateways } from './rotate-compared-gateways.js';
import { sendTimedRequest } from './send-timed-request.js';

/**
 * Per case, one value per iteration (NaN where that request failed), in iteration order so rows can be paired.
 * `sentAtMs`: when each request was sent, on the monotonic clock the mocks stamp with (splitFirstTokenBySide).
 */
export type UnloadedSamples = {
  totalMs: Record<string, number[]>;
  firstTokenMs: Record<string, number[]>;
  sentAtMs: Record<string, number[]>;
  failures: Record<string, number>;
};

export type UnloadedRun = {
  samples: number;
  profile: MockProfileName;
  /** The cases timed (default: all); the others run unmeasured in their place (orderUnloadedRequests). */
  isMeasured?: (benchCase: BenchCase) => boolean;
};

/**
 * One request at a time, interleaved request by request (case A, B, C, A, B, C …) so slow drift on a shared machine
 * hits every case alike, with an unmeasured request to the mock where a proxy would otherwise serve two measured
 * requests in a row (orderUnloadedRequests), and compared gateways in a new order each iteration. Each case keeps one
 * keep-alive connection.
 */
export async function measureUnloaded(cases: readonly BenchCase[], run: UnloadedRun): Promise<UnloadedSamples> {
  const result: UnloadedSamples = { totalMs: {}, firstTokenMs: {}, sentAtMs: {}, failures: {} };
  const agents = new Map(cases.map((benchCase) => [benchCase.id, new Agent({ keepAlive: true, maxSockets: 1 })]));
  const isMeasured = run.isMeasured ?? ((): boolean => true);
  for (const benchCase of cases.filter(isMeasured)) {
    result.totalMs[benchCase.id] = [];
    result.firstTokenMs[benchCase.id] = [];
    result.sentAtMs[benchCase.id] = [];
    result.failures[benchCase.id] = 0;
  }
  for (let iteration = 0; iteration < run.samples; iteration += 1) {
    // Compared gateways take turns, iteration by iteration, at going first after the floor (rotateComparedGateways).
    for (const { benchCase, measured } of orderUnloadedRequests(rotateComparedGateways(cases, iteration), isMeasured)) {
      const { target, stream } = benchCase;
      const format = BENCH_FORMATS[target.clientFormat];
      const agent = agents.get(benchCase.id);
      if (agent === undefined) continue;
      let totalMs = Number.NaN;
      let firstTokenMs = Number.NaN;
      let sentAtMs = Number.NaN;
      try {
        const response = await sendTimedRequest({
          url: `${target.origin}${format.path}`,
          headers: target.headers,
          body: format.createRequestBody(target.modelFor(run.profile), stream),
          agent,
        });
        if (response.status === 200) ({ totalMs, firstTokenMs, sentAtMs } = response);
      } catch {
        // counted below
      }
      if (!measured) continue;
      if (Number.isNaN(totalMs)) result.failures[benchCase.id] = (result.failures[benchCase.id] ?? 0) + 1;
      result.totalMs[benchCase.id]?.push(totalMs);
      result.firstTokenMs[benchCase.id]?.push(firstTokenMs);
      result.sentAtMs[benchCase.id]?.push(sentAtMs);
    }
  }
  for (const agent of agents.values()) agent.destroy();
  return result;
}
