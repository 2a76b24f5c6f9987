import { addUsageTotals } from './add-usage-totals.js';
import type { UsageGroupBy, UsageSeries, UsageSeriesRow, UsageTotals } from './usage-summary.js';

const KEY_OF: Record<UsageGroupBy, (row: UsageSeriesRow) => string> = {
  account: (row) => row.accountId,
  token: (row) => row.tokenId,
  model: (row) => row.modelId,
  total: () => 'total',
};

/**
 * Folds per-(bucket, account, token, model) rows into one series per account, token or model (or one in total), each
 * with a point per bucket that has usage, oldest first; the series are ordered dearest first.
 */
export function summarizeUsageSeries(rows: readonly UsageSeriesRow[], groupBy: UsageGroupBy): UsageSeries[] {
  const series = new Map<string, { points: Map<number, UsageTotals & { start: number }>; cost: number }>();
  for (const row of rows) {
    const key = KEY_OF[groupBy](row);
    let line = series.get(key);
    if (line === undefined) {
      line = { points: new Map(), cost: 0 };
      series.set(key, line);
    }
    let point = line.points.get(row.bucketStart);
    if (point === undefined) {
      point = { start: row.bucketStart, requests: 0, inputTokens: 0, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 0, cost: 0 };
      line.points.set(row.bucketStart, point);
    }
    addUsageTotals(point, row);
    line.cost += row.cost;
  }
  return [...series.entries()]
    .sort(([, a], [, b]) => b.cost - a.cost)
    .map(([key, line]) => ({ key, points: [...line.points.values()].sort((a, b) => a.start - b.start) }));
}
