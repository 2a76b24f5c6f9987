import { describe, expect, it } from 'vitest';
import { createRestartBackoff } from './create-restart-backoff.js';

describe('createRestartBackoff', () => {
  it('doubles the delay for each crash in a row of one slot, up to 10 s', () => {
    const backoff = createRestartBackoff();
    const delays = Array.from({ length: 9 }, () => backoff.delayAfterExit(1, 50));
    expect(delays).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000]);
  });

  it('keeps each slot apart, and starts over after a worker that served 30 s', () => {
    const backoff = createRestartBackoff();
    backoff.delayAfterExit(1, 50);
    backoff.delayAfterExit(1, 50);
    expect(backoff.delayAfterExit(2, 50)).toBe(100);
    expect(backoff.delayAfterExit(1, 30_000)).toBe(100);
    expect(backoff.delayAfterExit(1, 50)).toBe(200);
  });
});
