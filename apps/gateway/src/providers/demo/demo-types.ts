import type { JsonObject } from '../../formats/format-profile.js';

export type DemoTool = { name: string; schema: unknown };

/** What the demo model reads from a request, whatever its format. */
export type DemoPrompt = {
  lastUserText: string;
  /** The output of the tool call answered by the last message, when it is a tool result. */
  toolResult: string | undefined;
  tools: DemoTool[];
};

export type DemoReply = { kind: 'text'; text: string } | { kind: 'tool-call'; callId: string; name: string; argumentsJson: string };

export type DemoRenderContext = {
  model: string;
  inputTokens: number;
  outputTokens: number;
  now(): number;
  newId(prefix: string): string;
};

/** The demo model's answer in one format: each format module supplies its own reader and renderers. */
export type DemoFormat = {
  readPrompt(body: JsonObject): DemoPrompt;
  renderResponse(reply: DemoReply, context: DemoRenderContext): unknown;
  /** The SSE text of a streamed answer, one string per event. */
  renderStream(reply: DemoReply, context: DemoRenderContext & { includeUsage: boolean }): string[];
};
