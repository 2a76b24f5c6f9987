import { buildPrincipal } from './build-principal.js';
import { compareHashes } from './compare-hashes.js';
import type { AuthCache, CachedAuth } from './create-auth-cache.js';
import type { AuthenticateResult } from './core.js';
import { hashTokenSecret } from './hash-token-secret.js';
import { parseTokenSecret } from './parse-token-secret.js';
import type { AuthRecord, Store } from './store.js';

const RECENT_HASHES_LIMIT = 1_024;
/** Tokens of a busy account read into the auth cache at once (the auth cache holds 10,000 entries). */
const AUTH_SIBLINGS_LIMIT = 1_000;
/** Cold lookups of one account's tokens within an auth-cache TTL after which the rest of its tokens are read in one go. */
const TEAM_WARM_AFTER_MISSES = 32;
const COLD_ACCOUNTS_LIMIT = 10_000;

export type AuthenticatorOptions = {
  store: Store;
  clock: () => number;
  authCache: AuthCache;
  /** How long the cache trusts what the store said (the auth cache's TTL). */
  ttlMs: number;
  onError: (error: unknown, during: string) => void;
};

/**
 * `core.authenticate`: a secret → its principal, from the auth cache, else from the store (concurrent lookups of one
 * secret shared); the tokens of an account that misses the cache often are read into it in one go.
 */
export function createAuthenticator({ store, clock, authCache, ttlMs, onError }: AuthenticatorOptions): { authenticate(secret: string): Promise<AuthenticateResult> } {
  const lookups = new Map<string, Promise<CachedAuth>>();
  // Cold lookups per account in the current auth-cache window: an account whose tokens miss the cache often (a team
  // account with many tokens, each used now and then) gets the rest of its tokens read in one go, once per window.
  // An account read whole in the last window is read again at its first cold lookup: its cached tokens expire together.
  const coldAccounts = new Map<string, { windowStart: number; misses: number; warming: boolean; warmedAt: number }>();
  const warmAccount = async (prefix: string, now: number): Promise<void> => {
    const records = (await store.findAuthRecordsOfAccount?.(prefix, AUTH_SIBLINGS_LIMIT)) ?? [];
    // A secret's hash is its token's stored hash: each is cached under the key its secret will look up.
    for (const record of records) {
      if (authCache.get(record.token.hash, now) === undefined) authCache.set(record.token.hash, { record, principal: buildPrincipal(record), cachedAt: now });
    }
  };
  const noteColdLookup = (found: AuthRecord, now: number): void => {
    if (store.findAuthRecordsOfAccount === undefined) return;
    let account = coldAccounts.get(found.account.id);
    if (account === undefined || now - account.windowStart >= ttlMs) {
      if (coldAccounts.size >= COLD_ACCOUNTS_LIMIT) coldAccounts.clear();
      account = { windowStart: now, misses: 0, warming: false, warmedAt: account?.warmedAt ?? Number.NEGATIVE_INFINITY };
      coldAccounts.set(found.account.id, account);
    }
    account.misses += 1;
    const warmedLately = now - account.warmedAt < 2 * ttlMs;
    if ((account.misses < TEAM_WARM_AFTER_MISSES && !warmedLately) || account.warming) return;
    account.warming = true;
    account.warmedAt = now;
    warmAccount(found.token.prefix, now).catch((error: unknown) => onError(error, 'read an account\'s tokens into the auth cache'));
  };

  const lookUp = async (prefix: string, hash: string, now: number): Promise<CachedAuth> => {
    const found = await store.findAuthRecord(prefix);
    if (found !== null) noteColdLookup(found, now);
    const record = found !== null && compareHashes(found.token.hash, hash) ? found : null;
    const cached = { record, principal: record === null ? null : buildPrincipal(record), cachedAt: now };
    authCache.set(hash, cached);
    return cached;
  };

  // The hashes of recently seen secrets: a client sends the same token on every request, and SHA-256 costs more
  // than the rest of a cached authentication. Bounded; cleared as a whole when full (a spray of unknown tokens).
  const recentHashes = new Map<string, string>();
  const hashOf = (secret: string): string => {
    let hash = recentHashes.get(secret);
    if (hash === undefined) {
      hash = hashTokenSecret(secret);
      if (recentHashes.size >= RECENT_HASHES_LIMIT) recentHashes.clear();
      recentHashes.set(secret, hash);
    }
    return hash;
  };

  const authenticate = async (secret: string): Promise<AuthenticateResult> => {
    const parsed = parseTokenSecret(secret);
    if (parsed === null) return { ok: false, reason: 'unknown_token' };
    const hash = hashOf(secret);
    const now = clock();
    let cached = authCache.get(hash, now);
    if (cached === undefined) {
      // Concurrent requests with the same cold secret (a client's start-up burst) share one store lookup.
      let pending = lookups.get(hash);
      if (pending === undefined) {
        pending = lookUp(parsed.prefix, hash, now).finally(() => lookups.delete(hash));
        lookups.set(hash, pending);
      }
      cached = await pending;
    }
    const { record, principal } = cached;
    if (record === null || principal === null) return { ok: false, reason: 'unknown_token' };
    if (record.token.status === 'revoked') return { ok: false, reason: 'revoked_token' };
    if (record.token.expiresAt !== null && record.token.expiresAt <= now) return { ok: false, reason: 'expired_token' };
    if (record.account.status !== 'active') return { ok: false, reason: 'account_suspended' };
    return { ok: true, principal };
  };

  return { authenticate };
}
