import { addToUsageTotals } from './add-to-usage-totals.js';
import type { LedgerEntry } from './ledger-entry.js';
import type { UsageRow } from './usage-summary.js';

/** Sums ledger entries per (account, token, model), as a store's usage query does in SQL. */
export function summarizeLedger(entries: readonly LedgerEntry[]): UsageRow[] {
  const rows = new Map<string, UsageRow>();
  for (const entry of entries) {
    const key = `${entry.accountId}\u0000${entry.tokenId}\u0000${entry.modelId}`;
    let row = rows.get(key);
    if (row === undefined) {
      row = {
        accountId: entry.accountId, tokenId: entry.tokenId, modelId: entry.modelId, requests: 0,
        inputTokens: 0, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 0, cost: 0,
      };
      rows.set(key, row);
    }
    addToUsageTotals(row, entry);
  }
  return [...rows.values()];
}
