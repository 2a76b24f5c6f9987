import { CODECS } from './codec-registry.js';
import { type ErrorInput, type FormatId, type IrEncoderInput, type IrStreamEvent, type IrUsage, type SseMessage, createSseParser } from '@modelgate/ir';
import type { SseInput } from './sse/sse-input.js';
import { isContentEvent } from './ir/is-content-event.js';
import { mergeUsage } from './ir/merge-usage.js';
import { createRestoreToolCallEvents } from './ir/restore-tool-call-events.js';
import type { ResponseContext } from './ir/response-context.js';
import type { ResponseSummary } from './ir/response-summary.js';
import { createBlockSerializer } from './ir/serialize-blocks.js';
import { createStreamProcessor, type StreamProcessor } from './run-stream-step.js';
import { clientAnswerOf } from './client-answer-of.js';

export type StreamTranslator = {
  /** Upstream SSE text in (any chunking) → client SSE text out ('' when nothing yet). */
  push(text: string): string;
  /** The upstream ended: flush, and always emit a terminal event of the client format. */
  end(): string;
  /** The upstream broke mid-stream: the client format's error / terminal events. */
  fail(error: ErrorInput): string;
  /** Usage seen so far (for settling, also after a disconnect). */
  usage(): IrUsage | undefined;
  /** True once an event carrying content was produced. */
  hasContent(): boolean;
  /**
   * True once the client format's terminal event (a finish, or an error) was produced: nothing more will be written,
   * so the client's response can end there while the rest of the upstream (if any) is still read.
   */
  isComplete(): boolean;
  /** The error event the upstream sent, once one came (the stream is over then); a caller may retry elsewhere if no content came before it. */
  upstreamError(): ErrorInput | undefined;
  /** The model the upstream named (its first event) and the stop reason of its finish, so far. */
  summary(): ResponseSummary;
};

const ENDED_EARLY: ErrorInput = { status: 502, message: 'The upstream stream ended before the response was complete.' };

export type CreateStreamTranslatorInput = { from: FormatId; to: FormatId; context: ResponseContext };

/**
 * The adapter the gateway uses: upstream SSE text → decoder step → block serializer → tool restoration →
 * encoder step → client SSE text. Same-format streams pass through unchanged, but are still metered.
 */
export function createStreamTranslator(input: CreateStreamTranslatorInput): StreamTranslator {
  const { context } = input;
  const parser = createSseParser();
  const decoder = CODECS[input.from].createStreamToIr(context);
  const passthrough = input.from === input.to;
  const clientAnswer = clientAnswerOf(context, input.to);
  const encoder = CODECS[input.to].createIrToStream(context, clientAnswer);
  const serializer = createBlockSerializer(context);
  const restoration = passthrough ? undefined : clientAnswer.toolRestoration;
  const restorer: StreamProcessor<IrStreamEvent, IrStreamEvent> | undefined =
    restoration === undefined ? undefined : createStreamProcessor(createRestoreToolCallEvents(restoration), context);
  let usage: IrUsage | undefined;
  let content = false;
  let terminated = false;
  let upstreamResponseId: string | undefined;
  let upstreamError: ErrorInput | undefined;
  const summary: ResponseSummary = { model: undefined, stopReason: undefined };

  /** The terminal error event: from the encoder when translating, else in the (shared) format's own envelope. */
  function failWith(error: ErrorInput, output: string[]): void {
    terminated = true;
    if (passthrough) output.push(CODECS[input.to].renderStreamError(error, context, upstreamResponseId));
    else for (const text of encoder.push({ type: 'error', error })) output.push(text);
  }

  function encode(event: IrEncoderInput, output: string[]): void {
    if (terminated) return;
    // The event's type read once: events of many shapes pass here, so every read of a member is a megamorphic load.
    const type = event.type;
    if (type === 'error') upstreamError = event.error;
    else if (type === 'usage') usage = mergeUsage(usage, event.usage);
    else if (type === 'response-start') {
      if (event.id !== undefined) upstreamResponseId = event.id;
      if (event.model !== undefined) summary.model = event.model;
    } else if (type === 'finish') summary.stopReason = event.stopReason;
    if (!content && isContentEvent(event)) content = true;
    if (passthrough) {
      if (type === 'end') failWith(ENDED_EARLY, output);
      if (type === 'finish' || type === 'error') terminated = true;
      return;
    }
    if (type === 'finish' || type === 'error' || type === 'end') terminated = true;
    for (const text of encoder.push(event)) output.push(text);
  }

  function restoreAndEncode(serialized: IrEncoderInput, output: string[]): void {
    if (restorer === undefined || serialized.type === 'end') encode(serialized, output);
    else for (const event of restorer.push(serialized)) encode(event, output);
  }

  function route(events: IrEncoderInput[], output: string[]): void {
    for (const decoded of events) {
      const serialized = serializer.push(decoded);
      if (!Array.isArray(serialized)) restoreAndEncode(serialized as IrEncoderInput, output);
      else for (const event of serialized as readonly IrEncoderInput[]) restoreAndEncode(event, output);
    }
  }

  function feed(messages: SseMessage[], text: string | undefined, output: string[]): void {
    if (passthrough && text !== undefined && !terminated) output.push(text);
    for (const message of messages) {
      const sse: SseInput = message.event === undefined ? { type: 'message', data: message.data } : { type: 'message', data: message.data, event: message.event };
      route(decoder.push(sse), output);
    }
  }

  return {
    push(text) {
      const output: string[] = [];
      feed(parser.push(text), text, output);
      return output.join('');
    },
    end() {
      const output: string[] = [];
      feed(parser.end(), undefined, output);
      route(decoder.push({ type: 'end' }), output);
      return output.join('');
    },
    fail(error) {
      const output: string[] = [];
      if (!terminated) failWith(error, output);
      return output.join('');
    },
    usage: () => usage,
    hasContent: () => content,
    isComplete: () => terminated,
    upstreamError: () => upstreamError,
    summary: () => ({ ...summary }),
  };
}
