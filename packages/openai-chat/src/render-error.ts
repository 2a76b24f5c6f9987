import type { ErrorInput } from '@modelgate/ir';
import { mapStatusToErrorType } from './map-status-to-error-type.js';
import type { ChatErrorBody } from './types.js';

/**
 * The OpenAI error envelope for an error: `{ error: { message, type, param, code } }`, with `param` and `code`
 * always present (null when unknown), as the openai SDK reads them. A status outside 400–599 becomes 500.
 */
export function renderError(input: ErrorInput): { status: number; body: ChatErrorBody } {
  const status = Number.isInteger(input.status) && input.status >= 400 && input.status <= 599 ? input.status : 500;
  const defaults = mapStatusToErrorType(status);
  return {
    status,
    body: {
      error: {
        message: input.message,
        type: input.type ?? defaults.type,
        param: input.param ?? null,
        code: input.code === undefined ? defaults.code : input.code,
      },
    },
  };
}
