import type { Statement } from 'better-sqlite3';
import { createBatchRun, type BatchRun } from './create-batch-run.js';

type AccountCharge = { accountId: string; cost: number; hold: number };
type QuotaCharge = { tokenId: string; quotaWindow: string; cost: number; hold: number };

export type ChargeBatch = BatchRun & {
  /**
   * Charges a settled hold: `cost` off the account's balance (and the quota window's `spent`), `hold` off what they
   * have reserved. Written at once, or, between `begin` and `end`, summed per account and quota window in memory.
   */
  charge(accountId: string, tokenId: string, quotaWindow: string | null, cost: number, hold: number): void;
};

/**
 * The store's prepared charges: `chargeAccount(cost, hold, accountId)` takes `cost` off the balance and `hold` off what
 * is reserved; `chargeQuota(cost, hold, tokenId, quotaWindow)` adds `cost` to what is spent and takes `hold` off reserved.
 */
export type ChargeStatements = { chargeAccount: Statement<unknown[]>; chargeQuota: Statement<unknown[]> };

/**
 * The settlements' charges of a group commit, one `UPDATE` per account (and per quota window) for a run of
 * settlements rather than one per settlement. The sums are written in the same transaction, before any statement
 * reads an account or quota row and before the commit, so every read and the committed rows are what charging one by
 * one would leave, to the micro-unit. Summing is only safe where no savepoint can undo one settlement's writes
 * without its charge: the group commit says so with `begin` and `end` (see create-group-commit.ts).
 */
export function createChargeBatch({ chargeAccount, chargeQuota }: ChargeStatements): ChargeBatch {
  let accounts = new Map<string, AccountCharge>();
  let quotas = new Map<string, QuotaCharge>();

  const write = (): void => {
    if (accounts.size > 0) {
      const summed = accounts;
      accounts = new Map();
      for (const { accountId, cost, hold } of summed.values()) chargeAccount.run(cost, hold, accountId);
    }
    if (quotas.size > 0) {
      const summed = quotas;
      quotas = new Map();
      for (const { tokenId, quotaWindow, cost, hold } of summed.values()) chargeQuota.run(cost, hold, tokenId, quotaWindow);
    }
  };

  const run = createBatchRun(write, () => {
    accounts = new Map();
    quotas = new Map();
  });

  return {
    charge(accountId, tokenId, quotaWindow, cost, hold) {
      if (!run.waiting()) {
        chargeAccount.run(cost, hold, accountId);
        if (quotaWindow !== null) chargeQuota.run(cost, hold, tokenId, quotaWindow);
        return;
      }
      const account = accounts.get(accountId);
      if (account === undefined) accounts.set(accountId, { accountId, cost, hold });
      else {
        account.cost += cost;
        account.hold += hold;
      }
      if (quotaWindow === null) return;
      const key = `${tokenId}\u0000${quotaWindow}`;
      const quota = quotas.get(key);
      if (quota === undefined) quotas.set(key, { tokenId, quotaWindow, cost, hold });
      else {
        quota.cost += cost;
        quota.hold += hold;
      }
    },
    begin: run.begin,
    write: run.write,
    end: run.end,
    discard: run.discard,
  };
}
