import { isJsonObject, readSseJsonObjects, type SseMessage, type UsageCounts } from '@modelgate/ir';

const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

const TERMINAL_TYPES = new Set(['response.completed', 'response.incomplete', 'response.failed']);

/** `input_tokens` count the cached ones in. */
function fromResponsesUsage(usage: unknown): UsageCounts | undefined {
  return isJsonObject(usage) ? { input: count(usage['input_tokens']), output: count(usage['output_tokens']) } : undefined;
}

export function readResponsesBodyUsage(body: unknown): UsageCounts | undefined {
  return isJsonObject(body) ? fromResponsesUsage(body['usage']) : undefined;
}

/** `response.usage` of the terminal event. */
export function readResponsesStreamUsage(messages: readonly SseMessage[]): UsageCounts | undefined {
  const terminal = readSseJsonObjects(messages).findLast((event) => TERMINAL_TYPES.has(String(event['type'])));
  const response = terminal?.['response'];
  return isJsonObject(response) ? fromResponsesUsage(response['usage']) : undefined;
}
