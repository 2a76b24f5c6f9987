export { createRedisLimiter } from './create-redis-limiter.js';

export type { RedisLimiterOptions } from './create-redis-limiter.js';
