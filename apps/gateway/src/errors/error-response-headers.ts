/** Statuses on which retrying the same request cannot help; clients that honour x-should-retry stop at once. */
const NEVER_RETRY_STATUSES = new Set([400, 401, 403, 404, 405, 413, 422]);

/**
 * The hint headers for an error answer: `x-should-retry: false` on client errors and on exhausted quota
 * (PROTOCOLS.md §0.6, §5), `retry-after` in seconds when the caller may try again later.
 */
export function errorResponseHeaders(error: { status: number; code: string; retryAfterSeconds: number | undefined }): Record<string, string> {
  const headers: Record<string, string> = {};
  if (NEVER_RETRY_STATUSES.has(error.status) || error.code === 'quota_exceeded') headers['x-should-retry'] = 'false';
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
  return headers;
}
