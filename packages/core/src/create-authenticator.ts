import { buildPrincipal } from './build-principal.js';
import { compareHashes } from './compare-hashes.js';
import { createGroupCall } from './create-group-call.js';
import type { AuthCache, CachedAuth } from './create-auth-cache.js';
import type { AuthenticateResult, Core } from './core.js';
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
/** Rows of an account read into the auth cache per round trip (the event loop runs between chunks). */
const ACCOUNT_READ_CHUNK = 100;
/** Cold lookups read in one statement at most. */
const COLD_READ_BATCH = 256;
/**
 * Share of the TTL after which a cached entry in use is read again behind the request that used it, so that a token
 * in use is never cold: its requests do not wait on the store, and what is cached is never older than the TTL.
 */
const REFRESH_AFTER_SHARE = 3 / 4;

/**
 * Resolves in the next event-loop turn's timers, after this turn's check phase. A read ahead of time waits for it: a
 * lone group-call read would run in this turn's check phase (a setImmediate), before the upstream write of the request
 * that asked for it, since undici writes a request on a reused connection from a setImmediate queued later (its
 * idle-socket check). A synchronous store (SQLite) read there cost that request 80–200 µs of its way up.
 */
function afterThisTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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
 * secret shared, the cold lookups in flight read together); the tokens of an account that misses the cache often are
 * read into it behind the requests, a chunk at a time. An entry still in use late in its TTL is read again in the
 * background (the account's, for a team account read whole lately), so a token in steady use never misses.
 */
export function createAuthenticator({ store, clock, authCache, ttlMs, onError }: AuthenticatorOptions): Pick<Core, 'authenticate' | 'authenticateCached'> {
  const lookups = new Map<string, Promise<CachedAuth>>();
  // Cold lookups per account in the current auth-cache window: an account whose tokens miss the cache often (a team
  // account with many tokens, each used now and then) gets the rest of its tokens read in one go, once per window.
  // An account read whole in the last window is read again at its first cold lookup: its cached tokens expire together.
  const coldAccounts = new Map<string, { windowStart: number; misses: number; warming: boolean; warmedAt: number }>();
  const refreshAfterMs = ttlMs * REFRESH_AFTER_SHARE;
  const accountReads = new Map<string, Promise<void>>();
  /**
   * The rest of an account's tokens, behind the requests: read a chunk at a time, so that parsing and caching a team's
   * thousand rows never holds the event loop (and every answer waiting on it) for more than a chunk's worth.
   */
  const warmAccount = async (prefix: string, now: number): Promise<void> => {
    let after = '';
    for (let read = 0; read < AUTH_SIBLINGS_LIMIT && store.findAuthRecordsOfAccount !== undefined; ) {
      const mark = authCache.mark();
      const records = await store.findAuthRecordsOfAccount(prefix, Math.min(ACCOUNT_READ_CHUNK, AUTH_SIBLINGS_LIMIT - read), after);
      // A secret's hash is its token's stored hash: each is cached under the key its secret will look up. An entry read
      // after this read began is newer and stays.
      for (const record of records) {
        const cached = authCache.get(record.token.hash, now);
        if (cached === undefined || cached.cachedAt < now) authCache.set(record.token.hash, { record, principal: buildPrincipal(record), cachedAt: now }, mark);
      }
      const last = records.at(-1);
      if (last === undefined || records.length < ACCOUNT_READ_CHUNK) return;
      read += records.length;
      after = last.token.prefix;
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

  // The cold lookups of a moment read together: with none in flight, those of one event-loop turn go in the next (a
  // lone one by its prefix alone); those made while a read runs wait for it and then go together, one statement for
  // all their prefixes. A burst over a team account's tokens (after a restart or an idle spell) reads the ~50 tokens
  // it waits for, not the account's thousand, and a spray of unknown secrets makes a read per round trip, not per secret.
  const coldReads = createGroupCall<string, AuthRecord | null>(async (prefixes) => {
    const [only] = prefixes;
    if (prefixes.length === 1 && only !== undefined) return [await store.findAuthRecord(only)];
    const byPrefix = new Map((await store.findAuthRecords(prefixes)).map((record) => [record.token.prefix, record]));
    return prefixes.map((prefix) => byPrefix.get(prefix) ?? null);
  }, COLD_READ_BATCH);

  const lookUp = async (prefix: string, hash: string, now: number): Promise<CachedAuth> => {
    const mark = authCache.mark();
    const found = await coldReads.call(prefix);
    if (found !== null) noteColdLookup(found, now);
    const record = found !== null && compareHashes(found.token.hash, hash) ? found : null;
    const cached = { record, principal: record === null ? null : buildPrincipal(record), cachedAt: now };
    authCache.set(hash, cached, mark);
    return cached;
  };

  const lookUpShared = (prefix: string, hash: string, now: number, after?: Promise<void>): Promise<CachedAuth> => {
    // Concurrent requests with the same cold secret (a client's start-up burst) share one store lookup.
    let pending = lookups.get(hash);
    if (pending === undefined) {
      pending = (after === undefined ? lookUp(prefix, hash, now) : after.then(() => lookUp(prefix, hash, now))).finally(() => lookups.delete(hash));
      lookups.set(hash, pending);
    }
    return pending;
  };

  /**
   * Behind a request served from an entry past REFRESH_AFTER_SHARE of its TTL: the account read again in one go if it
   * was read whole lately (a busy team account, at most once per refresh interval), else this token alone (once at a time).
   * The read starts after this turn (afterThisTurn), not in its check phase: the request that noticed goes out first.
   */
  const refreshAhead = (prefix: string, hash: string, record: AuthRecord, now: number): void => {
    const account = coldAccounts.get(record.account.id);
    if (account !== undefined && store.findAuthRecordsOfAccount !== undefined && now - account.warmedAt < 2 * ttlMs) {
      if (now - account.warmedAt < refreshAfterMs) return;
      account.warmedAt = now;
      afterThisTurn().then(() => readAccount(record.account.id, prefix, now)).catch((error: unknown) => onError(error, 'read an account\'s tokens into the auth cache'));
      return;
    }
    if (lookups.has(hash)) return;
    lookUpShared(prefix, hash, now, afterThisTurn()).catch((error: unknown) => onError(error, 'read a token into the auth cache before its entry expires'));
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

  /** What a principal found for a secret says at `now`: its token's and its account's state decide. */
  const judge = (record: AuthRecord | null, principal: CachedAuth['principal'], now: number): AuthenticateResult => {
    if (record === null || principal === null) return { ok: false, reason: 'unknown_token' };
    if (record.token.status === 'revoked') return { ok: false, reason: 'revoked_token' };
    if (record.token.expiresAt !== null && record.token.expiresAt <= now) return { ok: false, reason: 'expired_token' };
    if (record.account.status !== 'active') return { ok: false, reason: 'account_suspended' };
    return { ok: true, principal };
  };

  const authenticateCached = (secret: string): AuthenticateResult | undefined => {
    // A secret among the recent hashes parsed when it was hashed: only a new one is matched against the pattern.
    let hash = recentHashes.get(secret);
    if (hash === undefined) {
      if (parseTokenSecret(secret) === null) return { ok: false, reason: 'unknown_token' };
      hash = hashOf(secret);
    }
    const now = clock();
    const hit = authCache.get(hash, now);
    if (hit === undefined) return undefined;
    const { record, principal } = hit;
    // Only an entry the cache served: what a request's own lookup just read is as fresh as it gets.
    if (record !== null && principal !== null && now - hit.cachedAt >= hit.ttlMs * REFRESH_AFTER_SHARE) {
      const parsed = parseTokenSecret(secret);
      if (parsed !== null) refreshAhead(parsed.prefix, hash, record, now);
    }
    return judge(record, principal, now);
  };

  const authenticate = async (secret: string): Promise<AuthenticateResult> => {
    const known = authenticateCached(secret);
    if (known !== undefined) return known;
    // A miss (the secret parsed, else `known` said so): the store is read.
    const parsed = parseTokenSecret(secret);
    if (parsed === null) return { ok: false, reason: 'unknown_token' };
    const hash = hashOf(secret);
    const now = clock();
    const { record, principal } = await lookUpShared(parsed.prefix, hash, now);
    return judge(record, principal, now);
  };

  return { authenticate, authenticateCached };
}
