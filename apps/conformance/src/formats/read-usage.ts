import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { parseFrameJson } from './parse-frame-json.js';

/** Token counts in neutral terms: every input token (cached ones included) and the output tokens. */
export type UsageCounts = { input: number; output: number };

function count(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function events(frames: readonly SseMessage[]): Record<string, unknown>[] {
  return parseFrameJson(frames).flatMap(({ json }) => (isJsonObject(json) ? [json] : []));
}

function fromOpenAiChat(usage: unknown): UsageCounts | undefined {
  return isJsonObject(usage) ? { input: count(usage.prompt_tokens), output: count(usage.completion_tokens) } : undefined;
}

function fromResponses(usage: unknown): UsageCounts | undefined {
  return isJsonObject(usage) ? { input: count(usage.input_tokens), output: count(usage.output_tokens) } : undefined;
}

/** Anthropic counts cache reads and writes apart from input_tokens; the OpenAI formats count them in. */
function fromMessages(usage: unknown): UsageCounts | undefined {
  if (!isJsonObject(usage)) return undefined;
  const input = count(usage.input_tokens) + count(usage.cache_creation_input_tokens) + count(usage.cache_read_input_tokens);
  return { input, output: count(usage.output_tokens) };
}

export function readChatBodyUsage(body: unknown): UsageCounts | undefined {
  return isJsonObject(body) ? fromOpenAiChat(body.usage) : undefined;
}

/** The last chunk with `usage` (the include_usage chunk). */
export function readChatStreamUsage(frames: readonly SseMessage[]): UsageCounts | undefined {
  return fromOpenAiChat(events(frames).findLast((chunk) => isJsonObject(chunk.usage))?.usage);
}

export function readResponsesBodyUsage(body: unknown): UsageCounts | undefined {
  return isJsonObject(body) ? fromResponses(body.usage) : undefined;
}

/** `response.usage` of the terminal event. */
export function readResponsesStreamUsage(frames: readonly SseMessage[]): UsageCounts | undefined {
  const terminal = events(frames).findLast((event) => typeof event.type === 'string' && /^response\.(completed|incomplete|failed)$/.test(event.type));
  return isJsonObject(terminal?.response) ? fromResponses(terminal.response.usage) : undefined;
}

export function readMessagesBodyUsage(body: unknown): UsageCounts | undefined {
  return isJsonObject(body) ? fromMessages(body.usage) : undefined;
}

/** Input counts from `message_start`, the cumulative output count from the last `message_delta` (as clients read them). */
export function readMessagesStreamUsage(frames: readonly SseMessage[]): UsageCounts | undefined {
  const all = events(frames);
  const start = all.find((event) => event.type === 'message_start');
  const delta = all.findLast((event) => event.type === 'message_delta' && isJsonObject(event.usage));
  const startUsage = isJsonObject(start?.message) ? fromMessages(start.message.usage) : undefined;
  if (startUsage === undefined && delta === undefined) return undefined;
  const deltaUsage = delta === undefined ? undefined : fromMessages(delta.usage);
  const deltaInput = isJsonObject(delta?.usage) && typeof delta.usage.input_tokens === 'number' ? deltaUsage?.input : undefined;
  return { input: deltaInput ?? startUsage?.input ?? 0, output: deltaUsage?.output ?? startUsage?.output ?? 0 };
}
