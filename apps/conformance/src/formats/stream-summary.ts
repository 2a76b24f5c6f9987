/** How a generation ended, in words every format can be mapped to. */
export type FinishKind = 'end' | 'tool-calls' | 'length' | 'other';

export type ToolCallSummary = { name: string; arguments: unknown };

/** What a client would see from a whole stream: its text, its tool calls and how it finished. */
export type StreamSummary = { text: string; toolCalls: ToolCallSummary[]; finish?: FinishKind };

/** Parses tool-call arguments the way clients do, keeping the raw text when it is not JSON. */
export function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text) as unknown;
  } catch {
    return text;
  }
}
