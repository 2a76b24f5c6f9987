import { compareUsageRollup } from './compare-usage-rollup.js';
import { getQuotaWindow } from './get-quota-window.js';
import type { Store } from './store.js';
import { USAGE_ROLLUP_HOUR_MS } from './usage-rollup-hour.js';

/** One disagreement between balances, quota counters, holds and the ledger. */
export type LedgerDifference = {
  kind: 'balance' | 'reserved' | 'quota_spent' | 'quota_reserved' | 'duplicate_entry' | 'entry' | 'account' | 'usage_rollup';
  /** What it concerns: `account <id>`, `token <id> window <key>`, `ledger entry <id>`, `usage hour <time> <account> <token> <model>`. */
  subject: string;
  expected: number;
  actual: number;
  message: string;
};

export type LedgerVerification = {
  accounts: number;
  entries: number;
  holds: number;
  differences: LedgerDifference[];
};

const add = (map: Map<string, number>, key: string, amount: number): void => {
  map.set(key, (map.get(key) ?? 0) + amount);
};

/**
 * Reconciles what a store keeps three times over: every account's balance against its top-ups less its ledger
 * charges, its reserved credits against the holds still open, each quota window's spent and reserved counters against
 * the ledger and the holds, the ledger itself (one entry per reservation, 0 ≤ cost ≤ rated cost), and the hourly usage
 * rollup the usage series read against the ledger's own sums (`compareUsageRollup`). Read while
 * requests run it sees them half-way: run it on a quiet system (or after the holds of stopped instances are swept).
 */
export async function verifyLedger(store: Store, now: number): Promise<LedgerVerification> {
  const differences: LedgerDifference[] = [];
  const [accounts, topUps, ledger, holds] = await Promise.all([store.listAccounts(), store.listTopUps(), store.listLedger({}), store.listHeldReservations({})]);
  const credited = new Map<string, number>();
  for (const topUp of topUps) add(credited, topUp.accountId, topUp.amount);
  const charged = new Map<string, number>();
  const held = new Map<string, number>();
  const quotaSpent = new Map<string, number>();
  const quotaHeld = new Map<string, number>();
  const seen = new Map<string, string>();
  for (const entry of ledger) {
    add(charged, entry.accountId, entry.cost);
    if (entry.quotaWindow !== null) add(quotaSpent, `${entry.tokenId} ${entry.quotaWindow}`, entry.cost);
    const first = seen.get(entry.reservationId);
    if (first !== undefined) {
      differences.push({ kind: 'duplicate_entry', subject: `ledger entry ${entry.id}`, expected: 1, actual: 2, message: `reservation ${entry.reservationId} is settled twice (entries ${first} and ${entry.id})` });
    }
    seen.set(entry.reservationId, entry.id);
    if (!Number.isSafeInteger(entry.cost) || entry.cost < 0 || entry.cost > entry.ratedCost) {
      differences.push({ kind: 'entry', subject: `ledger entry ${entry.id}`, expected: entry.ratedCost, actual: entry.cost, message: `charged ${entry.cost}, outside 0..${entry.ratedCost} (its rated cost)` });
    }
  }
  for (const hold of holds) {
    add(held, hold.accountId, hold.hold);
    if (hold.quotaWindow !== null) add(quotaHeld, `${hold.tokenId} ${hold.quotaWindow}`, hold.hold);
  }
  for (const account of accounts) {
    const subject = `account ${account.id} (${account.name})`;
    const balance = (credited.get(account.id) ?? 0) - (charged.get(account.id) ?? 0);
    if (balance !== account.balance) {
      differences.push({ kind: 'balance', subject, expected: balance, actual: account.balance, message: `balance ${account.balance}, but top-ups less ledger charges make ${balance}` });
    }
    const reserved = held.get(account.id) ?? 0;
    if (reserved !== account.reserved) {
      differences.push({ kind: 'reserved', subject, expected: reserved, actual: account.reserved, message: `reserved ${account.reserved}, but open holds add up to ${reserved}` });
    }
    if (account.reserved < 0 || account.reserved > account.balance) {
      differences.push({ kind: 'account', subject, expected: account.balance, actual: account.reserved, message: `reserved ${account.reserved} is outside 0..balance (${account.balance})` });
    }
  }
  const windows = new Set([...quotaSpent.keys(), ...quotaHeld.keys()]);
  // A token's current window too, so counters that moved with no ledger entry or hold behind them show.
  for (const token of await store.listTokens({})) {
    if (token.quota !== null) windows.add(`${token.id} ${getQuotaWindow(token.quota.period, now).key}`);
  }
  for (const key of windows) {
    const [tokenId = '', window = ''] = key.split(' ');
    const usage = await store.getQuotaUsage(tokenId, window);
    const subject = `token ${tokenId} window ${window}`;
    const spent = quotaSpent.get(key) ?? 0;
    if (usage.spent !== spent) differences.push({ kind: 'quota_spent', subject, expected: spent, actual: usage.spent, message: `quota spent ${usage.spent}, but the ledger charges add up to ${spent}` });
    const reserved = quotaHeld.get(key) ?? 0;
    if (usage.reserved !== reserved) {
      differences.push({ kind: 'quota_reserved', subject, expected: reserved, actual: usage.reserved, message: `quota reserved ${usage.reserved}, but open holds add up to ${reserved}` });
    }
  }
  differences.push(...compareUsageRollup(ledger, await store.usageSeriesRows({}, USAGE_ROLLUP_HOUR_MS)));
  return { accounts: accounts.length, entries: ledger.length, holds: holds.length, differences };
}
