import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../test/create-fake-clock.js';
import { fixtureModels, gpt4o } from '../test/__fixtures__/fixture-models.js';
import { computeWorstCaseCost } from './compute-worst-case-cost.js';
import { createCore } from './create-core.js';
import type { Limiter } from './limiter.js';
import { createMemoryLimiter } from './memory/create-memory-limiter.js';
import { createMemoryStore } from './memory/create-memory-store.js';
import type { Store } from './store.js';

/** A memory store that counts calls per method. */
function createCountingStore() {
  const store = createMemoryStore();
  const calls: Record<string, number> = {};
  const counted = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        calls[property] = (calls[property] ?? 0) + 1;
        return Reflect.apply(value, target, args);
      };
    },
  }) as Store;
  return { store: counted, calls };
}

async function setup() {
  const clock = createFakeClock();
  const { store, calls } = createCountingStore();
  const core = createCore({ store, models: fixtureModels, clock: clock.now });
  const account = await core.admin.createAccount({ name: 'acme', balance: 10_000_000 });
  const { token, secret } = await core.admin.createToken({ accountId: account.id });
  return { clock, calls, core, account, token, secret };
}

const usage = { inputTokens: 1_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 100, status: 'ok' as const };

describe('createCore', () => {
  it('resolves a model by its exact ID among the token\'s visible ones, and suggests only visible IDs on a miss', async () => {
    const { core, account, secret } = await setup();
    const everything = await core.authenticate(secret);
    if (!everything.ok) throw new Error('not authenticated');
    expect(core.resolveModel(everything.principal, gpt4o.id)).toEqual({ ok: true, model: gpt4o });
    expect(core.resolveModel(everything.principal, 'internal/gpt-4o-mini')).toMatchObject({ ok: true });
    const limited = await core.admin.createToken({ accountId: account.id, visibleModelIds: [gpt4o.id] });
    const principal = await core.authenticate(limited.secret);
    if (!principal.ok) throw new Error('not authenticated');
    expect(core.resolveModel(principal.principal, gpt4o.id)).toEqual({ ok: true, model: gpt4o });
    const hidden = core.resolveModel(principal.principal, 'internal/gpt-4o-mini');
    expect(hidden).toMatchObject({ ok: false, reason: 'not_found' });
    expect(hidden.ok ? [] : hidden.suggestions).not.toContain('internal/gpt-4o-mini');
    expect(core.resolveModel(principal.principal, 'openai/gpt-4')).toMatchObject({ ok: false, suggestions: [gpt4o.id] });
  });

  it('authenticates from the in-process cache for up to a second, with no store round trip', async () => {
    const { clock, calls, core, secret } = await setup();
    for (let index = 0; index < 5; index += 1) expect((await core.authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(1);
    clock.advance(1_000);
    expect((await core.authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(2);
  });

  it('reads the rest of an account\'s tokens into the cache in one go once they miss it often', async () => {
    const clock = createFakeClock();
    const base = createMemoryStore();
    const calls = { findAuthRecord: 0 };
    let reads = 0;
    const store: Store = {
      ...base,
      findAuthRecord: (prefix) => ((calls.findAuthRecord += 1), base.findAuthRecord(prefix)),
      // What the PostgreSQL store answers in one query, made here of single lookups (not counted).
      findAuthRecordsOfAccount: async (prefix, limit, afterPrefix) => {
        reads += 1;
        const found = await base.findAuthRecord(prefix);
        if (found === null) return [];
        const prefixes = (await base.listTokens({ accountId: found.account.id })).map((token) => token.prefix).sort();
        return base.findAuthRecords(prefixes.filter((each) => each > afterPrefix).slice(0, limit));
      },
    };
    const core = createCore({ store, models: fixtureModels, clock: clock.now });
    const team = await core.admin.createAccount({ name: 'team', balance: 1_000 });
    const secrets: string[] = [];
    for (let index = 0; index < 40; index += 1) secrets.push((await core.admin.createToken({ accountId: team.id })).secret);
    const revoked = await core.admin.createToken({ accountId: team.id });
    await core.admin.revokeToken(revoked.token.id);
    // Thirty-two cold lookups one by one (a quiet account never pays for a read of all its tokens), then one read.
    for (const secret of secrets.slice(0, 32)) expect((await core.authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(32);
    await vi.waitFor(() => expect(reads).toBe(1));
    const rest = [];
    for (const secret of secrets.slice(32)) rest.push(await core.authenticate(secret));
    expect(rest.map((result) => result.ok && result.principal.accountId)).toEqual(secrets.slice(32).map(() => team.id));
    expect(new Set(rest.map((result) => result.ok && result.principal.tokenId)).size).toBe(8);
    expect(await core.authenticate(revoked.secret)).toEqual({ ok: false, reason: 'revoked_token' });
    // A wrong secret with a known prefix is still looked up and refused.
    const [first = ''] = secrets;
    expect(await core.authenticate(`${first.slice(0, -1)}${first.endsWith('A') ? 'B' : 'A'}`)).toEqual({ ok: false, reason: 'unknown_token' });
    expect(calls.findAuthRecord).toBe(33);
    expect(reads).toBe(1);
    // A window later the cached tokens expire together: the account was read whole in the last window, so its first
    // cold lookup reads it again at once instead of after another thirty-two.
    clock.advance(1_000);
    expect((await core.authenticate(secrets[0] ?? '')).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(34);
    await vi.waitFor(() => expect(reads).toBe(2));
    for (const secret of secrets.slice(1)) expect((await core.authenticate(secret)).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(34);
    // Quiet for longer than a window after that: one cold lookup reads one token again, not the account.
    clock.advance(5_000);
    expect((await core.authenticate(secrets[0] ?? '')).ok).toBe(true);
    expect(calls.findAuthRecord).toBe(35);
    expect(reads).toBe(2);
  });

  it('shares one store lookup among concurrent requests with the same cold secret', async () => {
    const { calls, core, secret } = await setup();
    const results = await Promise.all(Array.from({ length: 50 }, () => core.authenticate(secret)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(calls.findAuthRecord).toBe(1);
  });

  it('hands out a frozen principal, so no caller can change what the cache serves to the next', async () => {
    const { core, secret } = await setup();
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    expect(() => Object.assign(auth.principal, { accountId: 'other' })).toThrow(TypeError);
    expect(() => Object.assign(auth.principal.rateLimits, { requestsPerMinute: 1 })).toThrow(TypeError);
    const again = await core.authenticate(secret);
    expect(again.ok && again.principal.rateLimits.requestsPerMinute).toBeNull();
  });

  it('never asks the store about a malformed secret, and caches unknown ones', async () => {
    const { calls, core } = await setup();
    await core.authenticate('Bearer sk-something');
    expect(calls.findAuthRecord).toBeUndefined();
    const unknown = `mg-abcdefgh-${'x'.repeat(40)}`;
    await core.authenticate(unknown);
    await core.authenticate(unknown);
    expect(calls.findAuthRecord).toBe(1);
  });

  it('still authenticates a known secret after a spray of more unknown secrets than it keeps hashes of', async () => {
    const { core, secret } = await setup();
    expect((await core.authenticate(secret)).ok).toBe(true);
    for (let index = 0; index < 1_100; index += 1) {
      expect(await core.authenticate(`mg-abcdefgh-${String(index).padStart(40, 'y')}`)).toEqual({ ok: false, reason: 'unknown_token' });
    }
    expect((await core.authenticate(secret)).ok).toBe(true);
    expect((await core.authenticate(`${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`)).ok).toBe(false);
  });

  it('applies a revocation or suspension made through this instance at once', async () => {
    const { core, secret, token, account } = await setup();
    expect((await core.authenticate(secret)).ok).toBe(true);
    await core.admin.suspendAccount(account.id);
    expect(await core.authenticate(secret)).toEqual({ ok: false, reason: 'account_suspended' });
    await core.admin.resumeAccount(account.id);
    expect((await core.authenticate(secret)).ok).toBe(true);
    await core.admin.revokeToken(token.id);
    expect(await core.authenticate(secret)).toEqual({ ok: false, reason: 'revoked_token' });
  });

  it('settles at the prices the request was admitted at, across a config reload', async () => {
    const { core, secret } = await setup();
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    const admitted = await core.admit(auth.principal, gpt4o, { inputTokens: 1_000, requestId: 'r' });
    if (!admitted.ok) throw new Error(admitted.message);
    core.setModels([{ ...gpt4o, pricing: { ...gpt4o.pricing, inputPerMillion: 100_000_000 } }]);
    expect((await core.settle(admitted.reservation, usage)).cost).toBe(2_500 + 1_000);
    expect(core.visibleModels(auth.principal)).toHaveLength(1);
  });

  it('sweeps when it opens, so a crashed predecessor\'s expired holds come back at once', async () => {
    const store = createMemoryStore();
    let now = 0;
    const first = createCore({ store, models: fixtureModels, clock: () => now, reservationTtlMs: 1_000 });
    const account = await first.admin.createAccount({ name: 'crashed', balance: 10_000_000 });
    const { secret } = await first.admin.createToken({ accountId: account.id });
    const auth = await first.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    expect((await first.admit(auth.principal, gpt4o, { inputTokens: 1_000, requestId: 'r' })).ok).toBe(true);
    now = 1_000;
    const second = createCore({ store, models: fixtureModels, clock: () => now });
    await second.close();
    expect(await store.getAccount(account.id)).toMatchObject({ reserved: 0 });
  });

  it('sweeps expired reservations at most once per interval from admit', async () => {
    const { clock, calls, core, secret } = await setup();
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    for (let index = 0; index < 10; index += 1) await core.admit(auth.principal, gpt4o, { inputTokens: 1, requestId: `r${index}` });
    expect(calls.sweepExpired).toBe(1);
    clock.advance(1_000);
    await core.admit(auth.principal, gpt4o, { inputTokens: 1, requestId: 'later' });
    expect(calls.sweepExpired).toBe(2);
  });

  it('does nothing when releasing a settled reservation', async () => {
    const { core, secret, account } = await setup();
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    const admitted = await core.admit(auth.principal, gpt4o, { inputTokens: 1_000, requestId: 'r' });
    if (!admitted.ok) throw new Error(admitted.message);
    await core.settle(admitted.reservation, usage);
    await core.release(admitted.reservation);
    expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 10_000_000 - 3_500, reserved: 0 });
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses an estimate of %s tokens', async (inputTokens) => {
    const { core, secret } = await setup();
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    await expect(core.admit(auth.principal, gpt4o, { inputTokens, requestId: 'r' })).rejects.toThrow(RangeError);
  });

  it('gives the rate-limit slot back when the store fails during admission', async () => {
    const store = createMemoryStore();
    let failures = 1;
    const failing: Store = {
      ...store,
      async reserve(reservation, now) {
        if (failures-- > 0) throw new Error('database unavailable');
        return store.reserve(reservation, now);
      },
    };
    const core = createCore({ store: failing, models: fixtureModels });
    const account = await core.admin.createAccount({ name: 'flaky', balance: 10_000_000 });
    const { secret } = await core.admin.createToken({ accountId: account.id, rateLimits: { concurrentRequests: 1 } });
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    await expect(core.admit(auth.principal, gpt4o, { inputTokens: 1, requestId: 'a' })).rejects.toThrow('database unavailable');
    expect((await core.admit(auth.principal, gpt4o, { inputTokens: 1, requestId: 'b' })).ok).toBe(true);
  });

  it('reports, without throwing, a limiter failure after the settlement is recorded', async () => {
    const memory = createMemoryLimiter();
    const limiter: Limiter = { ...memory, release: async () => Promise.reject(new Error('redis gone')) };
    const reported: string[] = [];
    const core = createCore({ store: createMemoryStore(), limiter, models: fixtureModels, onError: (error, during) => reported.push(`${during}: ${String(error)}`) });
    const account = await core.admin.createAccount({ name: 'limiter', balance: 10_000_000 });
    const { secret } = await core.admin.createToken({ accountId: account.id, rateLimits: { concurrentRequests: 10 } });
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    const admitted = await core.admit(auth.principal, gpt4o, { inputTokens: 1_000, requestId: 'r' });
    if (!admitted.ok) throw new Error(admitted.message);
    expect(await core.settle(admitted.reservation, usage)).toMatchObject({ cost: 3_500 });
    expect(reported).toEqual(['update rate limits after a settlement: Error: redis gone']);
  });

  it('refuses a top-up that would overflow exact integer arithmetic', async () => {
    const { core, account } = await setup();
    await expect(core.admin.topUp(account.id, Number.MAX_SAFE_INTEGER - 1)).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('does not ask the limiter about a token without rate limits', async () => {
    const refuse = async (): Promise<never> => Promise.reject(new Error('limiter called'));
    const limiter: Limiter = { kind: 'refusing', acquire: refuse, adjustTokens: refuse, renew: refuse, release: refuse, cancel: refuse, close: async () => undefined };
    const core = createCore({ store: createMemoryStore(), limiter, models: fixtureModels, admissionLeaseMs: 0 });
    const account = await core.admin.createAccount({ name: 'unlimited', balance: 10_000_000 });
    const { secret } = await core.admin.createToken({ accountId: account.id });
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    const admitted = await core.admit(auth.principal, gpt4o, { inputTokens: 1_000, requestId: 'r' });
    if (!admitted.ok) throw new Error(admitted.message);
    expect(admitted.reservation.rateWindowStart).toBeNull();
    await core.settle(admitted.reservation, usage);
    const second = await core.admit(auth.principal, gpt4o, { inputTokens: 1_000, requestId: 'r2' });
    if (second.ok) await core.release(second.reservation);
    expect(await core.admin.getAccount(account.id)).toMatchObject({ reserved: 0 });
  });
});

describe('an admission while a settlement of its account is still being written', () => {
  /** A core over a memory store whose settlements wait until the test lets them go. */
  async function withHeldSettlements(balance: number) {
    const clock = createFakeClock();
    const base = createMemoryStore();
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const store: Store = {
      ...base,
      settle: async (input) => {
        await gate;
        return base.settle(input);
      },
    };
    const core = createCore({ store, models: fixtureModels, clock: clock.now });
    const account = await core.admin.createAccount({ name: 'acme', balance });
    const { secret } = await core.admin.createToken({ accountId: account.id });
    const authenticated = await core.authenticate(secret);
    if (!authenticated.ok) throw new Error('not authenticated');
    const { principal } = authenticated;
    const admit = (): ReturnType<typeof core.admit> => core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
    return { core, admit, open };
  }

  async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const done = await Promise.race([promise.then(() => true), late]);
    clearTimeout(timer);
    return done;
  }

  it('that asks the store waits for it, and is admitted from what it returned', async () => {
    // Room for one request and a half: the next fits only once the first one's settlement returned its hold.
    const { core, admit, open } = await withHeldSettlements(Math.floor(computeWorstCaseCost(gpt4o.pricing, 1_000, 1_000) * 1.5));
    const first = await admit();
    if (!first.ok) throw new Error(first.message);
    const settled = core.settle(first.reservation, { ...usage, inputTokens: 10, outputTokens: 10 });
    const second = admit();
    expect(await settlesWithin(second, 100)).toBe(false);
    open();
    await settled;
    expect((await second).ok).toBe(true);
  });

  it('drawn from a lease in memory does not wait for it', async () => {
    const { core, admit, open } = await withHeldSettlements(1_000_000_000_000);
    // The first admission learns the budget from the store; the second takes a lease.
    await admit();
    const first = await admit();
    if (!first.ok || first.reservation.leaseId === undefined) throw new Error('not admitted from a lease');
    const settled = core.settle(first.reservation, usage);
    const next = admit();
    expect(await settlesWithin(next, 100)).toBe(true);
    const drawn = await next;
    expect(drawn.ok && drawn.reservation.leaseId).toBe(first.reservation.leaseId);
    open();
    await settled;
  });
});
