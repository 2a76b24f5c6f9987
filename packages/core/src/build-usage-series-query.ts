import { buildUsageSeriesColumns } from './build-usage-series-columns.js';
import { buildUsageWhere } from './build-usage-where.js';
import { USAGE_ROLLUP_HOUR_MS, widenToWholeHours } from './usage-rollup-hour.js';
import type { UsageFilter, UsageGroupBy } from './usage-summary.js';

/** Sums of rollup rows; `requests` is already a count there. */
const ROLLUP_SUMS = `SUM(requests) AS requests, SUM(input_tokens) AS input_tokens, SUM(cached_input_tokens) AS cached_input_tokens,
  SUM(cache_write_input_tokens) AS cache_write_input_tokens, SUM(output_tokens) AS output_tokens, SUM(cost) AS cost`;

/**
 * The SQL store's usage series query: it reads the hourly rollup (`usage_hourly`, kept with the ledger in its transaction),
 * whose rows are a whole number of hours wide, so its cost follows the hours and keys in the window, not the requests.
 * At most `limit` rows, the oldest buckets first.
 */
export function buildUsageSeriesQuery(
  filter: UsageFilter,
  options: { bucketMs: number; groupBy: UsageGroupBy | undefined; limit: number | undefined },
  placeholder: (position: number) => string,
): { sql: string; params: unknown[] } {
  const bucket = Math.max(1, Math.round(options.bucketMs / USAGE_ROLLUP_HOUR_MS)) * USAGE_ROLLUP_HOUR_MS;
  const where = buildUsageWhere(widenToWholeHours(filter), placeholder, 'hour_start');
  const columns = buildUsageSeriesColumns(options.groupBy);
  const limit = options.limit === undefined ? '' : ` LIMIT ${Math.max(0, Math.floor(options.limit))}`;
  return {
    sql: `SELECT (hour_start / ${bucket}) * ${bucket} AS bucket_start, ${columns.select}, ${ROLLUP_SUMS}
      FROM usage_hourly ${where.sql} GROUP BY ${columns.groupBy} ORDER BY bucket_start${limit}`,
    params: where.params,
  };
}
