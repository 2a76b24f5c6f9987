import type { Principal } from './principal.js';
import type { AuthRecord } from './store.js';

export function buildPrincipal({ token, account }: AuthRecord): Principal {
  return {
    tokenId: token.id,
    tokenPrefix: token.prefix,
    tokenName: token.name,
    accountId: account.id,
    accountName: account.name,
    visibleModelIds: token.visibleModelIds,
    quota: token.quota,
    rateLimits: token.rateLimits,
    expiresAt: token.expiresAt,
  };
}
