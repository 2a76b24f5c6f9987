import type { CheckFunction } from './check-context.js';

const FINAL_STATUSES = new Set([400, 401, 403, 404, 413, 422]);
const RETRYABLE_STATUSES = new Set([429, 503, 529]);

/**
 * Retry hints real clients act on (PROTOCOLS §0.6, PROTOCOLS §5; PEERS #27-28): `x-should-retry: false` on a client error of
 * /v1/messages, the only endpoint Claude Code calls, so it fails at once instead of retrying for three minutes; and
 * `retry-after` in seconds on 429, 503, 529 on every endpoint (the openai and Anthropic SDKs both wait for it).
 */
export const checkRetryHints: CheckFunction = ({ testCase, response }) => {
  const claudeCodeCalls = testCase.format === 'messages';
  if (claudeCodeCalls && FINAL_STATUSES.has(response.status) && response.headers['x-should-retry'] !== 'false') {
    return [`no "x-should-retry: false" on a ${response.status}: Claude Code will retry it 10 times`];
  }
  if (RETRYABLE_STATUSES.has(response.status) && !/^\d+(\.\d+)?$/.test(response.headers['retry-after'] ?? '')) {
    return [`no retry-after (seconds) on a ${response.status}: clients fall back to blind backoff`];
  }
  return [];
};
