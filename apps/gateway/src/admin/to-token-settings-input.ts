import type { AdminTokenSettings } from '@modelgate/admin-api';
import type { QuotaPeriod, RateLimits, UpdateTokenInput } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';
import { readAdminCredits } from './read-admin-credits.js';
import { readAdminTime } from './read-admin-time.js';

/**
 * The core's token settings from a validated create or update body: only the fields sent (null clears a limit).
 * Model IDs must be configured ones, so a typo cannot make a token that sees nothing. A `quota_period` alone (an
 * update) keeps the current limit; on create it defaults to month.
 */
export function toTokenSettingsInput(
  body: AdminTokenSettings,
  context: { knownModelIds: readonly string[]; currentQuota?: { limit: number; period: QuotaPeriod } | null },
): UpdateTokenInput {
  const input: UpdateTokenInput = {};
  if (body.name !== undefined) input.name = body.name;
  if (body.models !== undefined) {
    const unknown = (body.models ?? []).filter((model) => !context.knownModelIds.includes(model));
    if (unknown.length > 0) {
      throw new GatewayError({ code: 'invalid_request', param: 'models', message: `Unknown model IDs: ${unknown.join(', ')}. Configured models: ${context.knownModelIds.join(', ') || 'none'}.` });
    }
    input.visibleModelIds = body.models === null ? null : [...body.models];
  }
  const period = body.quota_period;
  if (body.quota === null) {
    if (period !== undefined) throw new GatewayError({ code: 'invalid_request', param: 'quota_period', message: '`quota_period` needs a `quota`; send `"quota": null` alone to remove the quota.' });
    input.quota = null;
  } else if (body.quota !== undefined) {
    input.quota = { limit: readAdminCredits(body.quota, 'quota'), period: period ?? context.currentQuota?.period ?? 'month' };
  } else if (period !== undefined) {
    if (context.currentQuota == null) throw new GatewayError({ code: 'invalid_request', param: 'quota_period', message: '`quota_period` needs a `quota` (this token has none).' });
    input.quota = { limit: context.currentQuota.limit, period };
  }
  const rateLimits: Partial<RateLimits> = {};
  if (body.rpm !== undefined) rateLimits.requestsPerMinute = body.rpm;
  if (body.tpm !== undefined) rateLimits.tokensPerMinute = body.tpm;
  if (body.concurrency !== undefined) rateLimits.concurrentRequests = body.concurrency;
  if (Object.keys(rateLimits).length > 0) input.rateLimits = rateLimits;
  if (body.expires_at !== undefined) input.expiresAt = body.expires_at === null ? null : readAdminTime(body.expires_at, 'expires_at', 0, { spans: false });
  return input;
}
