import { CODECS } from './codec-registry.js';
import { type FormatId, type IrEncoderInput, type IrStopReason, type IrUsage, type SseMessage, type SseParser, createSseParser } from '@modelgate/ir';
import { mergeUsage } from './ir/merge-usage.js';
import type { StreamContext } from './ir/stream-step.js';
import type { StreamProcessor } from './run-stream-step.js';
import type { SseInput } from './sse/sse-input.js';

/** The decoder's context: the meter reads usage and the stop reason only, never the ids or times it would make up. */
const METER_CONTEXT: StreamContext = { model: '', now: () => 0, newId: (prefix) => prefix };

export type StreamUsageMeter = {
  push(text: string): void;
  /** One event the caller already parsed from the stream's text (instead of `push`, never both on one stream). */
  pushMessage(message: SseMessage): void;
  end(): void;
  usage(): IrUsage | undefined;
  /** Why the stream's answer stopped, once its last event came (traces' `gen_ai.response.finish_reasons`). */
  stopReason(): IrStopReason | undefined;
};

/**
 * Reads usage (and the stop reason) out of a stream in `format` without changing it (for passthrough traffic): from
 * its text (`push`), or from its events when the caller reads the text once for more than usage (`pushMessage`).
 * Only the events that may carry usage or the stop reason, or end the stream, are decoded (the codec's
 * `mayAffectStreamUsage`); content deltas are not.
 */
export function createStreamUsageMeter(format: FormatId): StreamUsageMeter {
  const codec = CODECS[format];
  // Both made at first use: a passthrough gives parsed events (no parser needed), and the decoder only ever sees the
  // few events that may carry usage or end the stream (a stream's first or last ones).
  let parser: SseParser | undefined;
  let decoder: StreamProcessor<SseInput, IrEncoderInput> | undefined;
  let usage: IrUsage | undefined;
  let stopReason: IrStopReason | undefined;
  const readMessage = (message: SseMessage): void => {
    if (!codec.mayAffectStreamUsage(message.data)) return;
    decoder ??= codec.createStreamToIr(METER_CONTEXT);
    for (const event of decoder.push({ type: 'message', data: message.data })) {
      if (event.type === 'usage') usage = mergeUsage(usage, event.usage);
      else if (event.type === 'finish') stopReason = event.stopReason;
    }
  };
  const read = (messages: SseMessage[]): void => {
    for (const message of messages) readMessage(message);
  };
  return {
    push: (text) => read((parser ??= createSseParser()).push(text)),
    pushMessage: readMessage,
    end: () => read((parser ??= createSseParser()).end()),
    usage: () => usage,
    stopReason: () => stopReason,
  };
}
