/**
 * What the gateway knows about a failure, in no wire format yet (docs/ARCHITECTURE.md). `code` and `param` are
 * used verbatim when given (`null` included); `type` is used when it is one of this format's types.
 */
export type ErrorInput = {
  status: number;
  message: string;
  type?: string;
  code?: string | null;
  param?: string | null;
  requestId?: string;
  /** Responses only: the id of the response that failed (used by `renderStreamError`). */
  responseId?: string;
};
