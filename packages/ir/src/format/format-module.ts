import type { ErrorInput } from '../error-input.js';
import type { FormatId } from '../format-id.js';
import type { JsonObject } from '../json/is-json-object.js';
import type { AnswerReading } from './answer-reading.js';
import type { FormatSamples } from './format-samples.js';
import type { PassthroughRules } from './passthrough-rules.js';
import type { UpstreamWire } from './upstream-wire.js';

/** One finding of a format's request validator (a JSON pointer, "" for the root). */
export type FormatValidationIssue = { path: string; message: string; keyword: string };

/**
 * Everything outside translation that one wire format knows (`Request`: its request body's type), exported by its format package as one object: the
 * gateway's registry keys these by FormatId and derives its other tables from it, and so do the conformance suite's
 * and the benchmark's. The IR codecs are translate's.
 */
export type FormatModule<Request = unknown> = {
  id: FormatId;
  /** How the format is named to people (`OpenAI chat completions`). */
  title: string;
  /** The path it is served on (`/v1/chat/completions`). */
  endpoint: string;
  /** `gen_ai.provider.name` (OpenTelemetry GenAI conventions) of an upstream that speaks this format, for traces. */
  genAiProviderName: string;
  /** A minimal valid request body, shown in 400 messages. */
  minimalBody: JsonObject;
  /** Response headers that carry the request ID. */
  requestIdHeaders: readonly string[];
  /** The format's request validator: `Request` is the request type generated from the format's contract. */
  validateRequest(value: unknown): { ok: true; value: Request } | { ok: false; issues: FormatValidationIssue[] };
  renderError(input: ErrorInput): { status: number; body: unknown };
  /** The format's error event, for a stream whose headers went out. */
  renderStreamError(input: ErrorInput): string;
  /** True when a body has a feature only this format has (to say a body was sent to the wrong endpoint). */
  recognizes(body: JsonObject): boolean;
  maxOutputTokens(body: JsonObject): number | undefined;
  /** The body fields that carry the max output, in the order maxOutputTokens reads them (to name one in a 400). */
  maxOutputTokensFields: readonly string[];
  wire: UpstreamWire;
  passthrough: PassthroughRules;
  /** How a client reads this format's answers: text, tool calls, finish, usage, kinds of content. */
  reading: AnswerReading;
  /** Minimal valid requests and answers of this format. */
  samples: FormatSamples;
};
