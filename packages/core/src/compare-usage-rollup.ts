import { addToUsageTotals } from './add-to-usage-totals.js';
import type { LedgerEntry } from './ledger-entry.js';
import { USAGE_ROLLUP_HOUR_MS } from './usage-rollup-hour.js';
import type { UsageSeriesRow, UsageTotals } from './usage-summary.js';
import type { LedgerDifference } from './verify-ledger.js';

const FIELDS = ['requests', 'inputTokens', 'cachedInputTokens', 'cacheWriteInputTokens', 'outputTokens', 'cost'] as const satisfies readonly (keyof UsageTotals)[];

const keyOf = (hour: number, accountId: string, tokenId: string, modelId: string): string => `${hour} ${accountId} ${tokenId} ${modelId}`;

/**
 * The hourly usage rollup (`rollup`: the store's series rows per hour and (account, token, model)) against the sums of
 * the ledger entries themselves: a difference per field of each hour and key where they disagree, or where either
 * has a row the other lacks.
 */
export function compareUsageRollup(ledger: readonly LedgerEntry[], rollup: readonly UsageSeriesRow[]): LedgerDifference[] {
  const expected = new Map<string, UsageTotals>();
  for (const entry of ledger) {
    const key = keyOf(Math.floor(entry.createdAt / USAGE_ROLLUP_HOUR_MS) * USAGE_ROLLUP_HOUR_MS, entry.accountId, entry.tokenId, entry.modelId);
    const sums = expected.get(key) ?? { requests: 0, inputTokens: 0, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 0, cost: 0 };
    addToUsageTotals(sums, entry);
    expected.set(key, sums);
  }
  const actual = new Map(rollup.map((row) => [keyOf(row.bucketStart, row.accountId, row.tokenId, row.modelId), row]));
  const differences: LedgerDifference[] = [];
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const [hour = '0'] = key.split(' ');
    const subject = `usage hour ${new Date(Number(hour)).toISOString()} ${key.slice(hour.length + 1)}`;
    for (const field of FIELDS) {
      const want = expected.get(key)?.[field] ?? 0;
      const have = actual.get(key)?.[field] ?? 0;
      if (want !== have) {
        differences.push({ kind: 'usage_rollup', subject, expected: want, actual: have, message: `the usage rollup has ${field} ${have}, but the ledger entries of that hour add up to ${want}` });
      }
    }
  }
  return differences;
}
