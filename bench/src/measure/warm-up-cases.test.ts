import { describe, expect, it } from 'vitest';
import type { BenchTarget } from '../targets/bench-target.js';
import { countWarmUpRequests } from './warm-up-cases.js';

const target: BenchTarget = {
  id: 'gateway chat→chat',
  kind: 'gateway-passthrough',
  clientFormat: 'openai-chat',
  upstreamFormat: 'openai-chat',
  origin: 'http://127.0.0.1:1',
  headers: {},
  pid: 1,
  upstreamPid: 2,
  modelFor: () => 'bench-instant',
};

describe('countWarmUpRequests', () => {
  it('sends each serving process the warm-up a single process gets (server.workers: 2 gets twice as many)', () => {
    expect(countWarmUpRequests(target, 2000)).toBe(2000);
    expect(countWarmUpRequests({ ...target, servingProcesses: 2 }, 2000)).toBe(4000);
  });
});
