import type { RateLimits, TokenQuota } from './token.js';

/** Who is calling: the authenticated token and its account. */
export type Principal = {
  tokenId: string;
  tokenPrefix: string;
  tokenName: string;
  accountId: string;
  accountName: string;
  visibleModelIds: string[] | null;
  quota: TokenQuota | null;
  rateLimits: RateLimits;
  expiresAt: number | null;
};
