import { addUsageTotals } from './add-usage-totals.js';
import type { UsageRow, UsageSummary, UsageTotals } from './usage-summary.js';

const zero = (): UsageTotals => ({
  requests: 0, inputTokens: 0, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 0, cost: 0,
});

function group<K extends string, T extends UsageTotals>(rows: readonly UsageRow[], keyOf: (row: UsageRow) => K, start: (row: UsageRow) => T): T[] {
  const groups = new Map<K, T>();
  for (const row of rows) {
    const key = keyOf(row);
    let target = groups.get(key);
    if (target === undefined) {
      target = start(row);
      groups.set(key, target);
    }
    addUsageTotals(target, row);
  }
  return [...groups.values()].sort((a, b) => b.cost - a.cost);
}

/** Folds per-(account, token, model) rows into totals per account, per token and per model, dearest first. */
export function summarizeUsage(rows: readonly UsageRow[]): UsageSummary {
  const total = zero();
  for (const row of rows) addUsageTotals(total, row);
  return {
    total,
    byAccount: group(rows, (row) => row.accountId, (row) => ({ accountId: row.accountId, ...zero() })),
    byToken: group(rows, (row) => row.tokenId, (row) => ({ tokenId: row.tokenId, accountId: row.accountId, ...zero() })),
    byModel: group(rows, (row) => row.modelId, (row) => ({ modelId: row.modelId, ...zero() })),
  };
}
