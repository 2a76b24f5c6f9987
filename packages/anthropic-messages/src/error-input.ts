/**
 * What the gateway knows about a failure, in no particular format; `renderError` and `renderStreamError` put it
 * in this format's envelope. `code` and `param` have no place in this format's envelope and are not rendered.
 */
export type ErrorInput = {
  status: number;
  message: string;
  /** An error type to use instead of the one the status implies; used only if it is one of this format's types. */
  type?: string;
  code?: string | null;
  param?: string | null;
  requestId?: string;
  responseId?: string;
};
