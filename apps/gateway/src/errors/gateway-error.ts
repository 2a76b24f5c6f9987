/** What went wrong, independent of any wire format; HTTP_STATUS_BY_CODE maps it to a status (STYLE.md §5). */
export type GatewayErrorCode =
  | 'invalid_request'
  | 'authentication'
  | 'permission'
  | 'not_found'
  | 'request_too_large'
  | 'rate_limited'
  | 'quota_exceeded'
  | 'unsupported_feature'
  | 'upstream_error'
  | 'upstream_unavailable'
  | 'upstream_timeout'
  | 'internal';

export const HTTP_STATUS_BY_CODE: Record<GatewayErrorCode, number> = {
  invalid_request: 400,
  authentication: 401,
  permission: 403,
  not_found: 404,
  request_too_large: 413,
  unsupported_feature: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  upstream_error: 502,
  upstream_unavailable: 503,
  upstream_timeout: 504,
  internal: 500,
};

export type GatewayErrorOptions = {
  code: GatewayErrorCode;
  message: string;
  cause?: unknown;
  /** The wire `code` clients switch on, e.g. `model_not_found`, `invalid_api_key`, `insufficient_quota`. */
  wireCode?: string;
  /** The request field at fault, e.g. `messages[0].role`. */
  param?: string;
  /** Seconds for `retry-after` (429 and 503). */
  retryAfterSeconds?: number;
  /** Overrides the status from HTTP_STATUS_BY_CODE (an upstream status passed on as-is). */
  status?: number;
};

export class GatewayError extends Error {
  readonly code: GatewayErrorCode;
  readonly status: number;
  readonly wireCode: string | undefined;
  readonly param: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(options: GatewayErrorOptions) {
    super(options.message, { cause: options.cause });
    this.name = 'GatewayError';
    this.code = options.code;
    this.status = options.status ?? HTTP_STATUS_BY_CODE[options.code];
    this.wireCode = options.wireCode;
    this.param = options.param;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
