/** One dispatched server-sent event: its `event:` name (when the server sent one) and its joined `data:` lines. */
export type SseMessage = { event?: string; data: string };

/** An incremental server-sent-events reader: text in, in any chunking, whole messages out. */
export type SseParser = {
  /** Feeds more text and returns the messages it completed. */
  push(text: string): SseMessage[];
  /** The stream ended: completes a last line and message that had no terminating newline or blank line. */
  end(): SseMessage[];
};

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;

/**
 * Reads the `text/event-stream` framing: lines end with CRLF, LF or CR (a CRLF split across two chunks counts
 * once); a blank line dispatches the message; several `data:` lines join with `\n`; lines starting with `:` are
 * comments (`: keep-alive`); one space after the colon is dropped; a message without `data:` is not dispatched;
 * a leading byte-order mark is skipped; `id:` and `retry:` are ignored. Never throws.
 */
export function createSseParser(): SseParser {
  let pending = '';
  let started = false;
  let afterCarriageReturn = false;
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
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') eventName = value;
  };

  const consume = (chunk: string, output: SseMessage[]): void => {
    let text = chunk;
    if (!started && text.length > 0) {
      started = true;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    if (afterCarriageReturn && text.length > 0) {
      if (text.charCodeAt(0) === LINE_FEED) text = text.slice(1);
      afterCarriageReturn = false;
    }
    const scanFrom = pending.length;
    pending += text;
    let lineStart = 0;
    for (let index = scanFrom; index < pending.length; index += 1) {
      const character = pending.charCodeAt(index);
      if (character !== LINE_FEED && character !== CARRIAGE_RETURN) continue;
      readLine(pending.slice(lineStart, index), output);
      if (character === CARRIAGE_RETURN) {
        if (index + 1 === pending.length) afterCarriageReturn = true;
        else if (pending.charCodeAt(index + 1) === LINE_FEED) index += 1;
      }
      lineStart = index + 1;
    }
    pending = pending.slice(lineStart);
  };

  return {
    push(text) {
      const output: SseMessage[] = [];
      consume(text, output);
      return output;
    },
    end() {
      const output: SseMessage[] = [];
      if (pending !== '') readLine(pending, output);
      pending = '';
      afterCarriageReturn = false;
      dispatch(output);
      return output;
    },
  };
}
