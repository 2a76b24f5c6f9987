import type { AddressInfo, Server } from 'node:net';
import { createFloorProxyServer } from '../floor/create-floor-proxy-server.js';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import type { FormatId } from '@modelgate/ir';
import { createMockUpstreamServer } from '../mock/create-mock-upstream-server.js';
import { mapProfileToUpstreamModel } from '../mock/mock-profile.js';
import type { BenchTarget } from '../targets/bench-target.js';

export type TestServices = { direct: BenchTarget; floor: BenchTarget; close(): Promise<void> };

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/**
 * For tests: a chat mock and the floor in this process (so `pid` is the test's own), with millisecond pacing.
 * Not used by the bench itself, which runs each in its own process.
 */
export async function createTestServices(format: FormatId = 'openai-chat'): Promise<TestServices> {
  const mock = createMockUpstreamServer({
    format,
    profiles: { instant: { intervalMs: 0, deltas: 3 }, paced: { intervalMs: 2, deltas: 2 }, slow: { intervalMs: 20, deltas: 100 } },
  });
  const mockOrigin = await listen(mock);
  const floor = createFloorProxyServer({ [BENCH_FORMATS[format].path]: Number(new URL(mockOrigin).port) });
  const floorOrigin = await listen(floor);
  const base = { clientFormat: format, upstreamFormat: format, headers: {}, pid: process.pid, upstreamPid: process.pid, modelFor: mapProfileToUpstreamModel };
  const label = BENCH_FORMATS[format].label;
  return {
    direct: { ...base, id: `direct ${label}`, kind: 'direct', origin: mockOrigin },
    floor: { ...base, id: `floor ${label}`, kind: 'floor', origin: floorOrigin },
    close: async () => {
      for (const server of [floor, mock]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
