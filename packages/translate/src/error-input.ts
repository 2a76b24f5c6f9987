/**
 * The input every format package's `renderError` / `renderStreamError` takes (ARCHITECTURE.md, format packages).
 * Declared structurally here so the translators do not depend on a format package for one type.
 */
export type ErrorInput = {
  status: number;
  message: string;
  type?: string;
  code?: string | null;
  param?: string | null;
  requestId?: string;
  responseId?: string;
};
