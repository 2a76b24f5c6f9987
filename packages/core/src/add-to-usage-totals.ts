import type { LedgerEntry } from './ledger-entry.js';
import type { UsageTotals } from './usage-summary.js';

/** Counts one ledger entry into `totals` (a request, its tokens and its cost), in place. */
export function addToUsageTotals(totals: UsageTotals, entry: LedgerEntry): void {
  totals.requests += 1;
  totals.inputTokens += entry.inputTokens;
  totals.cachedInputTokens += entry.cachedInputTokens;
  totals.cacheWriteInputTokens += entry.cacheWriteInputTokens;
  totals.outputTokens += entry.outputTokens;
  totals.cost += entry.cost;
}
