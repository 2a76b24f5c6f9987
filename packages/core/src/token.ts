export type QuotaPeriod = 'lifetime' | 'day' | 'month';

/** A spend cap in micro-credits over a period (calendar day or month in UTC, or the token's lifetime). */
export type TokenQuota = { limit: number; period: QuotaPeriod };

/** Per-token rate limits; `null` means unlimited. */
export type RateLimits = {
  requestsPerMinute: number | null;
  tokensPerMinute: number | null;
  concurrentRequests: number | null;
};

export type TokenStatus = 'active' | 'revoked';

/** A token as shown to administrators: never the secret, never its hash. */
export type Token = {
  id: string;
  accountId: string;
  name: string;
  /** The display prefix, e.g. `mg-ab12cd34`. */
  prefix: string;
  status: TokenStatus;
  createdAt: number;
  expiresAt: number | null;
  revokedAt: number | null;
  /** Model IDs the token may see and use; `null` means every configured model. */
  visibleModelIds: string[] | null;
  quota: TokenQuota | null;
  rateLimits: RateLimits;
};

/** A token as stored: the public fields plus the SHA-256 hash (hex) of its secret. */
export type TokenRecord = Token & { hash: string };

export const NO_RATE_LIMITS: RateLimits = { requestsPerMinute: null, tokensPerMinute: null, concurrentRequests: null };
