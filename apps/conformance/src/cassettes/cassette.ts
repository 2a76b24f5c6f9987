import type { FinishKind, ToolCallSummary } from '../formats/stream-summary.js';
import type { FormatName } from '../types.js';

/** A tool the recorded request offered, in a format-neutral shape. */
export type CassetteTool = { name: string; description: string; parameters: Record<string, unknown> };

/**
 * A recorded exchange with an upstream: what was asked (a prompt and tools, rebuilt in each client format) and the
 * upstream's raw SSE answer, scrubbed. A gateway routed to the replay upstream must turn that answer into each
 * client format with the same text, tool calls and finish.
 */
export type Cassette = {
  id: string;
  title: string;
  upstream: { format: FormatName };
  source: string;
  request: { prompt: string; tools: CassetteTool[] };
  expect: { text: string; toolCalls: ToolCallSummary[]; finish: FinishKind };
  /** The upstream's stream, byte for byte as stored in `upstream.sse`. */
  upstreamSse: string;
  /** The upstream's whole answer to the same request without `stream` (`upstream.json`). */
  upstreamJson: unknown;
};
