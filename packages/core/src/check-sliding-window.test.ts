import { describe, expect, it } from 'vitest';
import { checkSlidingWindow } from './check-sliding-window.js';

describe('checkSlidingWindow', () => {
  it.each([
    ['an empty window', { previous: 0, current: 0, elapsed: 0, cost: 1, limit: 1 }, { ok: true }],
    ['a full current window waits for the next one', { previous: 0, current: 10, elapsed: 15_000, cost: 1, limit: 10 }, { ok: false, retryAfterMs: 45_000 + 6_000 }],
    ['a decaying previous window', { previous: 10, current: 0, elapsed: 30_000, cost: 1, limit: 10 }, { ok: true }],
    ['the previous window still weighs too much', { previous: 10, current: 5, elapsed: 15_000, cost: 1, limit: 10 }, { ok: false, retryAfterMs: 21_000 }],
    ['a request larger than the limit never fits', { previous: 0, current: 0, elapsed: 0, cost: 11, limit: 10 }, { ok: false }],
    ['a zero limit', { previous: 0, current: 0, elapsed: 0, cost: 1, limit: 0 }, { ok: false }],
  ])('%s', (_case, input, expected) => {
    expect(checkSlidingWindow(input)).toEqual(expected);
  });

  it('admits after the wait it announced', () => {
    const input = { previous: 10, current: 5, elapsed: 15_000, cost: 1, limit: 10 };
    const verdict = checkSlidingWindow(input);
    if (verdict.ok || verdict.retryAfterMs === undefined) throw new Error('expected a wait');
    expect(checkSlidingWindow({ ...input, elapsed: input.elapsed + verdict.retryAfterMs }).ok).toBe(true);
    expect(checkSlidingWindow({ ...input, elapsed: input.elapsed + verdict.retryAfterMs - 1_000 }).ok).toBe(false);
  });
});
