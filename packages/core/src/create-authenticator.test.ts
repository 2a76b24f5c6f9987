import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../test/create-fake-clock.js';
import { fixtureModels } from '../test/__fixtures__/fixture-models.js';
import { createAuthCache } from './create-auth-cache.js';
import { createAuthenticator } from './create-authenticator.js';
import { createCore } from './create-core.js';
import { createMemoryStore } from './memory/create-memory-store.js';
import type { Store } from './store.js';

const TTL_MS = 1_000;

/** A memory store that counts single lookups and whole-account reads (made of single lookups, not counted). */
function createCountingStore() {
  const base = createMemoryStore();
  const calls = { findAuthRecord: 0, findAuthRecordsOfAccount: 0 };
  const store: Store = {
    ...base,
    findAuthRecord: (prefix) => ((calls.findAuthRecord += 1), base.findAuthRecord(prefix)),
    findAuthRecordsOfAccount: async (prefix, limit) => {
      calls.findAuthRecordsOfAccount += 1;
      const found = await base.findAuthRecord(prefix);
      if (found === null) return [];
      const tokens = (await base.listTokens({ accountId: found.account.id })).slice(0, limit + 1);
      const records = await Promise.all(tokens.map((token) => base.findAuthRecord(token.prefix)));
      return records.flatMap((record) => (record === null ? [] : [record]));
    },
  };
  return { store, calls };
}

/** Tokens of one account made through a core on `store`, and an authenticator over the same store on `clock`. */
async function setup(tokenCount: number) {
  const clock = createFakeClock();
  const { store, calls } = createCountingStore();
  const admin = createCore({ store, models: fixtureModels, clock: clock.now, instanceDeadAfterMs: 0 }).admin;
  const account = await admin.createAccount({ name: 'team', balance: 1_000 });
  const secrets: string[] = [];
  for (let index = 0; index < tokenCount; index += 1) secrets.push((await admin.createToken({ accountId: account.id })).secret);
  const { authenticate } = createAuthenticator({ store, clock: clock.now, authCache: createAuthCache({ ttlMs: TTL_MS }), ttlMs: TTL_MS, onError: () => undefined });
  return { clock, calls, secrets, authenticate };
}

describe('createAuthenticator', () => {
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
    for (const secret of secrets) expect((await authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(32);
    await vi.waitFor(() => expect(calls.findAuthRecordsOfAccount).toBe(1));
    // Round robin over the tokens, in steps of a tenth of the TTL, for ten TTLs: one whole-account read per refresh,
    // and no request waits on a single lookup.
    for (let step = 0; step < 100; step += 1) {
      clock.advance(TTL_MS / 10);
      for (const secret of secrets.slice((step * 4) % 40, ((step * 4) % 40) + 4)) expect((await authenticate(secret)).ok).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(calls.findAuthRecord).toBe(32);
    expect(calls.findAuthRecordsOfAccount).toBeGreaterThanOrEqual(10);
    expect(calls.findAuthRecordsOfAccount).toBeLessThanOrEqual(14);
  });

  it('after an idle spell, a burst over a team account\'s tokens waits on one read of the account, not a lookup per token', async () => {
    const { clock, calls, secrets, authenticate } = await setup(40);
    for (const secret of secrets) expect((await authenticate(secret)).ok).toBe(true);
    await vi.waitFor(() => expect(calls.findAuthRecordsOfAccount).toBe(1));
    // Idle for longer than any entry lives: every token is cold again. The first is looked up alone; the rest of the
    // burst shares one read of the account.
    clock.advance(10 * TTL_MS);
    const results = await Promise.all(secrets.map((secret) => authenticate(secret)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(calls.findAuthRecord).toBe(33);
    expect(calls.findAuthRecordsOfAccount).toBe(2);
    // A lone cold token after another idle spell is looked up on its own (a quiet account never pays for a read of all).
    clock.advance(10 * TTL_MS);
    expect((await authenticate(secrets[5] ?? '')).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(34);
    expect(calls.findAuthRecordsOfAccount).toBe(2);
  });

  it('answers what the account read says of a token revoked since, in a burst', async () => {
    const clock = createFakeClock();
    const { store, calls } = createCountingStore();
    const core = createCore({ store, models: fixtureModels, clock: clock.now, instanceDeadAfterMs: 0 });
    const account = await core.admin.createAccount({ name: 'team', balance: 1_000 });
    const created = [];
    for (let index = 0; index < 40; index += 1) created.push(await core.admin.createToken({ accountId: account.id }));
    const { authenticate } = createAuthenticator({ store, clock: clock.now, authCache: createAuthCache({ ttlMs: TTL_MS }), ttlMs: TTL_MS, onError: () => undefined });
    for (const { secret } of created) await authenticate(secret);
    await vi.waitFor(() => expect(calls.findAuthRecordsOfAccount).toBe(1));
    const revoked = created[39];
    if (revoked === undefined) throw new Error('no token');
    await core.admin.revokeToken(revoked.token.id);
    clock.advance(10 * TTL_MS);
    const results = await Promise.all(created.map(({ secret }) => authenticate(secret)));
    expect(results.slice(0, 39).every((result) => result.ok)).toBe(true);
    expect(results[39]).toEqual({ ok: false, reason: 'revoked_token' });
    expect(calls.findAuthRecordsOfAccount).toBe(2);
  });
});
