/** One dispatched server-sent event: its `event:` name (when the server sent one) and its joined `data:` lines. */
export type SseMessage = { event?: string; data: string };

/** An incremental server-sent-events reader: text in, in any chunking, whole messages out. */
export type SseParser = {
  /** Feeds more text and returns the messages it completed. */
  push(text: string): SseMessage[];
  /** The stream ended: completes a last line and message that had no terminating newline or blank line. */
  end(): SseMessage[];
};

/**
 * Creates a reader of the `text/event-stream` framing (WHATWG HTML, server-sent events): lines end with CRLF, LF
 * or CR (also when a CRLF pair is split across two chunks); a blank line dispatches the message; several `data:`
 * lines join with `\n`; lines starting with `:` are comments; a single space after the colon is dropped; a message
 * with no `data:` line is not dispatched. `id:` and `retry:` are accepted and ignored. Never throws.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  let skipLeadingLineFeed = false;
  let eventName: string | undefined;
  let dataLines: string[] = [];

  const dispatch = (output: SseMessage[]): void => {
    if (dataLines.length > 0) {
      output.push(eventName === undefined ? { data: dataLines.join('\n') } : { event: eventName, data: dataLines.join('\n') });
    }
    eventName = undefined;
    dataLines = [];
  };

  const processLine = (line: string, output: SseMessage[]): void => {
    if (line === '') {
      dispatch(output);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') eventName = value;
  };

  const consume = (text: string, output: SseMessage[]): void => {
    let input = text;
    if (!started && input.length > 0) {
      started = true;
      if (input.startsWith('\uFEFF')) input = input.slice(1);
    }
    if (skipLeadingLineFeed && input.length > 0) {
      if (input.startsWith('\n')) input = input.slice(1);
      skipLeadingLineFeed = false;
    }
    const scanFrom = buffer.length;
    buffer += input;
    let start = 0;
    if (!input.includes('\r')) {
      // Fast path for the usual LF-only text: let the engine search for line ends.
      for (let end = buffer.indexOf('\n', scanFrom); end !== -1; end = buffer.indexOf('\n', start)) {
        processLine(buffer.slice(start, end), output);
        start = end + 1;
      }
      buffer = buffer.slice(start);
      return;
    }
    for (let index = scanFrom; index < buffer.length; index += 1) {
      const character = buffer.charCodeAt(index);
      if (character !== 10 && character !== 13) continue;
      processLine(buffer.slice(start, index), output);
      if (character === 13) {
        if (index + 1 < buffer.length) {
          if (buffer.charCodeAt(index + 1) === 10) index += 1;
        } else {
          skipLeadingLineFeed = true;
        }
      }
      start = index + 1;
    }
    buffer = buffer.slice(start);
  };

  return {
    push(text) {
      const output: SseMessage[] = [];
      consume(text, output);
      return output;
    },
    end() {
      const output: SseMessage[] = [];
      if (buffer !== '') processLine(buffer, output);
      buffer = '';
      dispatch(output);
      return output;
    },
  };
}
