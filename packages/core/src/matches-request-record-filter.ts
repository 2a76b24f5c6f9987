import type { RequestRecord, RequestRecordFilter } from './request-record.js';

/** Whether a record falls under a filter (the memory store's version of the SQL stores' WHERE). */
export function matchesRequestRecordFilter(record: RequestRecord, filter: RequestRecordFilter): boolean {
  const failed = record.status !== null && record.status >= 400;
  return (
    (filter.accountId === undefined || record.accountId === filter.accountId) &&
    (filter.tokenId === undefined || record.tokenId === filter.tokenId) &&
    (filter.modelId === undefined || record.modelId === filter.modelId) &&
    (filter.failed === undefined || failed === filter.failed) &&
    (filter.since === undefined || record.createdAt >= filter.since) &&
    (filter.until === undefined || record.createdAt < filter.until) &&
    (filter.before === undefined ||
      record.createdAt < filter.before.createdAt ||
      (record.createdAt === filter.before.createdAt && record.requestId < filter.before.requestId))
  );
}
