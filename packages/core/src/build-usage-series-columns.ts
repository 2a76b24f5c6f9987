import type { UsageGroupBy } from './usage-summary.js';

const COLUMN: Record<Exclude<UsageGroupBy, 'total'>, string> = { account: 'account_id', token: 'token_id', model: 'model_id' };

/**
 * The key columns of a usage series query and its GROUP BY: every key without `groupBy`, else only the grouped one
 * (the others read as ''), so the store returns one row per bucket and series instead of one per token and model.
 */
export function buildUsageSeriesColumns(groupBy: UsageGroupBy | undefined): { select: string; groupBy: string } {
  const kept = groupBy === undefined ? Object.values(COLUMN) : groupBy === 'total' ? [] : [COLUMN[groupBy]];
  return {
    select: Object.values(COLUMN).map((column) => (kept.includes(column) ? column : `'' AS ${column}`)).join(', '),
    groupBy: ['bucket_start', ...kept].join(', '),
  };
}
