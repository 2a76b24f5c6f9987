import type { GatewayErrorCode } from '../errors/gateway-error.js';
import { UpstreamError } from '../errors/upstream-error.js';
import type { ErrorInput } from '@modelgate/ir';

type Mapping = { code: GatewayErrorCode; retryable: boolean; passMessage: boolean };

function mapUpstreamStatus(status: number): Mapping {
  if (status === 400 || status === 422) return { code: 'invalid_request', retryable: false, passMessage: true };
  if (status === 413) return { code: 'request_too_large', retryable: false, passMessage: true };
  if (status === 408 || status === 504) return { code: 'upstream_timeout', retryable: true, passMessage: false };
  if (status === 429) return { code: 'rate_limited', retryable: true, passMessage: false };
  if (status === 503 || status === 529) return { code: 'upstream_unavailable', retryable: true, passMessage: false };
  if (status >= 500) return { code: 'upstream_error', retryable: true, passMessage: false };
  if (status >= 400 && status !== 401 && status !== 403 && status !== 404) return { code: 'invalid_request', retryable: false, passMessage: true };
  // 401, 403, 404 from the upstream mean the gateway's key or upstream model name is wrong: not the caller's fault.
  return { code: 'upstream_error', retryable: true, passMessage: false };
}

/**
 * An upstream's error answer as an UpstreamError: the caller's own mistakes (400, 413, 422) keep the upstream's
 * message and code (Claude Code and Codex parse "prompt is too long" and `context_length_exceeded`); 429 stays a
 * rate limit with a short retry-after; everything else is a 502/503/504 that names the deployment.
 */
export function createUpstreamStatusError(options: {
  deploymentName: string;
  status: number;
  retryAfterHeader: string | undefined;
  upstreamBody: unknown;
  errorInput: ErrorInput;
}): UpstreamError {
  const { deploymentName, status, errorInput } = options;
  const mapping = mapUpstreamStatus(status);
  const retryAfter = Number(options.retryAfterHeader);
  const retryAfterSeconds =
    mapping.code === 'rate_limited' || mapping.code === 'upstream_unavailable'
      ? Math.min(60, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1)
      : undefined;
  const message = mapping.passMessage
    ? errorInput.message
    : `The upstream ${deploymentName} answered ${status}${mapping.code === 'rate_limited' ? ' (rate limited)' : ''}: ${errorInput.message}`;
  return new UpstreamError({
    code: mapping.code,
    message,
    wireCode: mapping.passMessage ? (errorInput.code ?? undefined) : mapping.code === 'rate_limited' ? 'rate_limit_exceeded' : undefined,
    param: mapping.passMessage ? (errorInput.param ?? undefined) : undefined,
    retryAfterSeconds,
    reason: 'upstream_status',
    upstreamStatus: status,
    upstreamBody: options.upstreamBody,
    ...(options.retryAfterHeader === undefined ? {} : { upstreamRetryAfter: options.retryAfterHeader }),
    retryable: mapping.retryable,
  });
}
