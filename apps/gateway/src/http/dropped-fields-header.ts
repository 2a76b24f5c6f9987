/** The response header that lists the client's request fields a translation did not send (README: Translation). */
export const DROPPED_FIELDS_HEADER = 'x-modelgate-dropped-fields';

const MAX_LENGTH = 1000;

/** A header value holds visible ASCII only: anything else in a field name is percent-encoded (UTF-8), as are `%` and `,`. */
function toHeaderText(path: string): string {
  return path.replace(/[^\x21-\x7e]|[%,]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD, as a UTF-8 decoder would read it
    }
  });
}

/** `/a,/b/0/c`: JSON pointers, comma-separated; past 1,000 characters, cut at a comma and ended with `,...`. */
export function formatDroppedFieldsHeader(dropped: readonly string[]): string {
  let value = '';
  for (const path of dropped) {
    const text = toHeaderText(path);
    const next = value === '' ? text : `${value},${text}`;
    if (next.length > MAX_LENGTH) return value === '' ? '...' : `${value},...`;
    value = next;
  }
  return value;
}
