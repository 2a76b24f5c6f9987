import type { FinishKind, ToolCallSummary } from '../formats/stream-summary.js';
import type { FormatName } from '../types.js';

/** A tool the recorded request offered, in a format-neutral shape. */
export type CassetteTool = { name: string; description: string; parameters: Record<string, unknown> };

/** What a client must end up seeing from a successful exchange. */
export type CassetteContent = { text: string; toolCalls: ToolCallSummary[]; finish: FinishKind };

/**
 * What a client must see from a failed exchange: `status` when the upstream answered an HTTP error (the client gets
 * one of these statuses, in its own envelope, streamed or not); `midStream` when the upstream's stream broke after
 * content (the client's stream must carry its format's error signal).
 */
export type CassetteError = { status?: number[]; midStream?: boolean };

/**
 * A recorded exchange with an upstream: what was asked (a prompt and tools, rebuilt in each client format) and the
 * upstream's raw answers, scrubbed. A gateway routed to the replay upstream must turn them into each client format.
 */
export type Cassette = {
  id: string;
  title: string;
  /** `status` (default 200) is the HTTP status the upstream answers with. */
  upstream: { format: FormatName; status?: number };
  source: string;
  request: { prompt: string; tools: CassetteTool[] };
  /** Exactly one of `expect` and `expectError` is set. */
  expect?: CassetteContent;
  expectError?: CassetteError;
  /** The upstream's stream, byte for byte as stored in `upstream.sse` ('' when the upstream answers an error). */
  upstreamSse: string;
  /** The upstream's whole answer (`upstream.json`): the body without `stream`, or the error body. */
  upstreamJson: unknown;
};
