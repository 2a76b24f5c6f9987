import { isJsonObject, readSseJsonObjects, type ContentKind, type JsonObject, type SseMessage } from '@modelgate/ir';

const sortedOnce = (kinds: readonly ContentKind[]): ContentKind[] => [...new Set(kinds)].sort();

/** Kinds of a message or a delta: text, tool calls, reasoning (as DeepSeek and vLLM send it), annotations. */
function messageKinds(message: JsonObject): ContentKind[] {
  const kinds: ContentKind[] = [];
  const content = message['content'];
  if (typeof content === 'string' && content.length > 0) kinds.push('text');
  const toolCalls = message['tool_calls'];
  if (Array.isArray(toolCalls) && toolCalls.length > 0) kinds.push('tool');
  for (const field of ['reasoning_content', 'reasoning']) {
    const reasoning = message[field];
    if (typeof reasoning === 'string' && reasoning.length > 0) kinds.push('thinking');
  }
  const annotations = message['annotations'];
  if (Array.isArray(annotations) && annotations.length > 0) kinds.push('other:annotations');
  return kinds;
}

export function readChatBodyKinds(body: unknown): ContentKind[] {
  const choice: unknown = isJsonObject(body) && Array.isArray(body['choices']) ? body['choices'][0] : undefined;
  return isJsonObject(choice) && isJsonObject(choice['message']) ? sortedOnce(messageKinds(choice['message'])) : [];
}

export function readChatStreamKinds(messages: readonly SseMessage[]): ContentKind[] {
  return sortedOnce(
    readSseJsonObjects(messages).flatMap((chunk) => {
      const choices: unknown[] = Array.isArray(chunk['choices']) ? chunk['choices'] : [];
      return choices.flatMap((choice) => (isJsonObject(choice) && isJsonObject(choice['delta']) ? messageKinds(choice['delta']) : []));
    }),
  );
}
