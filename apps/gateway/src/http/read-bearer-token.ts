import { GatewayError } from '../errors/gateway-error.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** The form every client sends, `Bearer ` and the token with nothing around it: its token is the rest, no match array. */
const PLAIN_BEARER = /^Bearer \S+$/;

/**
 * The secret from `Authorization: Bearer <token>`; a 401 that says what to fix when the header is absent, has
 * another form, or the token came as `x-api-key` (accepted only when the operator allows it).
 */
export function readBearerToken(headers: { authorization: string | undefined; xApiKey: string | undefined }, allowXApiKey: boolean): string {
  const { authorization, xApiKey } = headers;
  if (authorization !== undefined && PLAIN_BEARER.test(authorization)) return authorization.slice(7);
  if (authorization !== undefined && authorization.trim() !== '') {
    const match = BEARER.exec(authorization.trim());
    if (match?.[1] !== undefined) return match[1];
    if (/^Bearer\s*$/i.test(authorization.trim())) {
      throw new GatewayError({ code: 'authentication', wireCode: 'invalid_api_key', message: 'The Authorization header has no token after Bearer: is the environment variable holding the token empty?' });
    }
    throw new GatewayError({
      code: 'authentication',
      wireCode: 'invalid_api_key',
      message: 'The Authorization header must have the form `Authorization: Bearer <token>` (the word Bearer, one space, then the token).',
    });
  }
  if (xApiKey !== undefined && xApiKey.trim() !== '') {
    if (allowXApiKey) return xApiKey.trim();
    throw new GatewayError({
      code: 'authentication',
      wireCode: 'invalid_api_key',
      message:
        // Never the literal header name here: Claude Code swaps any error message that contains it for its own
        // "Invalid API key" text, and this advice would be lost.
        'This gateway takes the token only as `Authorization: Bearer <token>`, not as an API-key header. ' +
        'For Claude Code set ANTHROPIC_AUTH_TOKEN instead of ANTHROPIC_API_KEY; for the Anthropic SDK pass authToken instead of apiKey.',
    });
  }
  throw new GatewayError({
    code: 'authentication',
    wireCode: 'invalid_api_key',
    message: 'Missing token. Send it as `Authorization: Bearer <token>`; create one with `modelgate tokens create`.',
  });
}
