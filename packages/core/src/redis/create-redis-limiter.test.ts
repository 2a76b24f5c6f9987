import { describe, it } from 'vitest';
import { describeLimiterContract } from '../../test/describe-limiter-contract.js';
import { deleteRedisKeys, REDIS_URL, shouldRunServiceTests } from '../../test/test-services.js';
import { createRedisLimiter } from './create-redis-limiter.js';

const run = await shouldRunServiceTests('redis');
const keyPrefix = `modelgate-test:${process.pid}:${Date.now().toString(36)}`;

if (run) {
  describeLimiterContract('redis', { create: async () => createRedisLimiter({ url: REDIS_URL, keyPrefix }), destroy: () => deleteRedisKeys(keyPrefix) });
} else {
  describe.skip('redis limiter (SKIPPED: Redis unreachable, see the notice above)', () => {
    it('runs the limiter contract against Redis', () => undefined);
  });
}
