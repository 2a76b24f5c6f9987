export type SseMessage = { event?: string; data: string };

/**
 * Incremental SSE parser (text in, any chunking). Handles CRLF and CR line ends, comments, multi-line data,
 * and a missing final blank line at `end()`. Messages without a data line are skipped.
 */
export function createSseParser(): { push(text: string): SseMessage[]; end(): SseMessage[] } {
  let buffer = '';
  let event: string | undefined;
  /** The data lines so far, joined with '\n' (a string, not an array: most messages have one data line). */
  let data: string | undefined;
  let pendingCarriageReturn = false;

  function dispatch(output: SseMessage[]): void {
    if (data !== undefined) {
      const message: SseMessage = { data };
      if (event !== undefined) message.event = event;
      output.push(message);
    }
    event = undefined;
    data = undefined;
  }

  function line(text: string, output: SseMessage[]): void {
    if (text === '') {
      dispatch(output);
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data = data === undefined ? value : `${data}\n${value}`;
    else if (field === 'event') event = value;
  }

  function push(text: string): SseMessage[] {
    const output: SseMessage[] = [];
    // An empty piece (a streaming TextDecoder may yield one) must not forget a CR that ended the previous piece.
    if (text === '') return output;
    let chunk = text;
    if (pendingCarriageReturn && chunk.startsWith('\n')) chunk = chunk.slice(1);
    pendingCarriageReturn = false;
    buffer += chunk;
    // Line ends found with indexOf (native), not char by char; each search resumes only once passed, so a buffer
    // without any CR is searched for one once.
    let start = 0;
    let newline = buffer.indexOf('\n');
    let carriage = buffer.indexOf('\r');
    while (newline >= 0 || carriage >= 0) {
      const isCarriage = carriage >= 0 && (newline < 0 || carriage < newline);
      const index = isCarriage ? carriage : newline;
      line(buffer.slice(start, index), output);
      start = index + 1;
      if (isCarriage) {
        if (start === buffer.length) pendingCarriageReturn = true;
        else if (buffer.charCodeAt(start) === 10) start += 1;
      }
      if (newline >= 0 && newline < start) newline = buffer.indexOf('\n', start);
      if (carriage >= 0 && carriage < start) carriage = buffer.indexOf('\r', start);
    }
    buffer = buffer.slice(start);
    return output;
  }

  function end(): SseMessage[] {
    const output: SseMessage[] = [];
    if (buffer !== '') line(buffer, output);
    buffer = '';
    dispatch(output);
    return output;
  }

  return { push, end };
}
