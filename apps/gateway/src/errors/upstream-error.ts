import { GatewayError, type GatewayErrorOptions } from './gateway-error.js';

export type UpstreamErrorOptions = GatewayErrorOptions & {
  upstreamStatus?: number;
  upstreamBody?: unknown;
  /** True when another deployment may be tried (connect error, timeout, 429, 5xx before the first byte). */
  retryable: boolean;
};

export class UpstreamError extends GatewayError {
  readonly upstreamStatus: number | undefined;
  readonly upstreamBody: unknown;
  readonly retryable: boolean;

  constructor(options: UpstreamErrorOptions) {
    super(options);
    this.name = 'UpstreamError';
    this.upstreamStatus = options.upstreamStatus;
    this.upstreamBody = options.upstreamBody;
    this.retryable = options.retryable;
  }
}
