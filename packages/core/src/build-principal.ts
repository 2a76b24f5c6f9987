import type { Principal } from './principal.js';
import type { AuthRecord } from './store.js';

/** The principal of an authenticated token, frozen: it is shared by every request the auth cache serves. */
export function buildPrincipal({ token, account }: AuthRecord): Principal {
  return Object.freeze({
    tokenId: token.id,
    tokenPrefix: token.prefix,
    tokenName: token.name,
    accountId: account.id,
    accountName: account.name,
    visibleModelIds: token.visibleModelIds === null ? null : Object.freeze([...token.visibleModelIds]) as string[],
    quota: token.quota === null ? null : Object.freeze({ ...token.quota }),
    rateLimits: Object.freeze({ ...token.rateLimits }),
    expiresAt: token.expiresAt,
  });
}
