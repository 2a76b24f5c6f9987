import type { AdmitLimit } from '@modelgate/core';
import type { RateLimitName } from '../http/diagnostic-record.js';

const NAMES: Record<AdmitLimit, RateLimitName> = {
  token_quota: 'quota',
  account_balance: 'balance',
  rpm: 'rpm',
  tpm: 'tpm',
  concurrency: 'concurrency',
};

/** The core's refused limit as the diagnostic record and `modelgate_rate_limited_requests_total` name it. */
export function toRateLimitName(limit: AdmitLimit): RateLimitName {
  return NAMES[limit];
}
