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
  const series = await admin.usageSeries({ ...filter, since, until: filter.until ?? until + 1 }, { bucket, groupBy });
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
