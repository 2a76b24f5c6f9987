import type { ErrorInput } from '../error-input.js';

const CONTEXT_PATTERN = /prompt is too long|context length|context window|maximum context/i;

/** An error → the `response.failed` error code Codex acts on (PROTOCOLS.md §2.4). */
export function mapErrorToResponsesCode(error: ErrorInput): string {
  if (typeof error.code === 'string' && error.code !== '') return error.code;
  if (CONTEXT_PATTERN.test(error.message)) return 'context_length_exceeded';
  if (error.status === 429) return 'rate_limit_exceeded';
  if (error.status === 402) return 'insufficient_quota';
  if (error.status === 400 || error.status === 413 || error.status === 422) return 'invalid_prompt';
  return 'server_error';
}
