import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../test/create-fake-clock.js';
import { fixtureModels } from '../test/__fixtures__/fixture-models.js';
import { createAuthCache } from './create-auth-cache.js';
import { createAuthenticator } from './create-authenticator.js';
import { createCore } from './create-core.js';
import { createMemoryStore } from './memory/create-memory-store.js';
import type { Store } from './store.js';

const TTL_MS = 1_000;

/**
 * A memory store that counts single lookups, batched lookups and whole-account reads (made of single lookups, not
 * counted); `holdAccountReads` keeps every whole-account read waiting until `releaseAccountReads`.
 */
function createCountingStore() {
  const base = createMemoryStore();
  const calls = { findAuthRecord: 0, findAuthRecords: 0, findAuthRecordsOfAccount: 0 };
  const batches: string[][] = [];
  let accountReadsHeld: Promise<void> | undefined;
  let releaseAccountReads = (): void => undefined;
  const store: Store = {
    ...base,
    findAuthRecord: (prefix) => ((calls.findAuthRecord += 1), base.findAuthRecord(prefix)),
    findAuthRecords: (prefixes) => {
      calls.findAuthRecords += 1;
      batches.push([...prefixes]);
      return base.findAuthRecords(prefixes);
    },
    findAuthRecordsOfAccount: async (prefix, limit, afterPrefix) => {
      calls.findAuthRecordsOfAccount += 1;
      await accountReadsHeld;
      const found = await base.findAuthRecord(prefix);
      if (found === null) return [];
      const prefixes = (await base.listTokens({ accountId: found.account.id })).map((token) => token.prefix).sort();
      return base.findAuthRecords(prefixes.filter((each) => each > afterPrefix).slice(0, limit));
    },
  };
  const holdAccountReads = (): void => {
    accountReadsHeld = new Promise((resolve) => (releaseAccountReads = resolve));
  };
  return { store, calls, batches, holdAccountReads, releaseAccountReads: () => releaseAccountReads() };
}

/** Tokens of one account made through a core on `store`, and an authenticator over the same store on `clock`. */
async function setup(tokenCount: number) {
  const clock = createFakeClock();
  const counting = createCountingStore();
  const { store } = counting;
  const core = createCore({ store, models: fixtureModels, clock: clock.now, instanceDeadAfterMs: 0 });
  const account = await core.admin.createAccount({ name: 'team', balance: 1_000 });
  const created = [];
  for (let index = 0; index < tokenCount; index += 1) created.push(await core.admin.createToken({ accountId: account.id }));
  const secrets = created.map(({ secret }) => secret);
  const { authenticate, authenticateCached } = createAuthenticator({ store, clock: clock.now, authCache: createAuthCache({ ttlMs: TTL_MS }), ttlMs: TTL_MS, onError: () => undefined });
  return { ...counting, clock, core, account, created, secrets, authenticate, authenticateCached };
}

describe('createAuthenticator', () => {
  it('answers at once what needs no store read, as authenticate answers it, and leaves a cold secret to authenticate', async () => {
    const { clock, core, calls, created, secrets, authenticate, authenticateCached } = await setup(2);
    const [secret = '', other = ''] = secrets;
    expect(authenticateCached('not-a-secret')).toEqual({ ok: false, reason: 'unknown_token' });
    expect(authenticateCached(secret)).toBeUndefined();
    expect(calls.findAuthRecord).toBe(0);
    const read = await authenticate(secret);
    expect(read.ok).toBe(true);
    expect(authenticateCached(secret)).toEqual(read);
    expect(calls.findAuthRecord).toBe(1);
    // An unknown secret of the right form is cached as unknown once read; a revoked token's state is the cache's.
    const unknown = `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
    expect(authenticateCached(unknown)).toBeUndefined();
    expect(await authenticate(unknown)).toEqual({ ok: false, reason: 'unknown_token' });
    expect(authenticateCached(unknown)).toEqual({ ok: false, reason: 'unknown_token' });
    await core.admin.revokeToken(created[1]?.token.id ?? '');
    expect(await authenticate(other)).toEqual({ ok: false, reason: 'revoked_token' });
    expect(authenticateCached(other)).toEqual({ ok: false, reason: 'revoked_token' });
    // Past the TTL, the entry is gone: the store answers again.
    clock.advance(TTL_MS);
    expect(authenticateCached(secret)).toBeUndefined();
  });

  it('reads a token in use again before its cached entry expires, so its requests never wait on the store', async () => {
    const { clock, calls, secrets, authenticate } = await setup(1);
    const [secret = ''] = secrets;
    expect((await authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(1);
    // Still trusted at three quarters of the TTL: answered from the cache, and read again behind it.
    clock.advance(750);
    expect((await authenticate(secret)).ok).toBe(true);
    await vi.waitFor(() => expect(calls.findAuthRecord).toBe(2));
    // Past the first read's TTL, the second one answers.
    clock.advance(500);
    expect((await authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(2);
    // Unused for a whole TTL, it expires as before: the next request waits on the store.
    clock.advance(TTL_MS);
    expect((await authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(3);
  });

  it('reads an entry again only after the turn that used it: the request goes on first (its upstream write waits for a setImmediate)', async () => {
    const { clock, calls, secrets, authenticate } = await setup(1);
    const [secret = ''] = secrets;
    await authenticate(secret);
    clock.advance(800);
    const result = authenticate(secret);
    // What runs in this turn's check phase (where undici writes a request on a reused connection) comes before the read.
    const readsInCheckPhase = await new Promise((resolve) => setImmediate(() => resolve(calls.findAuthRecord)));
    expect((await result).ok).toBe(true);
    expect(readsInCheckPhase).toBe(1);
    await vi.waitFor(() => expect(calls.findAuthRecord).toBe(2));
  });

  it('reads a busy team account again only after the turn that used it', async () => {
    const { clock, calls, secrets, authenticate } = await setup(40);
    for (const secret of secrets) expect((await authenticate(secret)).ok).toBe(true);
    await vi.waitFor(() => expect(calls.findAuthRecordsOfAccount).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    clock.advance(800);
    const result = authenticate(secrets[0] ?? '');
    const accountReadsInCheckPhase = await new Promise((resolve) => setImmediate(() => resolve(calls.findAuthRecordsOfAccount)));
    expect((await result).ok).toBe(true);
    expect(accountReadsInCheckPhase).toBe(1);
    await vi.waitFor(() => expect(calls.findAuthRecordsOfAccount).toBe(2));
  });

  it('reads an entry again at most once while that read is in flight or fresh', async () => {
    const { clock, calls, secrets, authenticate } = await setup(1);
    const [secret = ''] = secrets;
    await authenticate(secret);
    clock.advance(800);
    await Promise.all(Array.from({ length: 20 }, () => authenticate(secret)));
    await vi.waitFor(() => expect(calls.findAuthRecord).toBe(2));
    clock.advance(100);
    await authenticate(secret);
    expect(calls.findAuthRecord).toBe(2);
  });

  it('never reads again behind a request what its own lookup just read, with the cache off (TTL 0) too', async () => {
    const clock = createFakeClock();
    const { store, calls } = createCountingStore();
    const admin = createCore({ store, models: fixtureModels, clock: clock.now, instanceDeadAfterMs: 0 }).admin;
    const account = await admin.createAccount({ name: 'solo', balance: 1_000 });
    const { secret } = await admin.createToken({ accountId: account.id });
    const { authenticate } = createAuthenticator({ store, clock: clock.now, authCache: createAuthCache({ ttlMs: 0 }), ttlMs: 0, onError: () => undefined });
    for (let index = 0; index < 3; index += 1) expect((await authenticate(secret)).ok).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.findAuthRecord).toBe(3);
  });

  it('never reads an unknown secret again ahead of time', async () => {
    const { clock, calls, authenticate } = await setup(1);
    const unknown = `mg-abcdefgh-${'x'.repeat(40)}`;
    await authenticate(unknown);
    clock.advance(900);
    expect(await authenticate(unknown)).toEqual({ ok: false, reason: 'unknown_token' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.findAuthRecord).toBe(1);
  });

  it('reads a busy team account\'s tokens again in one go before they expire, not one by one after', async () => {
    const { clock, calls, secrets, authenticate } = await setup(40);
    for (const secret of secrets.slice(0, 32)) expect((await authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(32);
    await vi.waitFor(() => expect(calls.findAuthRecordsOfAccount).toBe(1));
    for (const secret of secrets.slice(32)) expect((await authenticate(secret)).ok).toBe(true);
    // Round robin over the tokens, in steps of a tenth of the TTL, for ten TTLs: one whole-account read per refresh,
    // and no request waits on a single lookup.
    for (let step = 0; step < 100; step += 1) {
      clock.advance(TTL_MS / 10);
      for (const secret of secrets.slice((step * 4) % 40, ((step * 4) % 40) + 4)) expect((await authenticate(secret)).ok).toBe(true);
      // A read ahead of time starts in the next turn's timers.
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(calls.findAuthRecord).toBe(32);
    expect(calls.findAuthRecordsOfAccount).toBeGreaterThanOrEqual(10);
    expect(calls.findAuthRecordsOfAccount).toBeLessThanOrEqual(14);
  });

  it('after an idle spell, a burst over a team account\'s tokens reads just those tokens, together, and waits on no read of the account', async () => {
    const { clock, calls, batches, secrets, authenticate, holdAccountReads, releaseAccountReads } = await setup(200);
    for (const secret of secrets.slice(0, 40)) expect((await authenticate(secret)).ok).toBe(true);
    // After 32 misses, the account read whole behind them: 200 tokens, two chunks of 100 and an empty one.
    await vi.waitFor(() => expect(calls.findAuthRecordsOfAccount).toBe(3));
    const lookupsBefore = calls.findAuthRecord;
    // Idle for longer than any entry lives: every token is cold again. The burst's fifty tokens are read in one
    // statement, by their prefixes, while the read of the rest of the account is held back: nobody waits on it.
    clock.advance(10 * TTL_MS);
    holdAccountReads();
    const burst = secrets.slice(100, 150);
    const results = await Promise.all(burst.map((secret) => authenticate(secret)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(calls.findAuthRecord).toBe(lookupsBefore);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(50);
    // The rest of the account is read behind them, a chunk (100) at a time: 200 tokens, two reads and an empty one at most.
    releaseAccountReads();
    await vi.waitFor(() => expect(calls.findAuthRecordsOfAccount).toBe(6));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await Promise.all(secrets.map((secret) => authenticate(secret)))).every((result) => result.ok)).toBe(true);
    expect(calls.findAuthRecord).toBe(lookupsBefore);
    expect(batches).toHaveLength(1);
  });

  it('answers a burst of cold lookups read together token by token: revoked, expired, wrong secret, unknown, suspended', async () => {
    const { clock, core, account, created, calls, authenticate } = await setup(6);
    const [valid, revoked, expiring, wrong] = created;
    if (valid === undefined || revoked === undefined || expiring === undefined || wrong === undefined) throw new Error('no tokens');
    await core.admin.revokeToken(revoked.token.id);
    await core.admin.updateToken(expiring.token.id, { expiresAt: clock.now() + 500 });
    const other = await core.admin.createAccount({ name: 'other', balance: 1_000 });
    const suspended = await core.admin.createToken({ accountId: other.id });
    await core.admin.suspendAccount(other.id);
    clock.advance(500);
    const forged = `${wrong.secret.slice(0, -1)}${wrong.secret.endsWith('A') ? 'B' : 'A'}`;
    const unknown = `mg-abcdefgh-${'x'.repeat(40)}`;
    const results = await Promise.all([valid.secret, revoked.secret, expiring.secret, forged, unknown, suspended.secret, wrong.secret].map((secret) => authenticate(secret)));
    expect(results.map((result) => (result.ok ? result.principal.tokenId : result.reason))).toEqual([
      valid.token.id, 'revoked_token', 'expired_token', 'unknown_token', 'unknown_token', 'account_suspended', wrong.token.id,
    ]);
    expect(calls.findAuthRecords).toBe(1);
    expect(calls.findAuthRecord).toBe(0);
    expect(account.id).not.toBe(other.id);
  });

  it('reads a lone cold token by its prefix alone, and the lookups made while a read runs together after it', async () => {
    const { calls, batches, secrets, authenticate } = await setup(10);
    const [first = '', ...rest] = secrets;
    const lone = authenticate(first);
    // The lone lookup is in flight (it goes in the next turn): the nine that come meanwhile wait for it, then go together.
    await new Promise((resolve) => setImmediate(resolve));
    const results = await Promise.all([lone, ...rest.map((secret) => authenticate(secret))]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(calls.findAuthRecord).toBe(1);
    expect(batches.map((batch) => batch.length)).toEqual([9]);
  });
});
