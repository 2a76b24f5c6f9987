/** The OpenAI error `type` and default `code` for an HTTP status. */
export type ChatErrorDefaults = { type: string; code: string | null };

const DEFAULTS_BY_STATUS: Record<number, ChatErrorDefaults> = {
  400: { type: 'invalid_request_error', code: null },
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  402: { type: 'insufficient_quota', code: 'insufficient_quota' },
  403: { type: 'permission_error', code: null },
  404: { type: 'invalid_request_error', code: null },
  408: { type: 'timeout_error', code: null },
  409: { type: 'invalid_request_error', code: null },
  413: { type: 'invalid_request_error', code: 'request_too_large' },
  422: { type: 'invalid_request_error', code: null },
  429: { type: 'rate_limit_error', code: 'rate_limit_exceeded' },
  500: { type: 'server_error', code: null },
  502: { type: 'server_error', code: 'upstream_error' },
  503: { type: 'server_error', code: 'server_is_overloaded' },
  504: { type: 'timeout_error', code: 'upstream_timeout' },
  529: { type: 'server_error', code: 'server_is_overloaded' },
};

/** Looks up the status; other 4xx are `invalid_request_error`, other 5xx (and nonsense) `server_error`. */
export function mapStatusToErrorType(status: number): ChatErrorDefaults {
  const known = DEFAULTS_BY_STATUS[status];
  if (known) return known;
  if (status >= 400 && status < 500) return { type: 'invalid_request_error', code: null };
  return { type: 'server_error', code: null };
}
