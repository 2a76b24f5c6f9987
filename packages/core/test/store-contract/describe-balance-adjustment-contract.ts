import { describe, expect, it } from 'vitest';
import { gpt4o } from '../__fixtures__/fixture-models.js';
import type { StoreContractHarness } from './store-contract-harness.js';

/** Balance corrections: a signed amount or an exact balance, each recorded with its reason. */
export function describeBalanceAdjustmentContract(h: StoreContractHarness): void {
  describe('balance adjustments', () => {
    it('adds, takes away and sets a balance, recording each with its reason and the balance it left', async () => {
      const account = await h.core.admin.createAccount({ name: 'adjusted', balance: 5_000_000 });
      const taken = await h.core.admin.adjustBalance(account.id, { add: -1_500_000 }, 'refund of invoice 7');
      expect(taken.account.balance).toBe(3_500_000);
      expect(taken.adjustment).toMatchObject({ accountId: account.id, amount: -1_500_000, balanceAfter: 3_500_000, reason: 'refund of invoice 7', createdAt: h.clock.now() });
      const set = await h.core.admin.adjustBalance(account.id, { set: 10_000_000 }, 'contract renewed');
      expect(set.adjustment).toMatchObject({ amount: 6_500_000, balanceAfter: 10_000_000 });
      expect((await h.core.admin.getAccount(account.id))?.balance).toBe(10_000_000);
      expect((await h.core.admin.listBalanceAdjustments(account.id)).map((each) => [each.amount, each.reason])).toEqual([
        [-1_500_000, 'refund of invoice 7'],
        [6_500_000, 'contract renewed'],
      ]);
      expect(await h.core.admin.listBalanceAdjustments('acct_other')).toEqual([]);
    });

    it('refuses a balance below zero or below what requests in flight hold, an empty reason and an unknown account', async () => {
      const { account, principal } = await h.newToken(1_000_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 10, maxOutputTokens: 1_000, requestId: 'req-held' });
      expect(admitted.ok).toBe(true);
      const held = (await h.core.admin.getAccount(account.id))?.reserved ?? 0;
      expect(held).toBeGreaterThan(0);
      await expect(h.core.admin.adjustBalance(account.id, { set: held - 1 }, 'too low')).rejects.toMatchObject({ code: 'invalid_input' });
      await expect(h.core.admin.adjustBalance(account.id, { add: -2_000_000 }, 'below zero')).rejects.toMatchObject({ code: 'invalid_input' });
      await expect(h.core.admin.adjustBalance(account.id, { set: held }, ' ')).rejects.toMatchObject({ code: 'invalid_input' });
      await expect(h.core.admin.adjustBalance('acct_missing', { add: 1 }, 'ghost')).rejects.toMatchObject({ code: 'not_found' });
      expect((await h.core.admin.getAccount(account.id))?.balance).toBe(1_000_000);
      expect(await h.core.admin.listBalanceAdjustments(account.id)).toEqual([]);
      expect((await h.core.admin.adjustBalance(account.id, { set: held }, 'exactly the hold')).account).toMatchObject({ balance: held, reserved: held });
    });
  });
}
