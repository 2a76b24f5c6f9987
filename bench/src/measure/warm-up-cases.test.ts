import { describe, expect, it } from 'vitest';
import { createFakeBenchTarget } from '../testing-fixtures/create-fake-bench-target.js';
import { countWarmUpRequests } from './warm-up-cases.js';

const target = createFakeBenchTarget();

describe('countWarmUpRequests', () => {
  it('sends each serving process the warm-up a single process gets (server.workers: 2 gets twice as many)', () => {
    expect(countWarmUpRequests(target, 2000)).toBe(2000);
    expect(countWarmUpRequests({ ...target, servingProcesses: 2 }, 2000)).toBe(4000);
  });
});
