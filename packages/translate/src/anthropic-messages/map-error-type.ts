const STATUS_BY_TYPE: Record<string, number> = {
  invalid_request_error: 400,
  authentication_error: 401,
  billing_error: 402,
  permission_error: 403,
  not_found_error: 404,
  conflict_error: 409,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  timeout_error: 504,
  overloaded_error: 529,
};

/** Anthropic error `type` → HTTP status (PROTOCOLS.md §7.3). */
export function mapAnthropicErrorTypeToStatus(type: string | undefined): number {
  return (type === undefined ? undefined : STATUS_BY_TYPE[type]) ?? 500;
}
