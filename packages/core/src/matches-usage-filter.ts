import type { LedgerEntry } from './ledger-entry.js';
import type { UsageFilter } from './usage-summary.js';

/** Whether a ledger entry falls under a usage filter (`since` inclusive, `until` exclusive). */
export function matchesUsageFilter(entry: LedgerEntry, filter: UsageFilter): boolean {
  return (
    (filter.accountId === undefined || entry.accountId === filter.accountId) &&
    (filter.tokenId === undefined || entry.tokenId === filter.tokenId) &&
    (filter.modelId === undefined || entry.modelId === filter.modelId) &&
    (filter.since === undefined || entry.createdAt >= filter.since) &&
    (filter.until === undefined || entry.createdAt < filter.until)
  );
}
