import { isJsonObject, readSseJsonObjects, type SseMessage, type UsageCounts } from '@modelgate/ir';

const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** `prompt_tokens` count the cached ones in. */
function fromChatUsage(usage: unknown): UsageCounts | undefined {
  return isJsonObject(usage) ? { input: count(usage['prompt_tokens']), output: count(usage['completion_tokens']) } : undefined;
}

export function readChatBodyUsage(body: unknown): UsageCounts | undefined {
  return isJsonObject(body) ? fromChatUsage(body['usage']) : undefined;
}

/** The last chunk with `usage` (the include_usage chunk). */
export function readChatStreamUsage(messages: readonly SseMessage[]): UsageCounts | undefined {
  return fromChatUsage(readSseJsonObjects(messages).findLast((chunk) => isJsonObject(chunk['usage']))?.['usage']);
}
