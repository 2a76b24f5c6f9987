import type { AdminRequestRecord } from '@modelgate/admin-api';
import type { RequestRecord } from '@modelgate/core';

/** A stored request record as the admin API shows it: the keys in snake_case, the diagnostic record as logged. */
export function toAdminRequestRecord(record: RequestRecord): AdminRequestRecord {
  return {
    request_id: record.requestId,
    created_at: new Date(record.createdAt).toISOString(),
    account_id: record.accountId,
    token_id: record.tokenId,
    model_id: record.modelId,
    status: record.status,
    record: record.record,
  };
}
