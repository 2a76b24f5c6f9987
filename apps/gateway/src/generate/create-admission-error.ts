import type { AdmitLimit } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';
import { FAILURE_MESSAGES } from '../http/create-request-authenticator.js';

const QUOTA_LIMITS: ReadonlySet<AdmitLimit> = new Set(['token_quota', 'account_balance']);

export type AdmissionRefusal = {
  limit: AdmitLimit;
  retryAfterMs?: number;
  message: string;
  denied?: 'revoked_token' | 'account_suspended';
};

/**
 * The answer to a refused admission. A token revoked or an account suspended while the principal was still cached
 * (core's `denied`) is the 401 / 403 authentication would have given. A rate limit gets a 429 with a short
 * `retry-after`; an exhausted quota or balance gets the `insufficient_quota` code and a long `retry-after` with
 * `x-should-retry: false`, so clients stop at once (PROTOCOLS.md §0.6, §2.4, PEERS.md 3b.27–28).
 */
export function createAdmissionError(refusal: AdmissionRefusal, quotaRetryAfterSeconds: number): GatewayError {
  if (refusal.denied === 'revoked_token') {
    return new GatewayError({ code: 'authentication', wireCode: 'invalid_api_key', message: FAILURE_MESSAGES.revoked_token });
  }
  if (refusal.denied === 'account_suspended') {
    return new GatewayError({
      code: 'permission',
      wireCode: 'account_suspended',
      message: FAILURE_MESSAGES.account_suspended,
    });
  }
  if (QUOTA_LIMITS.has(refusal.limit)) {
    const what = refusal.limit === 'token_quota' ? "the token's quota" : "the account's balance";
    return new GatewayError({
      code: 'quota_exceeded',
      wireCode: 'insufficient_quota',
      retryAfterSeconds: quotaRetryAfterSeconds,
      message: `${refusal.message} Requests are refused until ${what} is raised; check the account state with the operator. Retrying will not help.`,
    });
  }
  // Capped at 60 s: Claude Code gives up at once on a longer retry-after, which is kept for exhausted quotas.
  const seconds = Math.min(60, Math.max(1, Math.ceil((refusal.retryAfterMs ?? 1000) / 1000)));
  return new GatewayError({
    code: 'rate_limited',
    wireCode: 'rate_limit_exceeded',
    retryAfterSeconds: seconds,
    message: `${refusal.message} Please try again in ${seconds}s, or reduce concurrency.`,
  });
}
