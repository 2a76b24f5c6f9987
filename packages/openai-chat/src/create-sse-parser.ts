/** One dispatched server-sent event: its `event:` name, if any, and its `data:` lines joined with `\n`. */
export type SseMessage = { event?: string; data: string };

/** An incremental server-sent-events reader: text in, in any chunking, whole messages out. */
export type SseParser = {
  /** Feeds more text and returns the messages it completed. */
  push(text: string): SseMessage[];
  /** The stream ended: completes a last line and message that had no terminating newline or blank line. */
  end(): SseMessage[];
};

/**
 * Reads the `text/event-stream` framing: lines end in CRLF, LF or CR (also when a CRLF pair is split between two
 * pushes); a blank line dispatches the message; several `data:` lines join with `\n`; lines starting with `:` are
 * comments (`: keep-alive`); one space after the colon is dropped; a message without `data:` is not dispatched;
 * `id:` and `retry:` are ignored. Never throws.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  let pendingCarriageReturn = false;
  let eventName: string | undefined;
  let dataLines: string[] = [];

  const dispatch = (output: SseMessage[]): void => {
    if (dataLines.length > 0) {
      const data = dataLines.join('\n');
      output.push(eventName === undefined ? { data } : { event: eventName, data });
    }
    eventName = undefined;
    dataLines = [];
  };

  const readLine = (line: string, output: SseMessage[]): void => {
    if (line === '') return dispatch(output);
    if (line.charCodeAt(0) === 58 /* : */) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') eventName = value;
  };

  const consume = (text: string, output: SseMessage[]): void => {
    let input = text;
    if (!started && input.length > 0) {
      started = true;
      if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
    }
    if (pendingCarriageReturn && input.length > 0) {
      pendingCarriageReturn = false;
      if (input.charCodeAt(0) === 10) input = input.slice(1);
    }
    const scanFrom = buffer.length;
    buffer += input;
    let start = 0;
    for (let index = scanFrom; index < buffer.length; index += 1) {
      const character = buffer.charCodeAt(index);
      if (character !== 10 && character !== 13) continue;
      readLine(buffer.slice(start, index), output);
      if (character === 13) {
        if (index + 1 === buffer.length) pendingCarriageReturn = true;
        else if (buffer.charCodeAt(index + 1) === 10) index += 1;
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
      if (buffer.length > 0) {
        readLine(buffer, output);
        buffer = '';
      }
      dispatch(output);
      return output;
    },
  };
}
