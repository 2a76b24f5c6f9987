import type { Principal } from './principal.js';
import type { AuthRecord } from './store.js';

export type CachedAuth = { record: AuthRecord | null; principal: Principal | null; cachedAt: number };
/** An entry as kept: with how long it is trusted. */
export type KeptAuth = CachedAuth & { ttlMs: number };

export type AuthCacheOptions = {
  /** How long what the store said is trusted when changes made elsewhere may go untold (≤ 1 s by default). */
  ttlMs: number;
  /** How long while the store tells every change (`setWatched(true)`) and none came during the read; default `ttlMs`. */
  watchedTtlMs?: number;
  maxEntries?: number;
};

/**
 * Token hash → what the store said. For `ttlMs`, so that a revocation or suspension made by another instance shows
 * within that; or, while the store tells every change (`setWatched`), for `watchedTtlMs`, each change dropping what it
 * touches (`changed`). Bounded: the oldest entries go first, so random secrets cannot grow it without end.
 *
 * A read that began before a change and ends after the change was told may hold the state before it: `mark()` before
 * the read and `set(…, mark)` after keep such an entry for `ttlMs` only (any change or watch state told in between).
 */
export function createAuthCache({ ttlMs, watchedTtlMs = ttlMs, maxEntries = 10_000 }: AuthCacheOptions) {
  const entries = new Map<string, KeptAuth>();
  let watched = false;
  /** Counts the changes and watch states told: a read's mark is current if none came since. */
  let epoch = 0;
  const invalidate = (matches: (record: AuthRecord) => boolean, { unknowns = false }: { unknowns?: boolean } = {}): void => {
    epoch += 1;
    for (const [hash, entry] of entries) if (entry.record === null ? unknowns : matches(entry.record)) entries.delete(hash);
  };
  return {
    get(hash: string, now: number): KeptAuth | undefined {
      const entry = entries.get(hash);
      if (entry === undefined) return undefined;
      if (now - entry.cachedAt >= entry.ttlMs) {
        entries.delete(hash);
        return undefined;
      }
      return entry;
    },
    /** Taken before a store read whose result is then `set`. */
    mark(): number {
      return epoch;
    },
    /** Keeps what a read begun at `mark` said (no mark: as if a change had come during the read). */
    set(hash: string, entry: CachedAuth, mark = -1): void {
      entries.delete(hash);
      entries.set(hash, { ...entry, ttlMs: watched && mark === epoch ? watchedTtlMs : ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
    /**
     * Drops every entry for which `matches` holds (a token revoked, an account suspended, here or elsewhere), and with
     * `unknowns` every secret the store did not know (a token was added: it may be one of them).
     */
    invalidate,
    /**
     * Whether the store tells every change from now on. Losing it shortens every entry to `ttlMs` (changes may go
     * untold from now); gaining it lengthens none (changes may have gone untold before): entries read from then on
     * are kept longer.
     */
    setWatched(on: boolean): void {
      epoch += 1;
      watched = on;
      if (!on) for (const entry of entries.values()) entry.ttlMs = ttlMs;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type AuthCache = ReturnType<typeof createAuthCache>;
