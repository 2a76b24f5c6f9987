import { describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../token.js';
import { createRedisLimiter } from './create-redis-limiter.js';

describe('createRedisLimiter with nothing listening', () => {
  it('fails the call (never admits blindly) and reports connection errors without printing them', async () => {
    const errors: unknown[] = [];
    const limiter = createRedisLimiter({ url: 'redis://127.0.0.1:1', onError: (error) => errors.push(error) });
    await expect(
      limiter.acquire({ key: 'k', limits: NO_RATE_LIMITS, tokens: 1, leaseId: 'l', leaseExpiresAt: 2, now: 1 }),
    ).rejects.toThrow();
    expect(errors.length).toBeGreaterThan(0);
    await limiter.close().catch(() => undefined);
  });

  it('fails a ping (a readiness probe)', async () => {
    const limiter = createRedisLimiter({ url: 'redis://127.0.0.1:1', onError: () => undefined });
    await expect(limiter.ping?.()).rejects.toThrow(/ECONNREFUSED/);
    await limiter.close().catch(() => undefined);
  });
});
