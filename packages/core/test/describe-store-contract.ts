import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core, type CreateTokenInput, type Limiter, type Store } from '../src/index.js';
import { createFakeClock } from './create-fake-clock.js';
import { claudeSonnet, fixtureModels, GPT4O_HOLD_1K, gpt4o, secretModel } from './fixture-models.js';

export type StoreContractSetup = {
  /** A fresh, empty store. Called once per test (twice in the cross-instance test, sharing `shared`). */
  createStore(shared: { id: string }): Promise<Store>;
  createLimiter?(shared: { id: string }): Promise<Limiter>;
  /** Drops what createStore made for this id. */
  destroy?(shared: { id: string }): Promise<void>;
};

const usage1k = { inputTokens: 1_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 200, status: 'ok' as const };
/** 1000 × 2.5 + 200 × 10 credits/M */
const COST_USAGE_1K = 4_500;

let sequence = 0;

/** The behaviour every store must show through the core, run once per store (STYLE §7: contract tests). */
export function describeStoreContract(name: string, setup: StoreContractSetup): void {
  describe(`store contract: ${name}`, () => {
    let clock: ReturnType<typeof createFakeClock>;
    let shared: { id: string };
    let opened: Core[];
    let core: Core;

    const openCore = async (options: { limiter?: boolean } = {}): Promise<Core> => {
      const store = await setup.createStore(shared);
      const limiter = options.limiter === false || setup.createLimiter === undefined ? undefined : await setup.createLimiter(shared);
      const next = createCore({ store, ...(limiter === undefined ? {} : { limiter }), models: fixtureModels, clock: clock.now, reservationTtlMs: 60_000 });
      opened.push(next);
      return next;
    };

    const newToken = async (balance: number, token: Omit<CreateTokenInput, 'accountId'> = {}) => {
      const account = await core.admin.createAccount({ name: `acct-${(sequence += 1)}`, balance });
      const created = await core.admin.createToken({ accountId: account.id, ...token });
      const auth = await core.authenticate(created.secret);
      if (!auth.ok) throw new Error(`authentication failed: ${auth.reason}`);
      return { account, ...created, principal: auth.principal };
    };

    beforeEach(async () => {
      clock = createFakeClock();
      shared = { id: `t${process.pid}_${Date.now().toString(36)}_${(sequence += 1)}` };
      opened = [];
      core = await openCore();
    });

    afterEach(async () => {
      for (const each of opened) await each.close();
      await setup.destroy?.(shared);
    });

    describe('authenticate', () => {
      it('returns the principal for a valid secret and stores only hash and prefix', async () => {
        const { secret, token, principal, account } = await newToken(0, { name: 'laptop' });
        expect(secret).toMatch(/^mg-[a-z2-9]{8}-[A-Za-z0-9]{40}$/);
        expect(secret.startsWith(`${token.prefix}-`)).toBe(true);
        expect(principal).toMatchObject({ tokenId: token.id, tokenPrefix: token.prefix, tokenName: 'laptop', accountId: account.id, accountName: account.name });
        const listed = await core.admin.listTokens({ accountId: account.id });
        expect(JSON.stringify(listed)).not.toContain(secret.slice(12));
        expect(listed[0]).not.toHaveProperty('hash');
      });

      it.each([
        ['garbage', 'not-a-token'],
        ['empty', ''],
        ['well-formed but unknown', `mg-abcdefgh-${'A'.repeat(40)}`],
      ])('rejects a %s secret as unknown_token', async (_case, secret) => {
        expect(await core.authenticate(secret)).toEqual({ ok: false, reason: 'unknown_token' });
      });

      it('rejects a secret with a known prefix but the wrong random part', async () => {
        const { secret } = await newToken(0);
        const forged = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
        expect(await core.authenticate(forged)).toEqual({ ok: false, reason: 'unknown_token' });
      });

      it('reports revoked, expired and suspended distinctly', async () => {
        const revoked = await newToken(0);
        await core.admin.revokeToken(revoked.token.id);
        expect(await core.authenticate(revoked.secret)).toEqual({ ok: false, reason: 'revoked_token' });

        const expiring = await newToken(0, { expiresAt: clock.now() + 5_000 });
        clock.advance(5_000);
        expect(await core.authenticate(expiring.secret)).toEqual({ ok: false, reason: 'expired_token' });

        const suspended = await newToken(0);
        await core.admin.suspendAccount(suspended.account.id);
        expect(await core.authenticate(suspended.secret)).toEqual({ ok: false, reason: 'account_suspended' });
        await core.admin.resumeAccount(suspended.account.id);
        expect((await core.authenticate(suspended.secret)).ok).toBe(true);
      });

      it('shows a revocation made by another instance within the one-second cache TTL', async () => {
        const other = await openCore();
        const { secret, token } = await newToken(0);
        expect((await other.authenticate(secret)).ok).toBe(true);
        await core.admin.revokeToken(token.id);
        clock.advance(999);
        expect((await other.authenticate(secret)).ok).toBe(true);
        clock.advance(1);
        expect(await other.authenticate(secret)).toEqual({ ok: false, reason: 'revoked_token' });
      });
    });

    describe('models', () => {
      it('lists every model for an unrestricted token and only the listed ones otherwise', async () => {
        const open = await newToken(0);
        expect(core.visibleModels(open.principal).map((model) => model.id)).toEqual(fixtureModels.map((model) => model.id));
        const narrow = await newToken(0, { visibleModelIds: [claudeSonnet.id, 'not/configured'] });
        expect(core.visibleModels(narrow.principal).map((model) => model.id)).toEqual([claudeSonnet.id]);
      });

      it('resolves exact IDs only and suggests among visible ones', async () => {
        const narrow = await newToken(0, { visibleModelIds: [gpt4o.id, claudeSonnet.id] });
        expect(core.resolveModel(narrow.principal, gpt4o.id)).toEqual({ ok: true, model: gpt4o });
        expect(core.resolveModel(narrow.principal, 'OpenAI/GPT-4o')).toEqual({ ok: false, reason: 'not_found', suggestions: [gpt4o.id] });
        expect(core.resolveModel(narrow.principal, 'gpt-4o')).toEqual({ ok: false, reason: 'not_found', suggestions: [gpt4o.id] });
        expect(core.resolveModel(narrow.principal, secretModel.id)).toMatchObject({ ok: false, suggestions: [] });
        expect(core.resolveModel(narrow.principal, 'internal/gpt-4o-min')).toMatchObject({ ok: false, suggestions: [] });
        const open = await newToken(0);
        expect(core.resolveModel(open.principal, 'internal/gpt-4o-min')).toMatchObject({ ok: false, suggestions: [secretModel.id] });
      });
    });

    describe('admit, settle, release', () => {
      it('holds the worst case, then charges the real cost once and writes one ledger entry', async () => {
        const { principal, account, token } = await newToken(1_000_000);
        const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'req-1' });
        if (!admitted.ok) throw new Error(admitted.message);
        expect(admitted.reservation.hold).toBe(GPT4O_HOLD_1K);
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000, reserved: GPT4O_HOLD_1K });

        const entry = await core.settle(admitted.reservation, usage1k);
        expect(entry).toMatchObject({ requestId: 'req-1', tokenId: token.id, accountId: account.id, modelId: gpt4o.id, cost: COST_USAGE_1K, ratedCost: COST_USAGE_1K, status: 'ok', outputTokens: 200 });
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });

        const again = await core.settle(admitted.reservation, { ...usage1k, outputTokens: 999 });
        expect(again).toEqual(entry);
        expect(await core.admin.ledger({ accountId: account.id })).toEqual([entry]);
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });
      });

      it('sizes the hold with the model default when the request names no max output', async () => {
        const { principal } = await newToken(1_000_000);
        const admitted = await core.admit(principal, claudeSonnet, { inputTokens: 100, requestId: 'r' });
        expect(admitted.ok && admitted.reservation).toMatchObject({ maxOutputTokens: 2_000, hold: 300 + 30_000 });
      });

      it('release returns the whole hold and writes nothing', async () => {
        const { principal, account } = await newToken(100_000);
        const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
        if (!admitted.ok) throw new Error(admitted.message);
        expect(await core.admin.heldReservations({ accountId: account.id })).toEqual([
          expect.objectContaining({ id: admitted.reservation.id, requestId: 'r', hold: GPT4O_HOLD_1K, modelId: gpt4o.id }),
        ]);
        await core.release(admitted.reservation);
        await core.release(admitted.reservation);
        expect(await core.admin.heldReservations({ accountId: account.id })).toEqual([]);
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000, reserved: 0 });
        expect(await core.admin.ledger({ accountId: account.id })).toEqual([]);
      });

      it('rejects on account balance with no retry-after, counting open holds', async () => {
        const { principal } = await newToken(GPT4O_HOLD_1K * 2 - 1);
        const estimate = { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' };
        expect((await core.admit(principal, gpt4o, estimate)).ok).toBe(true);
        const rejected = await core.admit(principal, gpt4o, estimate);
        expect(rejected).toMatchObject({ ok: false, limit: 'account_balance' });
        expect(rejected).not.toHaveProperty('retryAfterMs');
      });

      it('rejects on a daily token quota until the next UTC day', async () => {
        const { principal, token } = await newToken(10_000_000, { quota: { limit: GPT4O_HOLD_1K, period: 'day' } });
        const estimate = { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' };
        const first = await core.admit(principal, gpt4o, estimate);
        if (!first.ok) throw new Error(first.message);
        await core.settle(first.reservation, usage1k);
        expect(await core.admin.quotaUsage(token.id)).toEqual({ window: 'd:2026-11-21', limit: GPT4O_HOLD_1K, spent: COST_USAGE_1K, reserved: 0 });
        const rejected = await core.admit(principal, gpt4o, estimate);
        expect(rejected).toEqual({ ok: false, limit: 'token_quota', retryAfterMs: 14 * 3_600_000, message: expect.stringContaining('quota') });
        clock.advance(14 * 3_600_000);
        expect((await core.admit(principal, gpt4o, estimate)).ok).toBe(true);
      });

      it('gives no retry-after for an exhausted lifetime quota', async () => {
        const { principal } = await newToken(10_000_000, { quota: { limit: 10, period: 'lifetime' } });
        const rejected = await core.admit(principal, gpt4o, { inputTokens: 1_000, requestId: 'r' });
        expect(rejected).toMatchObject({ ok: false, limit: 'token_quota' });
        expect(rejected).not.toHaveProperty('retryAfterMs');
      });

      it('rejects a revoked token or suspended account at admission even with a cached principal', async () => {
        const { principal, token, account } = await newToken(10_000_000);
        await core.admin.suspendAccount(account.id);
        expect(await core.admit(principal, gpt4o, { inputTokens: 1, requestId: 'r' })).toMatchObject({ ok: false, limit: 'account_balance' });
        await core.admin.resumeAccount(account.id);
        await core.admin.revokeToken(token.id);
        expect(await core.admit(principal, gpt4o, { inputTokens: 1, requestId: 'r' })).toMatchObject({ ok: false, limit: 'token_quota' });
      });

      it('caps a settlement above the hold at what the balance has left, never below zero', async () => {
        const { principal, account } = await newToken(20_000);
        const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
        if (!admitted.ok) throw new Error(admitted.message);
        const entry = await core.settle(admitted.reservation, { ...usage1k, inputTokens: 10_000, outputTokens: 1_000 });
        expect(entry).toMatchObject({ ratedCost: 35_000, cost: 20_000 });
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 0, reserved: 0 });
      });

      it('expires the holds of a reservation never settled, and caps a late settlement', async () => {
        const { principal, account } = await newToken(GPT4O_HOLD_1K + 1_000);
        const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
        if (!admitted.ok) throw new Error(admitted.message);
        clock.advance(60_000);
        expect(await core.sweepExpired()).toBe(1);
        expect(await core.admin.getAccount(account.id)).toMatchObject({ reserved: 0 });
        const second = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r2' });
        expect(second.ok).toBe(true);
        const late = await core.settle(admitted.reservation, usage1k);
        expect(late).toMatchObject({ ratedCost: COST_USAGE_1K, cost: 1_000 });
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: GPT4O_HOLD_1K, reserved: GPT4O_HOLD_1K });
      });

      it('admit sweeps expired holds before rejecting', async () => {
        const { principal } = await newToken(GPT4O_HOLD_1K);
        const estimate = { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' };
        expect((await core.admit(principal, gpt4o, estimate)).ok).toBe(true);
        clock.advance(500);
        expect((await core.admit(principal, gpt4o, estimate)).ok).toBe(false);
        clock.advance(59_500);
        expect((await core.admit(principal, gpt4o, estimate)).ok).toBe(true);
      });
    });

    describe('concurrency', () => {
      const estimate = (index: number) => ({ inputTokens: 1_000, maxOutputTokens: 1_000, requestId: `req-${index}` });

      // new-api#6609, #5690, one-api#2440, litellm#34732, #40095: check-then-deduct lets concurrent requests overspend;
      // here the quota window row does not exist yet either (the first requests of a new token race to create it).
      it.each([
        ['token quota', { balance: 100 * GPT4O_HOLD_1K, quota: 50 * GPT4O_HOLD_1K + GPT4O_HOLD_1K - 1 }, 'token_quota'],
        ['account balance', { balance: 50 * GPT4O_HOLD_1K + GPT4O_HOLD_1K - 1, quota: null }, 'account_balance'],
      ] as const)('500 parallel admissions against a %s that fits 50 admit exactly 50', async (_case, limits, limit) => {
        const { principal, account } = await newToken(limits.balance, limits.quota === null ? {} : { quota: { limit: limits.quota, period: 'month' } });
        const results = await Promise.all(Array.from({ length: 500 }, (_, index) => core.admit(principal, gpt4o, estimate(index))));
        const admitted = results.flatMap((result) => (result.ok ? [result.reservation] : []));
        expect(admitted).toHaveLength(50);
        expect(results.filter((result) => !result.ok && result.limit === limit)).toHaveLength(450);
        expect(await core.admin.getAccount(account.id)).toMatchObject({ reserved: 50 * GPT4O_HOLD_1K });

        const entries = await Promise.all(admitted.map((reservation, index) => core.settle(reservation, { ...usage1k, outputTokens: index })));
        await Promise.all(admitted.map((reservation) => core.settle(reservation, usage1k)));
        const ledger = await core.admin.ledger({ accountId: account.id });
        expect(ledger).toHaveLength(50);
        const charged = ledger.reduce((sum, entry) => sum + entry.cost, 0);
        expect(charged).toBe(entries.reduce((sum, entry) => sum + entry.cost, 0));
        expect(await core.admin.getAccount(account.id)).toEqual(expect.objectContaining({ balance: limits.balance - charged, reserved: 0 }));
        expect((await core.admin.usage({ accountId: account.id })).total).toMatchObject({ requests: 50, cost: charged });
      });
    });

    describe('races other gateways lose (PEERS §3c)', () => {
      it('settles a reservation once when two settlements race', async () => {
        const { principal, account } = await newToken(1_000_000);
        const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
        if (!admitted.ok) throw new Error(admitted.message);
        const [first, second] = await Promise.all([core.settle(admitted.reservation, usage1k), core.settle(admitted.reservation, usage1k)]);
        expect(second).toEqual(first);
        expect(await core.admin.ledger({ accountId: account.id })).toHaveLength(1);
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });
      });

      it('keeps the books straight when a settlement races a release', async () => {
        const { principal, account } = await newToken(1_000_000);
        const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
        if (!admitted.ok) throw new Error(admitted.message);
        await Promise.all([core.settle(admitted.reservation, usage1k), core.release(admitted.reservation)]);
        const ledger = await core.admin.ledger({ accountId: account.id });
        expect(ledger).toHaveLength(1);
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - (ledger[0]?.cost ?? -1), reserved: 0 });
      });

      it('holds the worst case even for an account far richer than the request (one-api#2440 skip shortcut)', async () => {
        const { principal, account } = await newToken(Number.MAX_SAFE_INTEGER - 1);
        const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
        expect(admitted.ok).toBe(true);
        expect(await core.admin.getAccount(account.id)).toMatchObject({ reserved: GPT4O_HOLD_1K });
      });

      it('charges an aborted request for the usage metered so far instead of refunding it (new-api#5235)', async () => {
        const { principal, account } = await newToken(1_000_000);
        const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
        if (!admitted.ok) throw new Error(admitted.message);
        const entry = await core.settle(admitted.reservation, { ...usage1k, status: 'aborted' });
        expect(entry).toMatchObject({ status: 'aborted', cost: COST_USAGE_1K });
        expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });
      });

      it('leaves no phantom spend after a sustained run at the cap (litellm#36926)', async () => {
        const { principal, token } = await newToken(100_000_000, { quota: { limit: 20 * GPT4O_HOLD_1K, period: 'day' } });
        let settled = 0;
        for (let round = 0; round < 60; round += 1) {
          const admitted = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: `r${round}` });
          if (!admitted.ok) break;
          await core.settle(admitted.reservation, usage1k);
          settled += 1;
        }
        // Each settles at 4,500 of a 13,125 hold: the run stops only when a worst case no longer fits the cap.
        expect(settled).toBe(Math.floor((20 * GPT4O_HOLD_1K - GPT4O_HOLD_1K) / COST_USAGE_1K) + 1);
        expect(await core.admin.quotaUsage(token.id)).toMatchObject({ spent: settled * COST_USAGE_1K, reserved: 0 });
      });
    });

    describe('rate limits', () => {
      it('rejects past requests per minute with a retry-after, and frees the slot on release', async () => {
        const { principal } = await newToken(10_000_000, { rateLimits: { requestsPerMinute: 2 } });
        const estimate = { inputTokens: 10, requestId: 'r' };
        expect((await core.admit(principal, gpt4o, estimate)).ok).toBe(true);
        const second = await core.admit(principal, gpt4o, estimate);
        expect(second.ok).toBe(true);
        const third = await core.admit(principal, gpt4o, estimate);
        expect(third).toMatchObject({ ok: false, limit: 'rpm' });
        expect(!third.ok && third.retryAfterMs).toBeGreaterThan(0);
        if (second.ok) await core.release(second.reservation);
        expect((await core.admit(principal, gpt4o, estimate)).ok).toBe(true);
      });

      it('limits concurrent requests until one settles', async () => {
        const { principal } = await newToken(10_000_000, { rateLimits: { concurrentRequests: 1 } });
        const first = await core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'a' });
        expect(await core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'b' })).toMatchObject({ ok: false, limit: 'concurrency' });
        if (first.ok) await core.settle(first.reservation, usage1k);
        expect((await core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'c' })).ok).toBe(true);
      });

      it('counts real tokens per minute after settlement', async () => {
        const { principal } = await newToken(10_000_000, { rateLimits: { tokensPerMinute: 3_000 } });
        const first = await core.admit(principal, gpt4o, { inputTokens: 100, requestId: 'a' });
        if (!first.ok) throw new Error(first.message);
        await core.settle(first.reservation, { ...usage1k, inputTokens: 2_000, outputTokens: 900 });
        expect(await core.admit(principal, gpt4o, { inputTokens: 200, requestId: 'b' })).toMatchObject({ ok: false, limit: 'tpm' });
        expect((await core.admit(principal, gpt4o, { inputTokens: 100, requestId: 'c' })).ok).toBe(true);
      });

      it('does not count a request the quota rejected', async () => {
        const { principal } = await newToken(0, { rateLimits: { requestsPerMinute: 1 } });
        expect(await core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'a' })).toMatchObject({ limit: 'account_balance' });
        expect(await core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'b' })).toMatchObject({ limit: 'account_balance' });
      });
    });

    describe('admin', () => {
      it('creates, finds, tops up, suspends and lists accounts', async () => {
        const account = await core.admin.createAccount({ name: 'acme', balance: 5_000_000 });
        expect(account).toMatchObject({ name: 'acme', status: 'active', balance: 5_000_000, reserved: 0 });
        await expect(core.admin.createAccount({ name: 'acme' })).rejects.toMatchObject({ code: 'conflict' });
        expect(await core.admin.getAccount('acme')).toEqual(account);
        expect(await core.admin.getAccount(account.id)).toEqual(account);
        expect(await core.admin.getAccount('nobody')).toBeNull();
        expect(await core.admin.topUp(account.id, 1_500_000, 'invoice 7')).toMatchObject({ balance: 6_500_000 });
        await expect(core.admin.topUp(account.id, 0)).rejects.toMatchObject({ code: 'invalid_input' });
        await expect(core.admin.topUp('acct_missing', 1)).rejects.toMatchObject({ code: 'not_found' });
        expect((await core.admin.listTopUps(account.id)).map((topUp) => topUp.amount)).toEqual([5_000_000, 1_500_000]);
        expect(await core.admin.suspendAccount(account.id)).toMatchObject({ status: 'suspended' });
        expect((await core.admin.listAccounts()).map((each) => each.name)).toContain('acme');
      });

      it('creates tokens with their settings and revokes them', async () => {
        const account = await core.admin.createAccount({ name: 'tokens' });
        const { token } = await core.admin.createToken({
          accountId: account.id, name: 'ci', expiresAt: clock.now() + 86_400_000, visibleModelIds: [gpt4o.id],
          quota: { limit: 7, period: 'month' }, rateLimits: { requestsPerMinute: 60 },
        });
        expect(token).toMatchObject({
          name: 'ci', status: 'active', visibleModelIds: [gpt4o.id], quota: { limit: 7, period: 'month' },
          rateLimits: { requestsPerMinute: 60, tokensPerMinute: null, concurrentRequests: null }, revokedAt: null,
        });
        expect(await core.admin.getToken(token.id)).toEqual(token);
        expect(await core.admin.revokeToken(token.id)).toMatchObject({ status: 'revoked', revokedAt: clock.now() });
        await expect(core.admin.createToken({ accountId: 'acct_missing' })).rejects.toMatchObject({ code: 'not_found' });
        await expect(core.admin.revokeToken('tok_missing')).rejects.toMatchObject({ code: 'not_found' });
      });

      it('summarizes usage per account, token and model', async () => {
        const first = await newToken(10_000_000);
        const second = await newToken(10_000_000);
        for (const [who, model] of [[first, gpt4o], [first, claudeSonnet], [second, gpt4o]] as const) {
          const admitted = await core.admit(who.principal, model, { inputTokens: 1_000, requestId: 'r' });
          if (admitted.ok) await core.settle(admitted.reservation, usage1k);
        }
        const summary = await core.admin.usage({ accountId: first.account.id });
        expect(summary.total).toMatchObject({ requests: 2, inputTokens: 2_000, cost: COST_USAGE_1K + 3_000 + 3_000 });
        expect(summary.byModel.map((row) => [row.modelId, row.cost])).toEqual([[claudeSonnet.id, 6_000], [gpt4o.id, COST_USAGE_1K]]);
        const all = await core.admin.usage({ modelId: gpt4o.id });
        expect(all.byAccount).toHaveLength(2);
        expect(all.byToken.map((row) => row.requests)).toEqual([1, 1]);
        expect((await core.admin.usage({ since: clock.now() + 1 })).total.requests).toBe(0);
      });
    });
  });
}
