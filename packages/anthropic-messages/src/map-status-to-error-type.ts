/** The `error.type` values this format's clients know, each tied to an HTTP status. */
export type MessagesErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'billing_error'
  | 'permission_error'
  | 'not_found_error'
  | 'request_too_large'
  | 'rate_limit_error'
  | 'api_error'
  | 'timeout_error'
  | 'overloaded_error';

const ERROR_TYPE_BY_STATUS: Readonly<Record<number, MessagesErrorType>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  502: 'api_error',
  503: 'overloaded_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

/** A `Record`, so that adding a type to the union above without listing it here is a compile error. */
const KNOWN_ERROR_TYPES: Record<MessagesErrorType, true> = {
  invalid_request_error: true,
  authentication_error: true,
  billing_error: true,
  permission_error: true,
  not_found_error: true,
  request_too_large: true,
  rate_limit_error: true,
  api_error: true,
  timeout_error: true,
  overloaded_error: true,
};

/**
 * The error type for an HTTP status: the table above, then `invalid_request_error` for any other 4xx and
 * `api_error` for anything else (other 5xx, or a status that is not an error at all).
 */
export function mapStatusToErrorType(status: number): MessagesErrorType {
  const known = ERROR_TYPE_BY_STATUS[status];
  if (known !== undefined) return known;
  return status >= 400 && status < 500 ? 'invalid_request_error' : 'api_error';
}

/** True when `type` is one of this format's error types (and not, say, an OpenAI `server_error`). */
export function isMessagesErrorType(type: string): type is MessagesErrorType {
  return Object.hasOwn(KNOWN_ERROR_TYPES, type);
}
