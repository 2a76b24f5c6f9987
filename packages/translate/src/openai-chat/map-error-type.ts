/** OpenAI error type/code → HTTP status, for errors that arrive inside a stream. */
export function mapOpenAiErrorToStatus(type: string | undefined, code: string | undefined): number {
  if (code === 'context_length_exceeded' || type === 'invalid_request_error') return 400;
  if (code === 'invalid_api_key' || type === 'authentication_error') return 401;
  if (code === 'rate_limit_exceeded' || code === 'insufficient_quota' || type === 'rate_limit_error' || type === 'insufficient_quota') return 429;
  if (type === 'permission_error') return 403;
  if (type === 'not_found_error' || code === 'model_not_found') return 404;
  if (code === 'server_is_overloaded' || code === 'slow_down') return 503;
  return 500;
}
