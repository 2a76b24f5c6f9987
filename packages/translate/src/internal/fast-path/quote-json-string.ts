/** A character JSON.stringify writes other than as itself: a quote, a backslash, a control character, a surrogate. */
// eslint-disable-next-line no-control-regex -- JSON escapes these control characters
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * `JSON.stringify(text)` for a string, without the runtime call in the common case: a delta's text rarely has a
 * character JSON escapes, and then its literal is the text between quotes. Any surrogate, paired or lone, is left to
 * JSON.stringify (which escapes lone ones), so the bytes are always JSON.stringify's.
 */
export function quoteJsonString(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}
