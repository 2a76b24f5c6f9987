/** The `event` name and `data` of an SSE event (data lines joined with `\n`, as an SSE client reads them). */
export type SseEventFields = { event: string | undefined; data: string };

/** A field's value: what follows `name:`, without the one space the SSE format allows after the colon. */
function fieldValue(line: string, name: string): string | undefined {
  if (!line.startsWith(name) || line.charCodeAt(name.length) !== 58 /* : */) return undefined;
  const value = line.slice(name.length + 1);
  return value.startsWith(' ') ? value.slice(1) : value;
}

/**
 * The last event of `text` when `text` ends with it, blank line included (`\n` or `\r\n` line ends); undefined when
 * `text` stops inside an event or holds none. Reads backwards over that event's lines only, so it costs the same on
 * a chunk of one event and on a whole answer.
 */
export function readLastSseEvent(text: string): SseEventFields | undefined {
  const blankLine = text.endsWith('\r\n\r\n') ? 4 : text.endsWith('\n\n') ? 2 : 0;
  if (blankLine === 0) return undefined;
  let event: string | undefined;
  const data: string[] = [];
  let lineEnd = text.length - blankLine;
  while (lineEnd > 0) {
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = text.slice(lineStart, text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd);
    if (line === '') break;
    event ??= fieldValue(line, 'event');
    const value = fieldValue(line, 'data');
    if (value !== undefined) data.unshift(value);
    lineEnd = lineStart - 1;
  }
  if (event === undefined && data.length === 0) return undefined;
  return { event, data: data.join('\n') };
}
