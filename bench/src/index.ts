export { createMockUpstreamServer } from './mock/create-mock-upstream-server.js';
export type { MockUpstreamConfig } from './mock/create-mock-upstream-server.js';
export { createFloorProxyServer } from './floor/create-floor-proxy-server.js';
export type { FloorRoutes } from './floor/create-floor-proxy-server.js';
export { BENCH_FORMATS } from './formats/bench-formats.js';
export type { BenchFormat } from './formats/bench-format.js';
export type { FormatId } from '@modelgate/ir';
