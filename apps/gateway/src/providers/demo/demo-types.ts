export type DemoTool = { name: string; schema: unknown };

/** What the demo model reads from a request, whatever its format (read from its IR). */
export type DemoPrompt = {
  lastUserText: string;
  /** The output of the tool call answered by the last message, when it is a tool result. */
  toolResult: string | undefined;
  tools: DemoTool[];
};

export type DemoReply = { kind: 'text'; text: string } | { kind: 'tool-call'; callId: string; name: string; argumentsJson: string };
