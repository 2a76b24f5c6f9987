import type { ErrorInput } from '@modelgate/ir';
import { resolveErrorFields } from './resolve-error-fields.js';
import type { ResponsesErrorBody } from './types.js';

/**
 * An HTTP error answer in the OpenAI envelope `{ error: { message, type, param, code } }`, all four always present.
 * The request id is not part of the body (the gateway sends it as `x-request-id`).
 */
export function renderError(input: ErrorInput): { status: number; body: ResponsesErrorBody } {
  const { status, type, code, param } = resolveErrorFields(input);
  return { status, body: { error: { message: input.message, type, param, code } } };
}
