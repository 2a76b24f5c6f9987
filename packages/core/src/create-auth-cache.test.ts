import { describe, expect, it } from 'vitest';
import { createAuthCache, type CachedAuth } from './create-auth-cache.js';

const unknown = (cachedAt: number): CachedAuth => ({ record: null, principal: null, cachedAt });

describe('createAuthCache', () => {
  it('forgets an entry once its TTL has passed', () => {
    const cache = createAuthCache({ ttlMs: 1_000 });
    cache.set('a', unknown(0));
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('stays within its size bound, dropping the oldest first', () => {
    const cache = createAuthCache({ ttlMs: 1_000, maxEntries: 3 });
    for (const hash of ['a', 'b', 'c', 'd']) cache.set(hash, unknown(0));
    expect(['a', 'b', 'c', 'd'].map((hash) => cache.get(hash, 1) !== undefined)).toEqual([false, true, true, true]);
  });
});
