import { BENCH_FORMAT_IDS, BENCH_FORMATS } from '../formats/bench-formats.js';
import type { FormatId } from '@modelgate/ir';
import type { MockUpstreamConfig } from '../mock/create-mock-upstream-server.js';
import type { MockProfile, MockProfileName } from '../mock/mock-profile.js';
import type { FloorRoutes } from '../floor/create-floor-proxy-server.js';
import { resolveServiceEntry } from './resolve-service-entry.js';
import { startForkedService, type RunningService } from './start-forked-service.js';

export type BenchUpstreams = {
  mocks: Record<FormatId, RunningService>;
  floor: RunningService;
  /** Another floor process in front of the same mocks (for measurements that need a fresh process). */
  startFloor(): Promise<RunningService>;
  stop(): Promise<void>;
};

/** One mock upstream per format, each in its own process, and the floor proxy routing by path to them. */
export async function startBenchUpstreams(profiles: Record<MockProfileName, MockProfile>): Promise<BenchUpstreams> {
  const started = await Promise.all(
    BENCH_FORMAT_IDS.map((format) => {
      const config: MockUpstreamConfig = { format, profiles };
      return startForkedService(`mock ${BENCH_FORMATS[format].label}`, resolveServiceEntry('mock/mock-upstream-process'), {
        BENCH_MOCK_CONFIG: JSON.stringify(config),
      });
    }),
  );
  const mocks = Object.fromEntries(BENCH_FORMAT_IDS.map((format, index) => [format, started[index]])) as Record<FormatId, RunningService>;
  const routes: FloorRoutes = Object.fromEntries(BENCH_FORMAT_IDS.map((format) => [BENCH_FORMATS[format].path, mocks[format].port]));
  const startFloor = (): Promise<RunningService> =>
    startForkedService('floor proxy', resolveServiceEntry('floor/floor-proxy-process'), { BENCH_FLOOR_ROUTES: JSON.stringify(routes) });
  const floor = await startFloor();
  return {
    mocks,
    floor,
    startFloor,
    stop: async () => {
      await Promise.all([floor.stop(), ...started.map((service) => service.stop())]);
    },
  };
}
