import type { Principal } from './principal.js';
import type { AuthRecord } from './store.js';

export type CachedAuth = { record: AuthRecord | null; principal: Principal | null; cachedAt: number };

/**
 * Token hash → what the store said, for `ttlMs` (≤ 1 s by default, so a revocation or suspension made by another
 * instance shows within that). Bounded: the oldest entries go first, so random secrets cannot grow it without end.
 */
export function createAuthCache({ ttlMs, maxEntries = 10_000 }: { ttlMs: number; maxEntries?: number }) {
  const entries = new Map<string, CachedAuth>();
  return {
    get(hash: string, now: number): CachedAuth | undefined {
      const entry = entries.get(hash);
      if (entry === undefined) return undefined;
      if (now - entry.cachedAt >= ttlMs) {
        entries.delete(hash);
        return undefined;
      }
      return entry;
    },
    set(hash: string, entry: CachedAuth): void {
      entries.delete(hash);
      entries.set(hash, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
    /** Drops every entry for which `matches` holds (a token revoked, an account suspended in this process). */
    invalidate(matches: (record: AuthRecord) => boolean): void {
      for (const [hash, entry] of entries) if (entry.record !== null && matches(entry.record)) entries.delete(hash);
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type AuthCache = ReturnType<typeof createAuthCache>;
