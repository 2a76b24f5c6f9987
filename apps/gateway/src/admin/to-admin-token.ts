import type { AdminToken } from '@modelgate/admin-api';
import { formatCredits, type Token } from '@modelgate/core';

const time = (value: number | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A token as the admin API shows it (never its secret): the same field names a create or update sends. */
export function toAdminToken(token: Token): AdminToken {
  return {
    id: token.id,
    account_id: token.accountId,
    name: token.name,
    prefix: token.prefix,
    status: token.status,
    created_at: new Date(token.createdAt).toISOString(),
    expires_at: time(token.expiresAt),
    revoked_at: time(token.revokedAt),
    models: token.visibleModelIds === null ? null : [...token.visibleModelIds],
    quota: token.quota === null ? null : formatCredits(token.quota.limit),
    quota_period: token.quota?.period ?? null,
    rpm: token.rateLimits.requestsPerMinute,
    tpm: token.rateLimits.tokensPerMinute,
    concurrency: token.rateLimits.concurrentRequests,
  };
}
