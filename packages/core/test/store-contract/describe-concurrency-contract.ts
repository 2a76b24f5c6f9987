import { describe, expect, it } from 'vitest';
import { GPT4O_HOLD_1K, gpt4o } from '../__fixtures__/fixture-models.js';
import { COST_USAGE_1K, usage1k, type StoreContractHarness } from './store-contract-harness.js';

/** Parallel admissions and the races PEERS.md §3c lists. */
export function describeConcurrencyContract(h: StoreContractHarness): void {
  describe('concurrency', () => {
    const estimate = (index: number) => ({ inputTokens: 1_000, maxOutputTokens: 1_000, requestId: `req-${index}` });

    // new-api#6609, #5690, one-api#2440, litellm#34732, #40095: check-then-deduct lets concurrent requests overspend;
    // here the quota window row does not exist yet either (the first requests of a new token race to create it).
    it.each([
      ['token quota', { balance: 100 * GPT4O_HOLD_1K, quota: 50 * GPT4O_HOLD_1K + GPT4O_HOLD_1K - 1 }, 'token_quota'],
      ['account balance', { balance: 50 * GPT4O_HOLD_1K + GPT4O_HOLD_1K - 1, quota: null }, 'account_balance'],
    ] as const)('500 parallel admissions against a %s that fits 50 admit exactly 50', async (_case, limits, limit) => {
      const { principal, account } = await h.newToken(limits.balance, limits.quota === null ? {} : { quota: { limit: limits.quota, period: 'month' } });
      const results = await Promise.all(Array.from({ length: 500 }, (_, index) => h.core.admit(principal, gpt4o, estimate(index))));
      const admitted = results.flatMap((result) => (result.ok ? [result.reservation] : []));
      expect(admitted).toHaveLength(50);
      expect(results.filter((result) => !result.ok && result.limit === limit)).toHaveLength(450);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 50 * GPT4O_HOLD_1K });

      const entries = await Promise.all(admitted.map((reservation, index) => h.core.settle(reservation, { ...usage1k, outputTokens: index })));
      await Promise.all(admitted.map((reservation) => h.core.settle(reservation, usage1k)));
      const ledger = await h.core.admin.ledger({ accountId: account.id });
      expect(ledger).toHaveLength(50);
      const charged = ledger.reduce((sum, entry) => sum + entry.cost, 0);
      expect(charged).toBe(entries.reduce((sum, entry) => sum + entry.cost, 0));
      expect(await h.core.admin.getAccount(account.id)).toEqual(expect.objectContaining({ balance: limits.balance - charged, reserved: 0 }));
      expect((await h.core.admin.usage({ accountId: account.id })).total).toMatchObject({ requests: 50, cost: charged });
    });
  });

  describe('races other gateways lose (PEERS §3c)', () => {
    it('settles a reservation once when two settlements race', async () => {
      const { principal, account } = await h.newToken(1_000_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
      if (!admitted.ok) throw new Error(admitted.message);
      const [first, second] = await Promise.all([h.core.settle(admitted.reservation, usage1k), h.core.settle(admitted.reservation, usage1k)]);
      expect(second).toEqual(first);
      expect(await h.core.admin.ledger({ accountId: account.id })).toHaveLength(1);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });
    });

    it('keeps the books straight when a settlement races a release', async () => {
      const { principal, account } = await h.newToken(1_000_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
      if (!admitted.ok) throw new Error(admitted.message);
      await Promise.all([h.core.settle(admitted.reservation, usage1k), h.core.release(admitted.reservation)]);
      const ledger = await h.core.admin.ledger({ accountId: account.id });
      expect(ledger).toHaveLength(1);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - (ledger[0]?.cost ?? -1), reserved: 0 });
    });

    it('holds the worst case even for an account far richer than the request (one-api#2440 skip shortcut)', async () => {
      const { principal, account } = await h.newToken(Number.MAX_SAFE_INTEGER - 1);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
      expect(admitted.ok).toBe(true);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: GPT4O_HOLD_1K });
    });

    it('charges an aborted request for the usage metered so far instead of refunding it (new-api#5235)', async () => {
      const { principal, account } = await h.newToken(1_000_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
      if (!admitted.ok) throw new Error(admitted.message);
      const entry = await h.core.settle(admitted.reservation, { ...usage1k, status: 'client_aborted' });
      expect(entry).toMatchObject({ status: 'client_aborted', cost: COST_USAGE_1K });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });
    });

    it('leaves no phantom spend after a sustained run at the cap (litellm#36926)', async () => {
      const { principal, token } = await h.newToken(100_000_000, { quota: { limit: 20 * GPT4O_HOLD_1K, period: 'day' } });
      let settled = 0;
      for (let round = 0; round < 60; round += 1) {
        const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: `r${round}` });
        if (!admitted.ok) break;
        await h.core.settle(admitted.reservation, usage1k);
        settled += 1;
      }
      // Each settles at 4,500 of a 13,125 hold: the run stops only when a worst case no longer fits the cap.
      expect(settled).toBe(Math.floor((20 * GPT4O_HOLD_1K - GPT4O_HOLD_1K) / COST_USAGE_1K) + 1);
      expect(await h.core.admin.quotaUsage(token.id)).toMatchObject({ spent: settled * COST_USAGE_1K, reserved: 0 });
    });
  });
}
