import { UpstreamError } from '../../errors/upstream-error.js';

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

function readCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return readCode((error as { cause?: unknown }).cause);
}

/** A failure to reach an upstream (no HTTP status) as a retryable UpstreamError: 504 on timeouts, else 502. */
export function toUpstreamError(error: unknown, deploymentName: string): UpstreamError {
  const code = readCode(error) ?? 'unknown';
  const timeout = TIMEOUT_CODES.has(code);
  const detail = error instanceof Error ? error.message : String(error);
  return new UpstreamError({
    code: timeout ? 'upstream_timeout' : 'upstream_error',
    message: timeout
      ? `The upstream ${deploymentName} did not answer in time (${code}).`
      : `The gateway could not reach the upstream ${deploymentName} (${code}: ${detail}).`,
    cause: error,
    reason: timeout ? 'timeout' : 'connection_error',
    retryable: true,
  });
}
