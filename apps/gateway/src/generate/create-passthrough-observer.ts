import type { IrStopReason, PassthroughRules, SseMessage } from '@modelgate/ir';
import { UpstreamError } from '../errors/upstream-error.js';
import type { IrUsage, StreamUsageMeter } from '../translate/translator-port.js';

/** What a passthrough needs to know of the stream it passes on; every chunk of it is parsed once, by one parser. */
export type PassthroughObserver = {
  /**
   * Reads a chunk of upstream SSE text. Before the first content event it classifies each event as it comes and throws
   * a retryable UpstreamError at an error event (the request can still fall through to another deployment).
   */
  observe(text: string): void;
  /** The upstream's body ended. */
  end(): void;
  /** True once a content event came: the answer has begun and is no longer held back. */
  hasContent(): boolean;
  /** True once a chunk ended with the format's last event: the client's answer is whole. */
  isComplete(): boolean;
  /** The usage the stream's events reported so far. */
  usage(): IrUsage | undefined;
  /** Why the answer stopped, once the stream's last event came (for traces). */
  stopReason(): IrStopReason | undefined;
};

type SseParser = { push(text: string): SseMessage[]; end(): SseMessage[] };

function endsWithBlankLine(text: string): boolean {
  return text.endsWith('\n\n') || text.endsWith('\r\n\r\n');
}

/**
 * The passthrough observer: one incremental SSE parser reads each chunk once, and each event it yields is classified
 * (until the first content event), checked for the end of the stream, and read for usage. Parsing costs the client
 * nothing it can see where it can wait: before the first content event a chunk is parsed line by line and only up to
 * that event; after it, a chunk is parsed after the turn's writes went out (setImmediate runs after the I/O phase in
 * which Node sends them) unless a scan finds a possible last event in it (`mayEndStream`), and the usage of parsed
 * events is always read then, or when usage is asked for, which is after the answer ended.
 */
export function createPassthroughObserver(options: {
  /** The format's passthrough rules (its format package's `passthrough`). */
  rules: Pick<PassthroughRules, 'readStreamItem' | 'mayEndStream' | 'isLastStreamEvent'>;
  meter: Pick<StreamUsageMeter, 'pushMessage' | 'usage' | 'stopReason'>;
  /** The one SSE parser (createSseParser from @modelgate/translate). */
  parser: SseParser;
  deploymentName: string;
}): PassthroughObserver {
  const { rules, meter, parser } = options;
  let begun = false;
  let complete = false;
  let ended = false;
  let parserEnded = false;
  /** Text not given to the parser yet. */
  let unparsed = '';
  /** Events parsed whose usage is not read yet. */
  let unmetered: SseMessage[] = [];
  let last: SseMessage | undefined;
  let scheduled = false;

  const classify = (message: SseMessage): void => {
    const read = rules.readStreamItem(message);
    if (read.kind === 'content') begun = true;
    else if (read.kind === 'error') {
      throw new UpstreamError({
        code: 'upstream_error',
        reason: 'error_event',
        retryable: true,
        message: `The upstream ${options.deploymentName} sent an error before any content: ${read.message}`,
      });
    }
  };
  const take = (messages: SseMessage[]): void => {
    for (const message of messages) {
      unmetered.push(message);
      last = message;
      if (!begun) classify(message);
    }
  };
  /** Line by line, so that parsing stops at the first content event; returns where it stopped. */
  const parseUntilContent = (text: string): number => {
    let start = 0;
    while (!begun && start < text.length) {
      const newline = text.indexOf('\n', start);
      const end = newline < 0 ? text.length : newline + 1;
      take(parser.push(start === 0 && end === text.length ? text : text.slice(start, end)));
      start = end;
    }
    return start;
  };
  const parsePending = (): void => {
    if (unparsed === '') return;
    const text = unparsed;
    unparsed = '';
    take(parser.push(text));
  };
  const endParser = (): void => {
    if (parserEnded) return;
    parserEnded = true;
    parsePending();
    take(parser.end());
  };
  const readUsage = (): void => {
    scheduled = false;
    parsePending();
    if (ended) endParser();
    if (unmetered.length === 0) return;
    const messages = unmetered;
    unmetered = [];
    for (const message of messages) meter.pushMessage(message);
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(readUsage);
  };

  return {
    observe(text) {
      if (text === '') return;
      if (begun) unparsed += text;
      else {
        const stopped = parseUntilContent(text);
        if (stopped < text.length) unparsed += text.slice(stopped);
      }
      if (!complete && rules.mayEndStream(text)) {
        parsePending();
        complete = last !== undefined && endsWithBlankLine(text) && rules.isLastStreamEvent(last);
      }
      schedule();
    },
    end() {
      ended = true;
      // A last event without its blank line may still be the first content or an error: classified now.
      if (!begun) endParser();
    },
    hasContent: () => begun,
    isComplete: () => complete,
    usage() {
      readUsage();
      return meter.usage();
    },
    stopReason() {
      readUsage();
      return meter.stopReason();
    },
  };
}
