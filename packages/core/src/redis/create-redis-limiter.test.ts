import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { describeLimiterContract } from '../../test/describe-limiter-contract.js';
import { deleteRedisKeys, REDIS_URL, requireServices } from '../../test/test-services.js';
import { NO_RATE_LIMITS } from '../token.js';
import { createRedisLimiter } from './create-redis-limiter.js';

await requireServices('redis');
const keyPrefix = `modelgate-test:${process.pid}:${Date.now().toString(36)}`;

describeLimiterContract('redis', { create: async () => createRedisLimiter({ url: REDIS_URL, keyPrefix }), destroy: () => deleteRedisKeys(keyPrefix) });

describe('createRedisLimiter ping', () => {
  it('resolves while Redis answers', async () => {
    const limiter = createRedisLimiter({ url: REDIS_URL, keyPrefix });
    try {
      await expect(limiter.ping?.()).resolves.toBeUndefined();
    } finally {
      await limiter.close();
    }
  });
});

describe('createRedisLimiter keys', () => {
  it('keep at most a minute of buckets under steady traffic', async () => {
    const prefix = `${keyPrefix}:buckets`;
    const limiter = createRedisLimiter({ url: REDIS_URL, keyPrefix: prefix });
    const redis = new Redis(REDIS_URL);
    try {
      const start = Date.UTC(2026, 10, 21, 10);
      for (let second = 0; second < 20 * 60; second += 15) {
        const now = start + second * 1_000;
        const acquired = await limiter.acquire({ key: 'steady', limits: { ...NO_RATE_LIMITS, requestsPerMinute: 100 }, tokens: 5, leaseId: `l${second}`, leaseExpiresAt: now + 1_000, now });
        expect(acquired.ok).toBe(true);
      }
      expect(await redis.hlen(`${prefix}:{steady}:requests`)).toBeLessThanOrEqual(7);
      expect(await redis.hlen(`${prefix}:{steady}:tokens`)).toBeLessThanOrEqual(7);
      expect(await redis.zcard(`${prefix}:{steady}:slots`)).toBeLessThanOrEqual(1);
    } finally {
      await limiter.close();
      await redis.quit();
    }
  });
});
