import { describe, expect, it } from 'vitest';
import * as core from './index.js';

describe('public API', () => {
  it('exports exactly the documented runtime names (README.md § Public API)', () => {
    expect(Object.keys(core).sort()).toEqual([
      'CoreError', 'MICROS_PER_CREDIT', 'NO_RATE_LIMITS', 'RATE_BUCKET_MS', 'RATE_WINDOW_MS', 'checkRateWindow', 'computeCost',
      'computeWorstCaseCost', 'createCore', 'createMemoryLimiter', 'createMemoryStore', 'createPostgresStore', 'createRedisLimiter',
      'createSqliteStore', 'createTokenSecret', 'findModelSuggestions', 'formatCredits', 'getQuotaWindow', 'getRateBucketStart',
      'hashTokenSecret', 'parseCredits', 'parseTokenSecret',
    ]);
  });
});
