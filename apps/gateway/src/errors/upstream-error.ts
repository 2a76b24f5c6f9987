import { GatewayError, type GatewayErrorOptions } from './gateway-error.js';

/**
 * Why an upstream attempt failed, as the diagnostic record's attempts name it: no connection, no answer in time, an
 * error status, an error event before any content, a body that broke off, or an answer that could not be read.
 */
export type UpstreamFailureReason = 'connection_error' | 'timeout' | 'upstream_status' | 'error_event' | 'broken_stream' | 'invalid_answer';

export type UpstreamErrorOptions = GatewayErrorOptions & {
  /** Derived when absent: `upstream_status` with a status, `timeout` for upstream_timeout, else `connection_error`. */
  reason?: UpstreamFailureReason;
  upstreamStatus?: number;
  upstreamBody?: unknown;
  /** The upstream's own `retry-after` header, as sent (seconds or an HTTP date). */
  upstreamRetryAfter?: string;
  /** True when another deployment may be tried (connect error, timeout, 429, 5xx before the first byte). */
  retryable: boolean;
};

export class UpstreamError extends GatewayError {
  readonly upstreamStatus: number | undefined;
  readonly upstreamBody: unknown;
  readonly upstreamRetryAfter: string | undefined;
  readonly retryable: boolean;
  readonly reason: UpstreamFailureReason;

  constructor(options: UpstreamErrorOptions) {
    super(options);
    this.name = 'UpstreamError';
    this.upstreamStatus = options.upstreamStatus;
    this.upstreamBody = options.upstreamBody;
    this.upstreamRetryAfter = options.upstreamRetryAfter;
    this.retryable = options.retryable;
    this.reason =
      options.reason ??
      (options.upstreamStatus !== undefined ? 'upstream_status' : options.code === 'upstream_timeout' ? 'timeout' : 'connection_error');
  }
}
