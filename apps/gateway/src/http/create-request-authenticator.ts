import type { IncomingMessage } from 'node:http';
import type { AuthenticateResult } from '@modelgate/core';
import type { CorePort } from '../core/core-port.js';
import { GatewayError } from '../errors/gateway-error.js';
import { findTokenInQuery } from './find-token-in-query.js';
import { readBearerToken } from './read-bearer-token.js';
import type { RequestContext } from './request-context.js';

type Failure = Extract<AuthenticateResult, { ok: false }>['reason'];

/** What each authentication failure tells the client; admission's `denied` reasons reuse them. */
export const FAILURE_MESSAGES: Record<Failure, string> = {
  unknown_token: 'The token is not known to this gateway. Re-copy it in full (it starts with `mg-`), or create a new one.',
  revoked_token: 'The token has been revoked. Ask the operator for a new token.',
  expired_token: 'The token has expired. Ask the operator for a new token.',
  account_suspended: 'The account this token belongs to is suspended. Ask the operator to resume it.',
};

/**
 * Authenticates a request into its context: at once (undefined) when the core's cache answers, else a promise of it;
 * a failure is thrown (at once) or rejects (after the store read).
 */
export type RequestAuthenticator = (request: IncomingMessage, query: string, context: RequestContext) => Promise<void> | undefined;

function headerText(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

/** The principal into the request context, or the 401/403 a failed authentication answers. */
function accept(result: AuthenticateResult, context: RequestContext): void {
  if (!result.ok) {
    const suspended = result.reason === 'account_suspended';
    throw new GatewayError({
      code: suspended ? 'permission' : 'authentication',
      wireCode: suspended ? 'account_suspended' : 'invalid_api_key',
      message: FAILURE_MESSAGES[result.reason],
    });
  }
  context.principal = result.principal;
  context.diagnostic.tokenPrefix = result.principal.tokenPrefix;
  context.diagnostic.account = result.principal.accountName;
}

/**
 * Authenticates `Authorization: Bearer` and stores the principal in the request context (SPEC §5); throws a 401/403.
 * A token the core's cache holds is answered in the same turn: no promise, no microtask.
 */
export function createRequestAuthenticator(options: { core: CorePort; allowXApiKey: boolean }): RequestAuthenticator {
  const { core, allowXApiKey } = options;
  return (request, query, context) => {
    const parameter = findTokenInQuery(query);
    if (parameter !== undefined) {
      throw new GatewayError({
        code: 'authentication',
        wireCode: 'invalid_api_key',
        message: `Do not put a token in the URL (query parameter \`${parameter}\`): URLs end up in logs and histories. Send it as \`Authorization: Bearer <token>\`, and revoke a token that was exposed.`,
      });
    }
    const headers = request.headers;
    const secret = readBearerToken({ authorization: headerText(headers.authorization), xApiKey: headerText(headers['x-api-key']) }, allowXApiKey);
    const known = core.authenticateCached(secret);
    if (known === undefined) return core.authenticate(secret).then((result) => accept(result, context));
    accept(known, context);
    return undefined;
  };
}
