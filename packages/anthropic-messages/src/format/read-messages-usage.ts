import { isJsonObject, readSseJsonObjects, type SseMessage, type UsageCounts } from '@modelgate/ir';

const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Anthropic counts cache reads and writes apart from `input_tokens`; the neutral input count has them in. */
function fromMessagesUsage(usage: unknown): UsageCounts | undefined {
  if (!isJsonObject(usage)) return undefined;
  const input = count(usage['input_tokens']) + count(usage['cache_creation_input_tokens']) + count(usage['cache_read_input_tokens']);
  return { input, output: count(usage['output_tokens']) };
}

export function readMessagesBodyUsage(body: unknown): UsageCounts | undefined {
  return isJsonObject(body) ? fromMessagesUsage(body['usage']) : undefined;
}

/** Input counts from `message_start`, the cumulative output count from the last `message_delta` (as clients read them). */
export function readMessagesStreamUsage(messages: readonly SseMessage[]): UsageCounts | undefined {
  const events = readSseJsonObjects(messages);
  const start = events.find((event) => event['type'] === 'message_start');
  const delta = events.findLast((event) => event['type'] === 'message_delta' && isJsonObject(event['usage']));
  const startMessage = start?.['message'];
  const startUsage = isJsonObject(startMessage) ? fromMessagesUsage(startMessage['usage']) : undefined;
  if (startUsage === undefined && delta === undefined) return undefined;
  const deltaUsage = delta === undefined ? undefined : fromMessagesUsage(delta['usage']);
  const rawDeltaUsage = delta?.['usage'];
  const deltaInput = isJsonObject(rawDeltaUsage) && typeof rawDeltaUsage['input_tokens'] === 'number' ? deltaUsage?.input : undefined;
  return { input: deltaInput ?? startUsage?.input ?? 0, output: deltaUsage?.output ?? startUsage?.output ?? 0 };
}
