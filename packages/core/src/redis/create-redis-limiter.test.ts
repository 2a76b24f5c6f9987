import { Redis } from 'ioredis';
import { describe, it } from 'vitest';
import { describeLimiterContract } from '../../test/describe-limiter-contract.js';
import { REDIS_URL, shouldRunServiceTests } from '../../test/test-services.js';
import { createRedisLimiter } from './create-redis-limiter.js';

const run = await shouldRunServiceTests('redis');
const keyPrefix = `modelgate-test:${process.pid}:${Date.now().toString(36)}`;

/** Deletes every key this run made (bounded SCAN). */
async function deleteTestKeys(): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    for (let round = 0; round < 1_000; round += 1) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
  } finally {
    await redis.quit();
  }
}

if (run) {
  describeLimiterContract('redis', { create: async () => createRedisLimiter({ url: REDIS_URL, keyPrefix }), destroy: deleteTestKeys });
} else {
  describe.skip('redis limiter (SKIPPED: Redis unreachable, see the notice above)', () => {
    it('runs the limiter contract against Redis', () => undefined);
  });
}
