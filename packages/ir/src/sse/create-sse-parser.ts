import { createParser } from 'eventsource-parser';

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
const CARRIAGE_RETURN = 13;
const BYTE_ORDER_MARK = 0xfeff;

/**
 * The one reader of the `text/event-stream` framing (WHATWG HTML, server-sent events) in ModelGate, on the kept
 * library `eventsource-parser` (faster than our former parsers on every stream shape the gateway reads but tiny
 * pieces: bench/sse-parser.bench.ts): lines end with CRLF, LF or CR (a CRLF split between two pushes counts once); a
 * blank line dispatches the message; several `data:` lines join with `\n`; lines starting with `:` are comments; one
 * space after the colon is dropped; a field without a colon has an empty value; a message without `data:` is not
 * dispatched; a leading byte-order mark is skipped; `id:` and `retry:` are ignored. Unlike a browser's EventSource,
 * `end()` also dispatches a last message whose blank line never came (an upstream that closes right after its last
 * `data:` line still meant it). Never throws.
 */
export function createSseParser(): SseParser {
  let output: SseMessage[] = [];
  let started = false;
  let afterCarriageReturn = false;
  const parser = createParser({
    onEvent: ({ event, data }) => output.push(event === undefined ? { data } : { event, data }),
  });
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
      parser.feed(chunk);
      // The library holds a line that ends with this piece's last CR until it sees whether LF follows; the line is
      // complete either way, so end it now (a message ended by a CR blank line is not held back) and drop that LF.
      if (chunk.charCodeAt(chunk.length - 1) === CARRIAGE_RETURN) {
        parser.feed('\n');
        afterCarriageReturn = true;
      }
      return take();
    },
    end() {
      // Two line ends complete an unfinished line and dispatch the message it was in.
      parser.feed('\n\n');
      parser.reset();
      afterCarriageReturn = false;
      return take();
    },
  };
}
