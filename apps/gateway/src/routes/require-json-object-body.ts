import { type FormatModule, type JsonObject, isJsonObject } from '@modelgate/ir';
import { GatewayError } from '../errors/gateway-error.js';

/** The parsed body when it is a JSON object; else a 400 that shows a minimal valid body. */
export function requireJsonObjectBody(body: unknown, profile: FormatModule): JsonObject {
  if (isJsonObject(body)) return body;
  const what = body === undefined ? 'The request has no body' : 'The request body is not a JSON object';
  throw new GatewayError({
    code: 'invalid_request',
    message: `${what}. POST ${profile.endpoint} takes Content-Type: application/json and a body like ${JSON.stringify(profile.minimalBody)}.`,
  });
}
