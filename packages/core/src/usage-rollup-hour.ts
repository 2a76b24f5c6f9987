import type { UsageFilter } from './usage-summary.js';

/** The width of a row of the usage rollup (`usage_hourly`): one UTC hour. Series buckets are whole multiples of it. */
export const USAGE_ROLLUP_HOUR_MS = 3_600_000;

/**
 * A usage filter widened to whole rollup hours: `since` down to its hour, `until` up to the next one (an hour that has
 * begun counts whole). Usage series are read this way in every store, so they agree whether or not a store keeps a rollup.
 */
export function widenToWholeHours(filter: UsageFilter): UsageFilter {
  const widened: UsageFilter = { ...filter };
  if (filter.since !== undefined) widened.since = Math.floor(filter.since / USAGE_ROLLUP_HOUR_MS) * USAGE_ROLLUP_HOUR_MS;
  if (filter.until !== undefined) widened.until = Math.ceil(filter.until / USAGE_ROLLUP_HOUR_MS) * USAGE_ROLLUP_HOUR_MS;
  return widened;
}
