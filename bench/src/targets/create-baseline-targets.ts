import { BENCH_FORMAT_IDS, BENCH_FORMATS } from '../formats/bench-formats.js';
import { mapProfileToUpstreamModel } from '../mock/mock-profile.js';
import type { BenchUpstreams } from '../process/start-bench-upstreams.js';
import type { BenchTarget } from './bench-target.js';

/** Direct to each mock, and through the floor to each mock: the rows every other row is compared with. */
export function createBaselineTargets(upstreams: BenchUpstreams): BenchTarget[] {
  const direct = BENCH_FORMAT_IDS.map((format): BenchTarget => ({
    id: `direct ${BENCH_FORMATS[format].label}`,
    kind: 'direct',
    clientFormat: format,
    upstreamFormat: format,
    origin: upstreams.mocks[format].origin,
    headers: {},
    pid: upstreams.mocks[format].pid,
    upstreamPid: upstreams.mocks[format].pid,
    modelFor: mapProfileToUpstreamModel,
  }));
  const floor = BENCH_FORMAT_IDS.map((format): BenchTarget => ({
    id: `floor ${BENCH_FORMATS[format].label}`,
    kind: 'floor',
    clientFormat: format,
    upstreamFormat: format,
    origin: upstreams.floor.origin,
    headers: {},
    pid: upstreams.floor.pid,
    upstreamPid: upstreams.mocks[format].pid,
    modelFor: mapProfileToUpstreamModel,
  }));
  return [...direct, ...floor];
}
