import type { ErrorInput, FormatId, IrEncoderInput, IrRequest, IrResponse, IrTool, IrUsage } from '@modelgate/ir';
import type { SseInput } from '../sse/sse-input.js';
import type { ClientAnswer } from './client-answer.js';
import type { RequestBodyOf } from './client-request.js';
import type { StreamProcessor } from '../run-stream-step.js';
import type { StreamContext } from './stream-step.js';
import type { JsonRecord } from './read-json.js';
import type { ResponseContext } from './response-context.js';
import type { RequestTranslationOptions } from './request-translation-options.js';
import type { WarningSink } from './create-warning-sink.js';
import type { ResponseSummary } from './response-summary.js';

/**
 * One wire format's translators to and from the IR. Adding a format = one folder + one registry line. `requestToIr`
 * takes the format's generated request type (`RequestBodyOf[F]`), as its validator accepts it. `irToRequest` writes
 * a JSON object; each format's writer returns its generated type (`ChatRequest`, `ResponsesRequest`, `MessagesRequest`).
 */
export type FormatCodec<F extends FormatId> = {
  requestToIr: (body: RequestBodyOf[F], warnings: WarningSink) => IrRequest;
  /** The tools `requestToIr` reads (`ir.tools`), without reading the rest: an answer's tool calls are restored from them. */
  requestToolsToIr: (body: RequestBodyOf[F], warnings: WarningSink) => IrTool[];
  /**
   * Whether the client asked for a stream usage report this format sends only on request (chat's
   * `stream_options.include_usage`); false for a format whose streams always report usage.
   */
  wantsStreamUsage: (body: RequestBodyOf[F]) => boolean;
  irToRequest: (ir: IrRequest, options: RequestTranslationOptions, warnings: WarningSink) => JsonRecord;
  responseToIr(body: unknown, warnings: WarningSink): IrResponse;
  /**
   * The usage `responseToIr` would read (undefined where it reads none), without reading the content: a passed-through
   * answer is billed from it on every request.
   */
  responseUsage(body: JsonRecord): IrUsage | undefined;
  /** The model and stop reason `responseToIr` would read, without reading the content (traces read these per request). */
  summarizeResponse(body: JsonRecord): ResponseSummary;
  irToResponse(ir: IrResponse, context: ResponseContext, warnings: WarningSink): JsonRecord;
  /**
   * `JSON.stringify(irToResponse(…))`, byte for byte, written around the body's fixed members (a translated JSON
   * answer is written on every request); absent: translateResponseJson stringifies irToResponse's body.
   */
  irToResponseJson?(ir: IrResponse, context: ResponseContext, warnings: WarningSink): string;
  /** Upstream SSE messages → IR events (ends by passing `end` through). */
  createStreamToIr(context: StreamContext): StreamProcessor<SseInput, IrEncoderInput>;
  /**
   * A text test on one SSE data payload, no parsing: false only when `createStreamToIr` would neither report usage
   * nor end on it, so the usage meter of a passed-through stream skips parsing it.
   */
  mayAffectStreamUsage(data: string): boolean;
  /** IR events → this format's SSE text, with exactly one terminal event (`answer`: what it reads of the client's request). */
  createIrToStream(context: StreamContext, answer: ClientAnswer): StreamProcessor<IrEncoderInput, string>;
  /** The terminal error event of this format, for a stream passed through untranslated (`responseId`: the upstream's). */
  renderStreamError(error: ErrorInput, context: StreamContext, responseId: string | undefined): string;
  /** An upstream error body of this format (a JSON object) → the input for another format's renderer. */
  readErrorBody(status: number, body: JsonRecord, fallbackMessage: string): ErrorInput;
};
