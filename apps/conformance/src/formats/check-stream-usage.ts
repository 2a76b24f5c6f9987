import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { parseFrameJson } from './parse-frame-json.js';

function events(frames: readonly SseMessage[]): Record<string, unknown>[] {
  return parseFrameJson(frames).flatMap(({ json }) => (isJsonObject(json) ? [json] : []));
}

function hasCounts(usage: unknown, keys: readonly string[]): boolean {
  return isJsonObject(usage) && keys.every((key) => typeof usage[key] === 'number');
}

/** Chat with `stream_options.include_usage`: a final chunk with `choices: []` and `usage` (PROTOCOLS §7.1). */
export function checkChatStreamUsage(frames: readonly SseMessage[]): string[] {
  const usageChunk = events(frames).find((chunk) => Array.isArray(chunk.choices) && chunk.choices.length === 0 && isJsonObject(chunk.usage));
  if (usageChunk === undefined) return ['no usage chunk (choices: [] with usage) although include_usage was asked for'];
  return hasCounts(usageChunk.usage, ['prompt_tokens', 'completion_tokens', 'total_tokens']) ? [] : ['the usage chunk lacks prompt_tokens, completion_tokens or total_tokens'];
}

/** Responses: the terminal event's `response.usage` carries the token counts (PEERS #37). */
export function checkResponsesStreamUsage(frames: readonly SseMessage[]): string[] {
  const terminal = events(frames).findLast((event) => typeof event.type === 'string' && /^response\.(completed|incomplete|failed)$/.test(event.type));
  const response = terminal?.response;
  return isJsonObject(response) && hasCounts(response.usage, ['input_tokens', 'output_tokens', 'total_tokens'])
    ? []
    : ['the terminal event has no response.usage with input_tokens, output_tokens and total_tokens'];
}

/** Messages: input counts in `message_start`, cumulative `output_tokens` in `message_delta` (PEERS #7). */
export function checkMessagesStreamUsage(frames: readonly SseMessage[]): string[] {
  const all = events(frames);
  const findings: string[] = [];
  const start = all.find((event) => event.type === 'message_start');
  const message = start?.message;
  if (!isJsonObject(message) || !hasCounts(message.usage, ['input_tokens'])) findings.push('message_start has no message.usage.input_tokens');
  const delta = all.find((event) => event.type === 'message_delta');
  if (delta === undefined || !hasCounts(delta.usage, ['output_tokens'])) findings.push('message_delta has no usage.output_tokens');
  return findings;
}
