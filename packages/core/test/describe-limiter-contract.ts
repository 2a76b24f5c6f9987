import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS, type Limiter, type RateLimits } from '../src/index.js';

let sequence = 0;

/** The behaviour every limiter must show, run once per limiter. */
export function describeLimiterContract(name: string, setup: { create(): Promise<Limiter>; destroy?(): Promise<void> }): void {
  describe(`limiter contract: ${name}`, () => {
    let limiter: Limiter;
    let key: string;
    const start = Date.UTC(2026, 10, 21, 10, 0, 5);
    const acquire = (limits: Partial<RateLimits>, now: number, tokens = 10, leaseExpiresAt = now + 60_000) =>
      limiter.acquire({ key, limits: { ...NO_RATE_LIMITS, ...limits }, tokens, leaseId: `lease-${(sequence += 1)}`, leaseExpiresAt, now });

    beforeEach(async () => {
      limiter = await setup.create();
      key = `tok_${process.pid}_${Date.now()}_${(sequence += 1)}`;
    });
    afterEach(async () => {
      await limiter.close();
      await setup.destroy?.();
    });

    it('admits up to requests per minute, then says when to come back', async () => {
      for (let index = 0; index < 3; index += 1) expect((await acquire({ requestsPerMinute: 3 }, start + index * 1_000)).ok).toBe(true);
      const rejected = await acquire({ requestsPerMinute: 3 }, start + 20_000);
      // Counted in the ten-second bucket that began at 10:00:00, so they leave the window at 10:01:00.
      expect(rejected).toEqual({ ok: false, limit: 'rpm', retryAfterMs: 35_000 });
      expect((await acquire({ requestsPerMinute: 3 }, start + 54_999)).ok).toBe(false);
      expect((await acquire({ requestsPerMinute: 3 }, start + 55_000)).ok).toBe(true);
    });

    it('forgets counts older than a minute, also of an unlimited dimension', async () => {
      for (let minute = 0; minute < 5; minute += 1) {
        expect((await acquire({ requestsPerMinute: 1 }, start + minute * 60_000, 1_000)).ok).toBe(true);
      }
      // The tokens counted along the way (no limit then) do not linger once a limit is set.
      expect((await acquire({ requestsPerMinute: 2, tokensPerMinute: 1_000 }, start + 5 * 60_000, 1_000)).ok).toBe(true);
    });

    it('keeps keys apart', async () => {
      expect((await acquire({ requestsPerMinute: 1 }, start)).ok).toBe(true);
      key = `${key}-other`;
      expect((await acquire({ requestsPerMinute: 1 }, start)).ok).toBe(true);
    });

    it('counts tokens per minute, corrected after the fact, never below zero', async () => {
      const first = await acquire({ tokensPerMinute: 1_000 }, start, 100);
      if (!first.ok) throw new Error('expected admission');
      await limiter.adjustTokens(first.ticket, 800, start + 1_000);
      expect(await acquire({ tokensPerMinute: 1_000 }, start + 2_000, 200)).toMatchObject({ ok: false, limit: 'tpm' });
      await limiter.adjustTokens(first.ticket, -5_000, start + 3_000);
      expect((await acquire({ tokensPerMinute: 1_000 }, start + 4_000, 1_000)).ok).toBe(true);
      expect(await acquire({ tokensPerMinute: 1_000 }, start + 5_000, 1_001)).toEqual({ ok: false, limit: 'tpm' });
    });

    it('holds concurrency slots until released or expired', async () => {
      const first = await acquire({ concurrentRequests: 2 }, start, 10, start + 5_000);
      expect((await acquire({ concurrentRequests: 2 }, start)).ok).toBe(true);
      expect(await acquire({ concurrentRequests: 2 }, start)).toEqual({ ok: false, limit: 'concurrency', retryAfterMs: 1_000 });
      expect((await acquire({ concurrentRequests: 2 }, start + 5_000)).ok).toBe(true);
      expect((await acquire({ concurrentRequests: 2 }, start + 5_000)).ok).toBe(false);
      if (first.ok) await limiter.release(first.ticket);
    });

    it('keeps a renewed slot past its first expiry', async () => {
      const first = await acquire({ concurrentRequests: 1 }, start, 10, start + 5_000);
      if (!first.ok) throw new Error('expected admission');
      await limiter.renew(first.ticket, start + 20_000, start + 1_000);
      expect((await acquire({ concurrentRequests: 1 }, start + 10_000)).ok).toBe(false);
      expect((await acquire({ concurrentRequests: 1 }, start + 20_000)).ok).toBe(true);
    });

    it('frees a slot on release', async () => {
      const first = await acquire({ concurrentRequests: 1 }, start);
      if (!first.ok) throw new Error('expected admission');
      await limiter.release(first.ticket);
      expect((await acquire({ concurrentRequests: 1 }, start)).ok).toBe(true);
    });

    it('undoes an acquisition entirely on cancel', async () => {
      const limits = { requestsPerMinute: 1, tokensPerMinute: 100, concurrentRequests: 1 };
      const first = await acquire(limits, start, 100);
      if (!first.ok) throw new Error('expected admission');
      await limiter.cancel(first.ticket);
      expect((await acquire(limits, start, 100)).ok).toBe(true);
    });

    it('admits exactly the limit out of 200 parallel attempts', async () => {
      const results = await Promise.all(Array.from({ length: 200 }, () => acquire({ requestsPerMinute: 50, concurrentRequests: 60 }, start)));
      expect(results.filter((result) => result.ok)).toHaveLength(50);
    });
  });
}
