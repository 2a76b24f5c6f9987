import type { ErrorInput } from '@modelgate/ir';
import { isResponsesErrorType, mapStatusToErrorType, type ResponsesErrorType } from './map-status-to-error-type.js';

/** The envelope fields every renderer of this format agrees on. */
export type ResolvedErrorFields = { status: number; type: ResponsesErrorType; code: string | null; param: string | null };

/**
 * Fills in what the input leaves open. The status is kept when it is an error status (400–599), else 500.
 * `type`: the input's when it is one of this format's types; `insufficient_quota` when the code says so; else by
 * status. `code`: the input's (an explicit `null` stays `null`); when absent, `invalid_api_key` for 401,
 * `insufficient_quota` for quota errors, `rate_limit_exceeded` for other 429s, else `null`.
 */
export function resolveErrorFields(input: ErrorInput): ResolvedErrorFields {
  const status = Number.isInteger(input.status) && input.status >= 400 && input.status <= 599 ? input.status : 500;
  const type: ResponsesErrorType =
    input.type !== undefined && isResponsesErrorType(input.type)
      ? input.type
      : input.code === 'insufficient_quota'
        ? 'insufficient_quota'
        : mapStatusToErrorType(status);
  const code = input.code !== undefined ? input.code : defaultCode(status, type);
  return { status, type, code, param: input.param ?? null };
}

function defaultCode(status: number, type: ResponsesErrorType): string | null {
  if (type === 'insufficient_quota') return 'insufficient_quota';
  if (status === 401) return 'invalid_api_key';
  if (status === 429) return 'rate_limit_exceeded';
  return null;
}
