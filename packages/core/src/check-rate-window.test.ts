import { describe, expect, it } from 'vitest';
import { checkRateWindow, getRateBucketStart } from './check-rate-window.js';

const now = 1_000_000_000_000 + 25_000; // 5 s into a bucket
const bucket = (secondsAgo: number, count: number) => ({ start: getRateBucketStart(now - secondsAgo * 1_000), count });

describe('checkRateWindow', () => {
  it.each([
    ['an empty window', [], 1, 1, { ok: true }],
    ['room left', [bucket(0, 3), bucket(30, 3)], 4, 10, { ok: true }],
    ['a full current bucket waits a whole minute from its start', [bucket(0, 10)], 1, 10, { ok: false, retryAfterMs: 55_000 }],
    ['the oldest live bucket frees first', [bucket(50, 4), bucket(20, 6)], 1, 10, { ok: false, retryAfterMs: 5_000 }],
    ['several buckets may have to leave', [bucket(50, 4), bucket(40, 3), bucket(0, 3)], 5, 10, { ok: false, retryAfterMs: 15_000 }],
    ['buckets older than a minute no longer count', [bucket(60, 100), bucket(0, 9)], 1, 10, { ok: true }],
    ['a request larger than the limit never fits', [], 11, 10, { ok: false }],
    ['a zero limit', [], 1, 0, { ok: false }],
  ])('%s', (_case, buckets, cost, limit, expected) => {
    expect(checkRateWindow({ buckets, now, cost, limit })).toEqual(expected);
  });

  it('never asks for more than a minute, and admits once the wait is over', () => {
    for (let offset = 0; offset < 60_000; offset += 1_234) {
      const at = now + offset;
      const buckets = [{ start: getRateBucketStart(at), count: 5 }];
      const verdict = checkRateWindow({ buckets, now: at, cost: 1, limit: 5 });
      if (verdict.ok || verdict.retryAfterMs === undefined) throw new Error('expected a wait');
      expect(verdict.retryAfterMs).toBeLessThanOrEqual(60_000);
      expect(checkRateWindow({ buckets, now: at + verdict.retryAfterMs, cost: 1, limit: 5 }).ok).toBe(true);
      expect(checkRateWindow({ buckets, now: at + verdict.retryAfterMs - 1, cost: 1, limit: 5 }).ok).toBe(false);
    }
  });
});
