import { describe, expect, it } from 'vitest';
import { claudeSonnet, gpt4o } from '../__fixtures__/fixture-models.js';
import { COST_USAGE_1K, usage1k, type StoreContractHarness } from './store-contract-harness.js';

/** Accounts, tokens and usage summaries. */
export function describeAdminContract(h: StoreContractHarness): void {
  describe('admin', () => {
    it('creates, finds, tops up, suspends and lists accounts', async () => {
      const account = await h.core.admin.createAccount({ name: 'acme', balance: 5_000_000 });
      expect(account).toMatchObject({ name: 'acme', status: 'active', balance: 5_000_000, reserved: 0 });
      await expect(h.core.admin.createAccount({ name: 'acme' })).rejects.toMatchObject({ code: 'conflict' });
      expect(await h.core.admin.getAccount('acme')).toEqual(account);
      expect(await h.core.admin.getAccount(account.id)).toEqual(account);
      expect(await h.core.admin.getAccount('nobody')).toBeNull();
      expect(await h.core.admin.topUp(account.id, 1_500_000, 'invoice 7')).toMatchObject({ balance: 6_500_000 });
      await expect(h.core.admin.topUp(account.id, 0)).rejects.toMatchObject({ code: 'invalid_input' });
      await expect(h.core.admin.topUp('acct_missing', 1)).rejects.toMatchObject({ code: 'not_found' });
      expect((await h.core.admin.listTopUps(account.id)).map((topUp) => topUp.amount)).toEqual([5_000_000, 1_500_000]);
      expect(await h.core.admin.suspendAccount(account.id)).toMatchObject({ status: 'suspended' });
      expect((await h.core.admin.listAccounts()).map((each) => each.name)).toContain('acme');
    });

    it('creates tokens with their settings and revokes them', async () => {
      const account = await h.core.admin.createAccount({ name: 'tokens' });
      const { token } = await h.core.admin.createToken({
        accountId: account.id, name: 'ci', expiresAt: h.clock.now() + 86_400_000, visibleModelIds: [gpt4o.id],
        quota: { limit: 7, period: 'month' }, rateLimits: { requestsPerMinute: 60 },
      });
      expect(token).toMatchObject({
        name: 'ci', status: 'active', visibleModelIds: [gpt4o.id], quota: { limit: 7, period: 'month' },
        rateLimits: { requestsPerMinute: 60, tokensPerMinute: null, concurrentRequests: null }, revokedAt: null,
      });
      expect(await h.core.admin.getToken(token.id)).toEqual(token);
      expect(await h.core.admin.revokeToken(token.id)).toMatchObject({ status: 'revoked', revokedAt: h.clock.now() });
      await expect(h.core.admin.createToken({ accountId: 'acct_missing' })).rejects.toMatchObject({ code: 'not_found' });
      await expect(h.core.admin.revokeToken('tok_missing')).rejects.toMatchObject({ code: 'not_found' });
    });

    it('closes once however often it is asked', async () => {
      const other = await h.openCore();
      await Promise.all([other.close(), other.close()]);
      await other.close();
    });

    it('changes a token\'s settings, at once here and within the cache TTL elsewhere', async () => {
      const other = await h.openCore();
      const { token, secret } = await h.newToken(10_000_000, { name: 'old', quota: { limit: 100, period: 'day' }, rateLimits: { requestsPerMinute: 5 } });
      expect((await other.authenticate(secret)).ok).toBe(true);
      const updated = await h.core.admin.updateToken(token.id, {
        name: 'new', visibleModelIds: [gpt4o.id], quota: { limit: 7_000_000, period: 'month' }, rateLimits: { concurrentRequests: 2 },
      });
      expect(updated).toMatchObject({
        name: 'new', visibleModelIds: [gpt4o.id], quota: { limit: 7_000_000, period: 'month' },
        rateLimits: { requestsPerMinute: 5, tokensPerMinute: null, concurrentRequests: 2 }, expiresAt: null, status: 'active',
      });
      expect(await h.core.admin.getToken(token.id)).toEqual(updated);
      const here = await h.core.authenticate(secret);
      expect(here.ok && here.principal).toMatchObject({ tokenName: 'new', visibleModelIds: [gpt4o.id], quota: { limit: 7_000_000 } });
      h.clock.advance(1_000);
      const there = await other.authenticate(secret);
      expect(there.ok && h.core.visibleModels(there.principal).map((model) => model.id)).toEqual([gpt4o.id]);
      expect(await h.core.admin.updateToken(token.id, { quota: null, visibleModelIds: null })).toMatchObject({ quota: null, visibleModelIds: null, name: 'new' });
      await expect(h.core.admin.updateToken(token.id, { rateLimits: { requestsPerMinute: -1 } })).rejects.toMatchObject({ code: 'invalid_input' });
      await expect(h.core.admin.updateToken('tok_missing', { name: 'x' })).rejects.toMatchObject({ code: 'not_found' });
    });

    it('summarizes usage per account, token and model', async () => {
      const first = await h.newToken(10_000_000);
      const second = await h.newToken(10_000_000);
      for (const [who, model] of [[first, gpt4o], [first, claudeSonnet], [second, gpt4o]] as const) {
        const admitted = await h.core.admit(who.principal, model, { inputTokens: 1_000, requestId: 'r' });
        if (admitted.ok) await h.core.settle(admitted.reservation, usage1k);
      }
      const summary = await h.core.admin.usage({ accountId: first.account.id });
      expect(summary.total).toMatchObject({ requests: 2, inputTokens: 2_000, cost: COST_USAGE_1K + 3_000 + 3_000 });
      expect(summary.byModel.map((row) => [row.modelId, row.cost])).toEqual([[claudeSonnet.id, 6_000], [gpt4o.id, COST_USAGE_1K]]);
      const all = await h.core.admin.usage({ modelId: gpt4o.id });
      expect(all.byAccount).toHaveLength(2);
      expect(all.byToken.map((row) => row.requests)).toEqual([1, 1]);
      expect((await h.core.admin.usage({ since: h.clock.now() + 1 })).total.requests).toBe(0);
    });

    it('lists the ledger in order, the latest N with a limit, within [since, until)', async () => {
      const { principal, account } = await h.newToken(10_000_000);
      const times: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, requestId: `r${index}` });
        if (!admitted.ok) throw new Error(admitted.message);
        times.push(h.clock.now());
        await h.core.settle(admitted.reservation, usage1k);
        h.clock.advance(1_000);
      }
      const requestIds = async (filter: Parameters<typeof h.core.admin.ledger>[0]) =>
        (await h.core.admin.ledger({ accountId: account.id, ...filter })).map((entry) => entry.requestId);
      expect(await requestIds({})).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
      expect(await requestIds({ limit: 2 })).toEqual(['r3', 'r4']);
      expect(await requestIds({ since: times[1], until: times[3] })).toEqual(['r1', 'r2']);
      expect((await h.core.admin.usage({ accountId: account.id, since: times[1], until: times[3] })).total.requests).toBe(2);
    });
  });
}
