import type { ErrorInput } from '@modelgate/ir';
import { pickErrorType } from './pick-error-type.js';
import type { MessagesErrorBody } from './types.js';

/**
 * Renders a failure as an HTTP answer in this format's envelope: `{type:"error",error:{type,message},request_id}`.
 * `error.type` follows the status (400 invalid_request_error, 401 authentication_error, 429 rate_limit_error,
 * 529 overloaded_error, …) unless `input.type` is itself one of this format's types. A status outside 400–599 is
 * answered as 500.
 */
export function renderError(input: ErrorInput): { status: number; body: MessagesErrorBody } {
  const status = Number.isInteger(input.status) && input.status >= 400 && input.status <= 599 ? input.status : 500;
  return {
    status,
    body: {
      type: 'error',
      error: { type: pickErrorType(status, input.type), message: input.message },
      request_id: input.requestId ?? null,
    },
  };
}
