/**
 * What the gateway knows about a failure, in no wire format yet: each format package's `renderError` and
 * `renderStreamError` put it in that format's own envelope (docs/ARCHITECTURE.md).
 */
export type ErrorInput = {
  status: number;
  message: string;
  /** An error type to use instead of the one the status implies; a format uses it only if it is one of its own types. */
  type?: string;
  /**
   * A machine-readable code, e.g. `model_not_found`, `rate_limit_exceeded`, `insufficient_quota`; used verbatim
   * (`null` included) by the OpenAI formats. The Anthropic envelope has no place for it.
   */
  code?: string | null;
  /** The request field at fault, e.g. `model` or `messages` (OpenAI formats only). */
  param?: string | null;
  requestId?: string;
  /** Responses only: the id of the response that failed (its `renderStreamError` sends it). */
  responseId?: string;
};
