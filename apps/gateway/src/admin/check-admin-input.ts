import type { AdminValidationResult } from '@modelgate/admin-api';
import { GatewayError } from '../errors/gateway-error.js';

/** The validated value, or a 400 whose message and `param` name the field at fault. */
export function checkAdminInput<T>(result: AdminValidationResult<T>, where: 'body' | 'query' = 'body'): T {
  if (result.ok) return result.value;
  const { field, message } = result.issue;
  throw new GatewayError({
    code: 'invalid_request',
    message: field === '' ? `The ${where} ${message}.` : `\`${field}\` ${message}.`,
    ...(field === '' ? {} : { param: field }),
  });
}
