import type { AdminListRequestsQuery } from '@modelgate/admin-api';
import type { CoreAdmin, RequestRecord, RequestRecordFilter } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';
import { readAdminTime } from './read-admin-time.js';
import { resolveAccountId } from './resolve-account-id.js';

const DEFAULT_PAGE = 100;

/**
 * A page of request records for a validated query (the API's and the CLI's), newest first. The cursor is the last
 * record's request ID; the store pages from its time, so a page boundary never skips or repeats a record.
 */
export async function listRequestRecords(admin: CoreAdmin, query: AdminListRequestsQuery, now: number): Promise<{ page: RequestRecord[]; nextCursor: string | null }> {
  const limit = query.limit === undefined ? DEFAULT_PAGE : Number(query.limit);
  const filter: RequestRecordFilter = { limit: limit + 1 };
  if (query.account !== undefined) filter.accountId = await resolveAccountId(admin, query.account);
  if (query.token !== undefined) filter.tokenId = query.token;
  if (query.model !== undefined) filter.modelId = query.model;
  if (query.outcome !== undefined) filter.failed = query.outcome === 'failed';
  if (query.since !== undefined) filter.since = readAdminTime(query.since, 'since', now, { spans: true });
  if (query.until !== undefined) filter.until = readAdminTime(query.until, 'until', now, { spans: true });
  if (query.after !== undefined) {
    const last = await admin.getRequestRecord(query.after);
    if (last === null) throw new GatewayError({ code: 'invalid_request', param: 'after', message: `\`after\` must be the \`next_cursor\` of a previous page; no request record has the ID ${JSON.stringify(query.after)}.` });
    filter.before = { createdAt: last.createdAt, requestId: last.requestId };
  }
  const found = await admin.listRequestRecords(filter);
  const page = found.slice(0, limit);
  return { page, nextCursor: found.length > limit ? (page[page.length - 1]?.requestId ?? null) : null };
}
