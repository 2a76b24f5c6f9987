import { buildPrincipal } from './build-principal.js';
import { compareHashes } from './compare-hashes.js';
import type { AuthCache, CachedAuth } from './create-auth-cache.js';
import type { AuthenticateResult } from './core.js';
import { hashTokenSecret } from './hash-token-secret.js';
import { parseTokenSecret } from './parse-token-secret.js';
import { setBounded } from './set-bounded.js';
import type { AuthRecord, Store } from './store.js';

const RECENT_HASHES_LIMIT = 1_024;
/** Tokens of a busy account read into the auth cache at once (the auth cache holds 10,000 entries). */
const AUTH_SIBLINGS_LIMIT = 1_000;
/** Cold lookups of one account's tokens within an auth-cache TTL after which the rest of its tokens are read in one go. */
const TEAM_WARM_AFTER_MISSES = 32;
const COLD_ACCOUNTS_LIMIT = 10_000;
/**
 * Share of the TTL after which a cached entry in use is read again behind the request that used it, so that a token
 * in use is never cold: its requests do not wait on the store, and what is cached is never older than the TTL.
 */
const REFRESH_AFTER_SHARE = 3 / 4;

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
 * secret shared); the tokens of an account that misses the cache often are read into it in one go. An entry still in
 * use late in its TTL is read again in the background (the account's, for a team account read whole lately), so a
 * token in steady use never misses.
 */
export function createAuthenticator({ store, clock, authCache, ttlMs, onError }: AuthenticatorOptions): { authenticate(secret: string): Promise<AuthenticateResult> } {
  const lookups = new Map<string, Promise<CachedAuth>>();
  // Cold lookups per account in the current auth-cache window: an account whose tokens miss the cache often (a team
  // account with many tokens, each used now and then) gets the rest of its tokens read in one go, once per window.
  // An account read whole in the last window is read again at its first cold lookup: its cached tokens expire together.
  const coldAccounts = new Map<string, { windowStart: number; misses: number; warming: boolean; warmedAt: number }>();
  const refreshAfterMs = ttlMs * REFRESH_AFTER_SHARE;
  // The account of each token a whole-account read returned (bounded; cleared as a whole when full). After an idle
  // spell a lone cold token of a team account is looked up on its own, but a burst over its tokens waits on one read of
  // the account (from the second cold token on, while the first is looked up), where it would otherwise queue a lookup
  // per token for the store's connections ahead of admission. It only decides which read to make.
  const teamAccountOf = new Map<string, string>();
  const accountReads = new Map<string, Promise<void>>();
  /** Single lookups in flight of tokens of a team account (as teamAccountOf knows them). */
  const coldLookupsOf = new Map<string, number>();
  const warmAccount = async (prefix: string, now: number): Promise<void> => {
    const records = (await store.findAuthRecordsOfAccount?.(prefix, AUTH_SIBLINGS_LIMIT)) ?? [];
    // A secret's hash is its token's stored hash: each is cached under the key its secret will look up. An entry read
    // after this read began is newer and stays.
    for (const record of records) {
      const cached = authCache.get(record.token.hash, now);
      if (cached === undefined || cached.cachedAt < now) authCache.set(record.token.hash, { record, principal: buildPrincipal(record), cachedAt: now });
      setBounded(teamAccountOf, record.token.hash, record.account.id, COLD_ACCOUNTS_LIMIT);
    }
  };
  /** One whole-account read at a time per account; a caller while one is in flight shares it. */
  const readAccount = (accountId: string, prefix: string, now: number): Promise<void> => {
    let read = accountReads.get(accountId);
    if (read === undefined) {
      read = warmAccount(prefix, now).finally(() => accountReads.delete(accountId));
      accountReads.set(accountId, read);
    }
    return read;
  };
  const noteColdLookup = (found: AuthRecord, now: number): void => {
    if (store.findAuthRecordsOfAccount === undefined) return;
    let account = coldAccounts.get(found.account.id);
    if (account === undefined || now - account.windowStart >= ttlMs) {
      account = { windowStart: now, misses: 0, warming: false, warmedAt: account?.warmedAt ?? Number.NEGATIVE_INFINITY };
      setBounded(coldAccounts, found.account.id, account, COLD_ACCOUNTS_LIMIT);
    }
    account.misses += 1;
    const warmedLately = now - account.warmedAt < 2 * ttlMs;
    if ((account.misses < TEAM_WARM_AFTER_MISSES && !warmedLately) || account.warming) return;
    account.warming = true;
    account.warmedAt = now;
    readAccount(found.account.id, found.token.prefix, now).catch((error: unknown) => onError(error, 'read an account\'s tokens into the auth cache'));
  };

  /** A team account read whole at a cold lookup: its tokens in use are refreshed by account reads, as after a warm-up. */
  const noteAccountRead = (accountId: string, now: number): void => {
    const account = coldAccounts.get(accountId);
    if (account === undefined) {
      setBounded(coldAccounts, accountId, { windowStart: now, misses: 0, warming: true, warmedAt: now }, COLD_ACCOUNTS_LIMIT);
    } else if (account.warmedAt < now) {
      account.warmedAt = now;
    }
  };

  const lookUp = async (prefix: string, hash: string, now: number): Promise<CachedAuth> => {
    const teamAccount = teamAccountOf.get(hash);
    if (teamAccount !== undefined && (accountReads.has(teamAccount) || (coldLookupsOf.get(teamAccount) ?? 0) > 0)) {
      await readAccount(teamAccount, prefix, now);
      noteAccountRead(teamAccount, now);
      const read = authCache.get(hash, now);
      // Not in its account any more (or the read was slower than the TTL): looked up on its own, below.
      if (read !== undefined) return read;
    }
    if (teamAccount !== undefined) coldLookupsOf.set(teamAccount, (coldLookupsOf.get(teamAccount) ?? 0) + 1);
    let found: AuthRecord | null;
    try {
      found = await store.findAuthRecord(prefix);
    } finally {
      if (teamAccount !== undefined) {
        const left = (coldLookupsOf.get(teamAccount) ?? 1) - 1;
        if (left > 0) coldLookupsOf.set(teamAccount, left);
        else coldLookupsOf.delete(teamAccount);
      }
    }
    if (found !== null) noteColdLookup(found, now);
    const record = found !== null && compareHashes(found.token.hash, hash) ? found : null;
    const cached = { record, principal: record === null ? null : buildPrincipal(record), cachedAt: now };
    authCache.set(hash, cached);
    return cached;
  };

  const lookUpShared = (prefix: string, hash: string, now: number): Promise<CachedAuth> => {
    // Concurrent requests with the same cold secret (a client's start-up burst) share one store lookup.
    let pending = lookups.get(hash);
    if (pending === undefined) {
      pending = lookUp(prefix, hash, now).finally(() => lookups.delete(hash));
      lookups.set(hash, pending);
    }
    return pending;
  };

  /**
   * Behind a request served from an entry past REFRESH_AFTER_SHARE of its TTL: the account read again in one go if it
   * was read whole lately (a busy team account, at most once per refresh interval), else this token alone (once at a time).
   */
  const refreshAhead = (prefix: string, hash: string, record: AuthRecord, now: number): void => {
    const account = coldAccounts.get(record.account.id);
    if (account !== undefined && store.findAuthRecordsOfAccount !== undefined && now - account.warmedAt < 2 * ttlMs) {
      if (now - account.warmedAt < refreshAfterMs) return;
      account.warmedAt = now;
      readAccount(record.account.id, prefix, now).catch((error: unknown) => onError(error, 'read an account\'s tokens into the auth cache'));
      return;
    }
    if (lookups.has(hash)) return;
    lookUpShared(prefix, hash, now).catch((error: unknown) => onError(error, 'read a token into the auth cache before its entry expires'));
  };

  // The hashes of recently seen secrets: a client sends the same token on every request, and SHA-256 costs more
  // than the rest of a cached authentication. Bounded; cleared as a whole when full (a spray of unknown tokens).
  const recentHashes = new Map<string, string>();
  const hashOf = (secret: string): string => {
    let hash = recentHashes.get(secret);
    if (hash === undefined) {
      hash = hashTokenSecret(secret);
      setBounded(recentHashes, secret, hash, RECENT_HASHES_LIMIT);
    }
    return hash;
  };

  const authenticate = async (secret: string): Promise<AuthenticateResult> => {
    const parsed = parseTokenSecret(secret);
    if (parsed === null) return { ok: false, reason: 'unknown_token' };
    const hash = hashOf(secret);
    const now = clock();
    const hit = authCache.get(hash, now);
    const cached = hit ?? (await lookUpShared(parsed.prefix, hash, now));
    const { record, principal } = cached;
    if (record === null || principal === null) return { ok: false, reason: 'unknown_token' };
    // Only an entry the cache served: what this request's own lookup just read is as fresh as it gets.
    if (hit !== undefined && now - hit.cachedAt >= refreshAfterMs) refreshAhead(parsed.prefix, hash, record, now);
    if (record.token.status === 'revoked') return { ok: false, reason: 'revoked_token' };
    if (record.token.expiresAt !== null && record.token.expiresAt <= now) return { ok: false, reason: 'expired_token' };
    if (record.account.status !== 'active') return { ok: false, reason: 'account_suspended' };
    return { ok: true, principal };
  };

  return { authenticate };
}
