import type { AdminUsageQuery } from '@modelgate/admin-api';
import type { CoreAdmin, UsageFilter } from '@modelgate/core';
import { readAdminTime } from './read-admin-time.js';
import { resolveAccountId } from './resolve-account-id.js';

/** The core's usage filter from a validated usage query; the account may be named by ID or name. */
export async function toUsageFilter(admin: CoreAdmin, query: AdminUsageQuery, now: number): Promise<UsageFilter> {
  const filter: UsageFilter = {};
  if (query.account !== undefined) filter.accountId = await resolveAccountId(admin, query.account);
  if (query.token !== undefined) filter.tokenId = query.token;
  if (query.model !== undefined) filter.modelId = query.model;
  if (query.since !== undefined) filter.since = readAdminTime(query.since, 'since', now, { spans: true });
  if (query.until !== undefined) filter.until = readAdminTime(query.until, 'until', now, { spans: true });
  return filter;
}
