/** The `error.type` values this format's envelope uses. */
export type ResponsesErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'rate_limit_exceeded'
  | 'insufficient_quota'
  | 'server_error';

const ERROR_TYPE_BY_STATUS: Readonly<Record<number, ResponsesErrorType>> = {
  400: 'invalid_request_error',
  // OpenAI answers a bad key with this type plus `code: "invalid_api_key"`; the SDK keys on the status.
  401: 'invalid_request_error',
  402: 'insufficient_quota',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_exceeded',
};

const KNOWN_ERROR_TYPES: ReadonlySet<string> = new Set<ResponsesErrorType>([
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'rate_limit_exceeded',
  'insufficient_quota',
  'server_error',
]);

/**
 * The error type for an HTTP status: the table above, `invalid_request_error` for any other 4xx and
 * `server_error` for 5xx and anything that is not an error status.
 */
export function mapStatusToErrorType(status: number): ResponsesErrorType {
  const known = ERROR_TYPE_BY_STATUS[status];
  if (known !== undefined) return known;
  return status >= 400 && status < 500 ? 'invalid_request_error' : 'server_error';
}

/** True when `type` is one of this format's error types (and not, say, an Anthropic `overloaded_error`). */
export function isResponsesErrorType(type: string): type is ResponsesErrorType {
  return KNOWN_ERROR_TYPES.has(type);
}
