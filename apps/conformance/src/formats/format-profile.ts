import type { ContentKind, JsonObject, SampleRequestInput, SseMessage, UsageCounts } from '@modelgate/ir';
import type { StreamSummary } from './stream-summary.js';
import type { FormatSchema } from './to-schema-findings.js';

/**
 * What the suite knows about one wire format. Shared code looks a profile up by name and never branches on the
 * format itself. Every check returns findings in plain words; empty means fine. A generation format's profile takes
 * what the format is (its path, requests, how a client reads its answers) from its format module
 * (`createGenerationProfile`) and adds the suite's checks.
 */
export type FormatProfile = {
  /** The path, relative to the service root, that this format is served on. */
  path: string;
  /** What a client of this format appends to the base address it is configured with (SPEC §1). */
  clientAppends: string;
  /** A short name for people: "chat completions", "responses", "messages". */
  label: string;
  /** Whether every SSE frame must carry an `event:` line naming `data.type`. */
  requiresEventLines: boolean;
  /** The format package's validators (the `schema` check). */
  schema: FormatSchema;
  /** What clients rely on in a successful non-streamed body. */
  checkContent(body: unknown): string[];
  /** The format's own error envelope, for an error answered with `status`. */
  checkErrorEnvelope(body: unknown, status: number): string[];
  /** Event order inside a complete stream (the terminal event is checked separately). */
  checkStreamOrder(frames: readonly SseMessage[]): string[];
  /** The stream ends with the format's terminal event. */
  checkStreamTerminal(frames: readonly SseMessage[]): string[];
  /** An error body in this format's envelope (the format package's `renderError`). */
  renderErrorBody(status: number, message: string): unknown;
  /** The headers this format's best-known clients send besides authorization and content-type (PROTOCOLS §1-3). */
  clientHeaders: Readonly<Record<string, string>>;
  /** Builds a request body of this format. */
  buildRequest(input: SampleRequestInput): JsonObject;
  /** A stream that broke upstream carries this format's error signal. */
  checkStreamErrorSignal(frames: readonly SseMessage[]): string[];
  /** The stream reports token usage where this format's clients read it. */
  checkStreamUsage(frames: readonly SseMessage[]): string[];
  /** What a client would make of a whole (non-streamed) body: text, tool calls, finish. */
  summarizeBody(body: unknown): StreamSummary;
  /** What a client would make of a whole stream (text, tool calls, finish). */
  summarizeStream(frames: readonly SseMessage[]): StreamSummary;
  /** The token counts a client reads from a whole body, or undefined when it carries none. */
  readBodyUsage(body: unknown): UsageCounts | undefined;
  /** The token counts a client reads from a stream, or undefined when it carries none. */
  readStreamUsage(frames: readonly SseMessage[]): UsageCounts | undefined;
  /** The kinds of content in a whole body (text, tool, thinking, other:…). */
  readBodyKinds(body: unknown): ContentKind[];
  /** The kinds of content in a stream. */
  readStreamKinds(frames: readonly SseMessage[]): ContentKind[];
};
