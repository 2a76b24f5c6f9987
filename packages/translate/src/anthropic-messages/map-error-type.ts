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

/** HTTP status → Anthropic error `type`. */
export function mapStatusToAnthropicErrorType(status: number): string {
  for (const [type, mapped] of Object.entries(STATUS_BY_TYPE)) if (mapped === status) return type;
  if (status === 422) return 'invalid_request_error';
  if (status === 503) return 'overloaded_error';
  return status >= 500 ? 'api_error' : 'invalid_request_error';
}

/** True when `type` is one of Anthropic's error types. */
export function isAnthropicErrorType(type: string | undefined): boolean {
  return type !== undefined && type in STATUS_BY_TYPE;
}
