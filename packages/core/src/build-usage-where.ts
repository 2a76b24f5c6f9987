import type { UsageFilter } from './usage-summary.js';

/**
 * The `WHERE` clause (or '') and parameters selecting ledger rows under a filter, for `?` or `$n` placeholders; the
 * time is `created_at`, or `timeColumn` (the rollup's `hour_start`).
 */
export function buildUsageWhere(
  filter: UsageFilter,
  placeholder: (position: number) => string,
  timeColumn: 'created_at' | 'hour_start' = 'created_at',
): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown): void => {
    params.push(value);
    clauses.push(clause.replace('?', placeholder(params.length)));
  };
  if (filter.accountId !== undefined) add('account_id = ?', filter.accountId);
  if (filter.tokenId !== undefined) add('token_id = ?', filter.tokenId);
  if (filter.modelId !== undefined) add('model_id = ?', filter.modelId);
  if (filter.since !== undefined) add(`${timeColumn} >= ?`, filter.since);
  if (filter.until !== undefined) add(`${timeColumn} < ?`, filter.until);
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, params };
}
