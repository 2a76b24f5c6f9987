import { readClockTicksPerSecond } from '../../process/read-process-stats.js';
import { BENCH_FORMATS } from '../../formats/bench-formats.js';
import type { BenchCase } from '../../targets/bench-target.js';
import type { GeneratedLoad } from '../generated-load.js';
import { runWrk } from './run-wrk.js';

/** A case wrk can send: one body and one token (rotated tokens and growing bodies need autocannon's per-request hook). */
export function canLoadWithWrk(benchCase: BenchCase): boolean {
  return benchCase.target.secrets === undefined && BENCH_FORMATS[benchCase.target.clientFormat].createLoadBodies === undefined;
}

/** wrk as a child process at fixed concurrency: the same request as autocannon's, and wrk's own CPU from /proc. */
export async function loadWithWrk(benchCase: BenchCase, connections: number, durationSeconds: number): Promise<GeneratedLoad> {
  const { target, stream } = benchCase;
  const format = BENCH_FORMATS[target.clientFormat];
  const result = await runWrk({
    url: `${target.origin}${format.path}`,
    request: { method: 'POST', headers: { ...target.headers, 'content-type': 'application/json' }, body: format.createRequestBody(target.modelFor('instant'), stream) },
    connections,
    durationSeconds,
  });
  return {
    ok: result.ok,
    failed: result.failed,
    failureKinds: result.failureKinds,
    elapsedSeconds: result.durationSeconds,
    latencyP50Ms: result.latencyP50Ms,
    latencyP99Ms: result.latencyP99Ms,
    cpuMicros: (result.cpuTicks * 1_000_000) / readClockTicksPerSecond(),
  };
}
