import { parseCredits } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';

/**
 * Credits as sent (a decimal string, or a JSON number the contract allowed) as integer micro-credits, without floats;
 * `signed` allows a leading minus. A number that prints in exponent form (1e-7) is refused with the field named.
 */
export function readAdminCredits(value: string | number, field: string, { signed = false } = {}): number {
  const text = String(value).trim();
  const negative = signed && text.startsWith('-');
  const micros = parseCredits(negative ? text.slice(1) : text);
  if (micros === null) {
    throw new GatewayError({ code: 'invalid_request', param: field, message: `\`${field}\` must be credits as a decimal string such as "2.5" (up to 6 decimals), not ${JSON.stringify(value)}.` });
  }
  return negative ? -micros : micros;
}
