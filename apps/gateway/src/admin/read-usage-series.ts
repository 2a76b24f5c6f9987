import type { AdminUsageSeries, AdminUsageSeriesQuery } from '@modelgate/admin-api';
import type { CoreAdmin } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';
import { toAdminUsageTotals } from './to-admin-usage.js';
import { toUsageFilter } from './to-usage-filter.js';

const BUCKET_MS = { hour: 3_600_000, day: 86_400_000 } as const;
/** The span shown when the query gives no `since`: a day of hours, or 30 days. */
const DEFAULT_SPAN = { hour: 24, day: 30 } as const;
/** The most points one series may have, so a chart never asks the store for years of hours. */
const MAX_BUCKETS = 2_000;
/** The most points of one answer, across all its series (buckets × series): a chart of 48,000 points draws nothing useful. */
export const MAX_USAGE_SERIES_POINTS = 10_000;

/** The field to change when an answer has too many points: hours to days first, then a shorter span, then the grouping. */
function tooManyPoints(bucket: 'hour' | 'day', groupBy: string, buckets: number, cause: unknown): GatewayError {
  const param = bucket === 'hour' ? 'bucket' : buckets > 1 ? 'since' : 'group_by';
  return new GatewayError({
    code: 'invalid_request', param, cause,
    message: `The series has more than ${MAX_USAGE_SERIES_POINTS} points (${buckets} ${bucket}s × the ${groupBy} series); use \`bucket=day\`, a shorter span (\`since\`, \`until\`), a filter (\`account\`, \`token\`, \`model\`) or a coarser \`group_by\`.`,
  });
}

/** Usage over time for a validated query (the API's and the CLI's), with the names of accounts and tokens. */
export async function readUsageSeries(admin: CoreAdmin, query: AdminUsageSeriesQuery, now: number): Promise<AdminUsageSeries> {
  const bucket = query.bucket ?? 'day';
  const groupBy = query.group_by ?? 'total';
  const filter = await toUsageFilter(admin, query, now);
  const until = filter.until ?? now;
  const since = filter.since ?? Math.floor(until / BUCKET_MS[bucket]) * BUCKET_MS[bucket] - (DEFAULT_SPAN[bucket] - 1) * BUCKET_MS[bucket];
  if ((until - since) / BUCKET_MS[bucket] > MAX_BUCKETS) {
    throw new GatewayError({ code: 'invalid_request', param: 'since', message: `The span from \`since\` to \`until\` has more than ${MAX_BUCKETS} ${bucket}s; narrow it or use a wider \`bucket\`.` });
  }
  // Without `until`, up to now inclusive: a request settled this very millisecond counts.
  const buckets = Math.ceil((until - since) / BUCKET_MS[bucket]);
  const series = await admin.usageSeries({ ...filter, since, until: filter.until ?? until + 1 }, { bucket, groupBy, maxPoints: MAX_USAGE_SERIES_POINTS }).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'CoreError' && (error as Error & { code?: unknown }).code === 'too_large') throw tooManyPoints(bucket, groupBy, buckets, error);
    throw error;
  });
  const accounts = groupBy === 'account' ? new Map((await admin.listAccounts()).map((account) => [account.id, account.name])) : undefined;
  const tokens = groupBy === 'token' ? new Map((await admin.listTokens()).map((token) => [token.id, token.name])) : undefined;
  return {
    bucket,
    group_by: groupBy,
    since: new Date(since).toISOString(),
    until: new Date(until).toISOString(),
    series: series.map((line) => ({
      key: line.key,
      name: accounts?.get(line.key) ?? tokens?.get(line.key) ?? (groupBy === 'model' ? line.key : groupBy === 'total' ? 'total' : null),
      points: line.points.map((point) => ({ start: new Date(point.start).toISOString(), ...toAdminUsageTotals(point) })),
    })),
  };
}
