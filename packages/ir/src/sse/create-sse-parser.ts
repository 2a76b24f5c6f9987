/** One dispatched server-sent event: its `event:` name (when the server sent one) and its `data:` lines joined with `\n`. */
export type SseMessage = { event?: string; data: string };

/** An incremental server-sent-events reader: text in, in any chunking, whole messages out. */
export type SseParser = {
  /** Feeds more text (decode bytes with a streaming TextDecoder first) and returns the messages it completed. */
  push(text: string): SseMessage[];
  /** The stream ended: completes a last line and message that had no terminating newline or blank line. */
  end(): SseMessage[];
};

const LINE_FEED = 10;
const SPACE = 32;
const COLON = 58;
const BYTE_ORDER_MARK = 0xfeff;

/**
 * The one reader of the `text/event-stream` framing (WHATWG HTML, server-sent events) in ModelGate: lines end with
 * CRLF, LF or CR (a CRLF split between two pushes counts once; a CR that ends a push ends its line at once); a blank
 * line dispatches the message; several `data:` lines join with `\n`; lines starting with `:` are comments; one space
 * after the colon is dropped; a field without a colon has an empty value; a message without `data:` is not
 * dispatched; a leading byte-order mark is skipped; `id:` and `retry:` are ignored. Unlike a browser's EventSource,
 * `end()` also dispatches a last message whose blank line never came (an upstream that closes right after its last
 * `data:` line still meant it). Never throws.
 *
 * Its messages are those of `eventsource-parser` 3.1.1 behind the adapter it replaced, push by push, for any text and
 * chunking (create-sse-parser.property.test.ts; that library also skips a first push's leading `ï»¿`, the UTF-8 byte
 * order mark read as Latin-1, again after each `end()`, and so does this). The work a push: one search for CR, one
 * for each LF; a line's data or event name sliced out of the push; a message ended by `\n\n` right after its only
 * `data:` line dispatched with no more search.
 */
export function createSseParser(): SseParser {
  let output: SseMessage[] = [];
  let started = false;
  /** The library's own first-feed check (reset by `end()`), kept for the same messages. */
  let latinBomPossible = true;
  let afterCarriageReturn = false;
  /** The start of a line the last pushes did not end. */
  let pending = '';
  let data = '';
  let dataLines = 0;
  let eventType: string | undefined;

  const dispatch = (): void => {
    if (dataLines > 0) output.push(eventType === undefined ? { data } : { event: eventType, data });
    data = '';
    dataLines = 0;
    eventType = undefined;
  };
  const addData = (value: string): void => {
    data = dataLines === 0 ? value : `${data}\n${value}`;
    dataLines += 1;
  };
  /** The line text[start, end) (end > start): a field or a comment. */
  const readLine = (text: string, start: number, end: number): void => {
    const first = text.charCodeAt(start);
    if (first === 100 && text.charCodeAt(start + 1) === 97 && text.charCodeAt(start + 2) === 116 && text.charCodeAt(start + 3) === 97) {
      // `data`
      const next = text.charCodeAt(start + 4);
      if (next === COLON) {
        addData(text.slice(text.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, end));
        return;
      }
      if (start + 4 === end) {
        addData('');
        return;
      }
    } else if (first === 101 && text.charCodeAt(start + 1) === 118 && text.charCodeAt(start + 2) === 101 && text.charCodeAt(start + 3) === 110 && text.charCodeAt(start + 4) === 116) {
      // `event`
      const next = text.charCodeAt(start + 5);
      if (next === COLON) {
        eventType = text.slice(text.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || undefined;
        return;
      }
      if (start + 5 === end) {
        eventType = undefined;
        return;
      }
    }
    // A comment, `id`, `retry` or an unknown field: nothing a message carries.
  };
  /** Every line of text that ends with LF (text has no CR); returns where the unended rest starts. */
  const readLinesLf = (text: string, from: number): number => {
    let start = from;
    let lineFeed = text.indexOf('\n', start);
    while (lineFeed !== -1) {
      if (lineFeed === start) dispatch();
      else {
        readLine(text, start, lineFeed);
        if (text.charCodeAt(lineFeed + 1) === LINE_FEED) {
          dispatch();
          lineFeed += 1;
        }
      }
      start = lineFeed + 1;
      if (start === text.length) return start;
      lineFeed = text.indexOf('\n', start);
    }
    return start;
  };
  /** Every line of text that ends with CR, LF or CRLF (a CR last in text ends its line); returns the rest's start. */
  const readLinesAny = (text: string, from: number, carriageReturn: number): number => {
    let start = from;
    let cr = carriageReturn;
    let lf = text.indexOf('\n', start);
    while (true) {
      if (cr !== -1 && cr < start) cr = text.indexOf('\r', start);
      if (lf !== -1 && lf < start) lf = text.indexOf('\n', start);
      const end = cr === -1 ? lf : lf === -1 || cr < lf ? cr : lf;
      if (end === -1) return start;
      if (end === start) dispatch();
      else readLine(text, start, end);
      start = end + 1;
      if (end === cr && text.charCodeAt(start) === LINE_FEED) start += 1;
      if (start === text.length) {
        if (end === cr) afterCarriageReturn = start === end + 1;
        return start;
      }
    }
  };
  /** The lines of text (text is not empty): the pending start joined to its first line. */
  const readText = (text: string): void => {
    const carriageReturn = text.indexOf('\r');
    let start = 0;
    if (pending !== '') {
      const lf = text.indexOf('\n');
      const end = carriageReturn === -1 ? lf : lf === -1 || carriageReturn < lf ? carriageReturn : lf;
      if (end === -1) {
        pending += text;
        return;
      }
      const line = pending + text.slice(0, end);
      pending = '';
      readLine(line, 0, line.length);
      start = end + 1;
      if (end === carriageReturn) {
        if (start === text.length) {
          afterCarriageReturn = true;
          return;
        }
        if (text.charCodeAt(start) === LINE_FEED) start += 1;
      }
      if (start === text.length) return;
    }
    const rest = carriageReturn === -1 ? readLinesLf(text, start) : readLinesAny(text, start, carriageReturn);
    if (rest < text.length) pending = rest === 0 ? text : text.slice(rest);
  };
  const take = (): SseMessage[] => {
    const messages = output;
    output = [];
    return messages;
  };
  return {
    push(text) {
      // An empty piece (a streaming TextDecoder may yield one) changes nothing, a CR that ended the last piece included.
      if (text === '') return [];
      let chunk = text;
      if (!started) {
        started = true;
        if (chunk.charCodeAt(0) === BYTE_ORDER_MARK) chunk = chunk.slice(1);
      }
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (chunk.charCodeAt(0) === LINE_FEED) chunk = chunk.slice(1);
      }
      if (latinBomPossible) {
        latinBomPossible = false;
        if (chunk.charCodeAt(0) === 0xef && chunk.charCodeAt(1) === 0xbb && chunk.charCodeAt(2) === 0xbf) chunk = chunk.slice(3);
      }
      if (chunk !== '') readText(chunk);
      return output.length === 0 ? [] : take();
    },
    end() {
      // The unended line is complete, and so is the message it was in.
      if (pending !== '') {
        const line = pending;
        pending = '';
        readLine(line, 0, line.length);
      }
      dispatch();
      latinBomPossible = true;
      afterCarriageReturn = false;
      return take();
    },
  };
}
