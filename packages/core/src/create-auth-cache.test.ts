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

  it('keeps an entry for the watched TTL only while watched and when no change came during its read', () => {
    const cache = createAuthCache({ ttlMs: 1_000, watchedTtlMs: 60_000 });
    cache.set('unwatched', unknown(0), cache.mark());
    cache.setWatched(true);
    cache.set('watched', unknown(0), cache.mark());
    const raced = cache.mark();
    cache.invalidate(() => false);
    cache.set('raced', unknown(0), raced);
    cache.set('unmarked', unknown(0));
    expect(['unwatched', 'watched', 'raced', 'unmarked'].map((hash) => cache.get(hash, 30_000) !== undefined)).toEqual([false, true, false, false]);
  });

  it('shortens every entry to the short TTL when the watch is lost', () => {
    const cache = createAuthCache({ ttlMs: 1_000, watchedTtlMs: 60_000 });
    cache.setWatched(true);
    cache.set('a', unknown(0), cache.mark());
    cache.set('b', unknown(5_000), cache.mark());
    cache.setWatched(false);
    expect(cache.get('a', 5_500)).toBeUndefined();
    expect(cache.get('b', 5_500)).toBeDefined();
    expect(cache.get('b', 6_000)).toBeUndefined();
  });

  it('drops what the store said was unknown only when asked to (a token added may be the secret it did not know)', () => {
    const cache = createAuthCache({ ttlMs: 1_000 });
    cache.set('unknown', unknown(0));
    cache.invalidate(() => true);
    expect(cache.get('unknown', 1)).toBeDefined();
    cache.invalidate(() => false, { unknowns: true });
    expect(cache.get('unknown', 1)).toBeUndefined();
  });
});
