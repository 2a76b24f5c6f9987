/** One server-sent event as it appeared on the wire, before any format-specific meaning is given to it. */
export type SseFrame = {
  /** The `event:` line, or undefined when the frame had none. */
  event?: string;
  /** The `data:` lines joined with `\n`. */
  data: string;
};

/**
 * Splits a complete SSE body into frames (WHATWG rules): CRLF or LF, comments skipped, multi-line `data:`
 * joined, a missing final blank line tolerated. Frames without any `data:` line are dropped.
 */
export function parseSseFrames(text: string): SseFrame[] {
  const frames: SseFrame[] = [];
  let event: string | undefined;
  let dataLines: string[] | undefined;
  const flush = (): void => {
    if (dataLines !== undefined) {
      frames.push(event === undefined ? { data: dataLines.join('\n') } : { event, data: dataLines.join('\n') });
    }
    event = undefined;
    dataLines = undefined;
  };
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') (dataLines ??= []).push(value);
  }
  flush();
  return frames;
}
