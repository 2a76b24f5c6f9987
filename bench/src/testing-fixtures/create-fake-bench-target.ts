import type { BenchTarget } from '../targets/bench-target.js';

/** A bench target for tests that only read it: a `chat→chat` gateway at an address nothing listens on. */
export function createFakeBenchTarget(overrides: Partial<BenchTarget> = {}): BenchTarget {
  return {
    id: 'gateway chat→chat',
    kind: 'gateway-passthrough',
    clientFormat: 'openai-chat',
    upstreamFormat: 'openai-chat',
    origin: 'http://127.0.0.1:1',
    headers: {},
    pid: 1,
    upstreamPid: 2,
    modelFor: () => 'bench-instant',
    ...overrides,
  };
}
