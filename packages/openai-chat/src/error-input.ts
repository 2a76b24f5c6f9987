/** What the gateway knows about an error; each format package renders it in its own envelope. */
export type ErrorInput = {
  status: number;
  message: string;
  /** Overrides the type the status implies (`invalid_request_error`, `rate_limit_error`, …). */
  type?: string;
  /** A machine-readable code, e.g. `model_not_found`, `rate_limit_exceeded`, `insufficient_quota`. */
  code?: string | null;
  /** The request field at fault, e.g. `model` or `messages`. */
  param?: string | null;
  requestId?: string;
  /** Used by the Responses format only; ignored here. */
  responseId?: string;
};
