/**
 * A client-supplied value cut to `limit` characters for echoing it in an error message or a log line, with the
 * original length said, so a 1 MB `model` costs a line, not a megabyte.
 */
export function truncateEcho(text: string, limit = 200): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}… (${text.length} characters)`;
}
