import { readArray, readString } from './json-shape.js';

/**
 * DeepSeek's rule in thinking mode with tools (PEERS.md 12): an assistant turn with tool calls must be sent back with
 * the `reasoning_content` it came with, else 400 (the text quoted in continuedev/continue#10193). `issued` maps each
 * tool call id to the reasoning sent with it.
 */
export function checkReasoningContentReplay(messages: readonly unknown[], issued: ReadonlyMap<string, string>): string[] {
  return messages.flatMap((message, index) => {
    const ids = readArray(message, 'tool_calls').map((call) => readString(call, 'id') ?? '');
    const expected = ids.map((id) => issued.get(id)).find((text) => text !== undefined);
    if (expected === undefined) return [];
    const sent = readString(message, 'reasoning_content');
    if (sent === expected) return [];
    return [`Missing \`reasoning_content\` field in the assistant message at message index ${index} (got ${JSON.stringify(sent?.slice(0, 60))})`];
  });
}
