import type { SseMessage } from '../sse/create-sse-parser.js';

/** How a generation ended, in words every format maps to. */
export type FinishKind = 'end' | 'tool-calls' | 'length' | 'other';

/** One tool call as a client reads it: its name and its arguments (parsed JSON, or the raw text when not JSON). */
export type ToolCallSummary = { name: string; arguments: unknown };

/** What a client makes of a whole answer, streamed or not: its text, its tool calls and how it finished. */
export type AnswerSummary = { text: string; toolCalls: ToolCallSummary[]; finish?: FinishKind };

/** Token counts in neutral terms: every input token (cached ones included) and the output tokens. */
export type UsageCounts = { input: number; output: number };

/**
 * A kind of content an answer carries, in neutral words: `text`, `tool`, `thinking`, or `other:<wire type>` for
 * anything else (a hosted-tool block, annotations).
 */
export type ContentKind = string;

/**
 * How a client of a format reads that format's answers: a whole body, or the SSE messages of a stream. Lenient:
 * anything it cannot read is left out, never thrown. The conformance suite and the benchmark read answers this way.
 */
export type AnswerReading = {
  summarizeBody(body: unknown): AnswerSummary;
  summarizeStream(messages: readonly SseMessage[]): AnswerSummary;
  /** The token counts a client reads from a whole body, or undefined when it carries none. */
  readBodyUsage(body: unknown): UsageCounts | undefined;
  /** The token counts a client reads from a stream, or undefined when it carries none. */
  readStreamUsage(messages: readonly SseMessage[]): UsageCounts | undefined;
  /** The kinds of content in a whole body, sorted, each once. */
  readBodyKinds(body: unknown): ContentKind[];
  /** The kinds of content in a stream, sorted, each once. */
  readStreamKinds(messages: readonly SseMessage[]): ContentKind[];
};
