import type { RequestRecordFilter } from './request-record.js';

/**
 * The `WHERE` clause (or '') and parameters selecting request records under a filter, for `?` or `$n` placeholders.
 * Pages go newest first with the request ID as the tie-break, so a page boundary is exact.
 */
export function buildRequestRecordWhere(filter: RequestRecordFilter, placeholder: (position: number) => string): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]): void => {
    let text = clause;
    for (const value of values) {
      params.push(value);
      text = text.replace('?', placeholder(params.length));
    }
    clauses.push(text);
  };
  if (filter.accountId !== undefined) add('account_id = ?', filter.accountId);
  if (filter.tokenId !== undefined) add('token_id = ?', filter.tokenId);
  if (filter.modelId !== undefined) add('model_id = ?', filter.modelId);
  if (filter.failed === true) add('status >= 400');
  if (filter.failed === false) add('(status IS NULL OR status < 400)');
  if (filter.since !== undefined) add('created_at >= ?', filter.since);
  if (filter.until !== undefined) add('created_at < ?', filter.until);
  if (filter.before !== undefined) {
    const { createdAt, requestId } = filter.before;
    // The `<=` repeats what the OR says so that it bounds a range of a time index: the OR alone reads every newer row.
    add('created_at <= ? AND (created_at < ? OR (created_at = ? AND request_id < ?))', createdAt, createdAt, createdAt, requestId);
  }
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, params };
}
