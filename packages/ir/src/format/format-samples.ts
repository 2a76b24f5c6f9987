import type { JsonObject } from '../json/is-json-object.js';

/** A function tool in no format yet. */
export type SampleTool = { name: string; description: string; parameters: JsonObject };

/** A request in no format yet: one user prompt, optionally a system prompt, function tools and sampling limits. */
export type SampleRequestInput = {
  model: string;
  prompt: string;
  stream: boolean;
  system?: string;
  tools?: readonly SampleTool[];
  /** The format's own default when absent (a format that requires a limit, like Messages, sends 1024). */
  maxOutputTokens?: number;
  temperature?: number;
};

/** The token counts a sample answer reports. */
export type SampleUsage = { inputTokens: number; outputTokens: number };

/** `deltaCount` deltas went before the tail; `includeUsage` mirrors chat's `stream_options.include_usage`. */
export type SampleStreamTail = { deltaCount: number; includeUsage: boolean };

/**
 * Minimal valid traffic of one format, as its clients and servers write it: the request a client sends, and a text
 * answer as a server sends it whole or streamed (a head, one event per text delta, a tail). Every piece passes the
 * format's own validators. The conformance suite sends these requests and the benchmark's mock upstream answers these.
 */
export type FormatSamples = {
  request(input: SampleRequestInput): JsonObject;
  /** Whether a request asks for usage at the end of a stream (chat: `stream_options.include_usage`). */
  wantsStreamUsage(request: JsonObject): boolean;
  response(model: string, text: string, usage: SampleUsage): string;
  streamHead(model: string, usage: SampleUsage): string;
  /** The `index`th text delta (0-based): a format that numbers its events numbers it from there. */
  streamDelta(model: string, text: string, index: number): string;
  /** `text` is the whole answer. */
  streamTail(model: string, text: string, usage: SampleUsage, tail: SampleStreamTail): string;
};
