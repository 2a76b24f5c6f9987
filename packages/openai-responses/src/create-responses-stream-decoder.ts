import { createSseParser, type SseMessage } from '@modelgate/ir';
import type { ResponsesStreamEvent } from './types.js';
import { validateResponsesStreamEvent } from './validate.js';

/** What the decoder yields: a valid event, or a message it could not accept and why. */
export type ResponsesStreamItem =
  | { type: 'event'; event: ResponsesStreamEvent }
  | { type: 'invalid'; data: string; reason: string };

/** An incremental stream decoder: text in (any chunking), items out. Never throws. */
export type StreamDecoder<T> = {
  push(text: string): T[];
  /** The stream ended: flushes a last message that had no blank line after it. */
  end(): T[];
};

/**
 * Decodes a Responses SSE stream. Each message's `data:` is parsed as JSON and checked with
 * `validateResponsesStreamEvent`; events are identified by `data.type` (as Codex does), so a missing or different
 * `event:` line does not matter. Non-JSON data, a `[DONE]` line (not part of this format) and events that fail the
 * schema, including event types the contract does not describe, come out as `invalid` with a reason. Callers
 * decode bytes to text with a streaming `TextDecoder` first.
 */
export function createResponsesStreamDecoder(): StreamDecoder<ResponsesStreamItem> {
  const parser = createSseParser();
  return {
    push: (text) => parser.push(text).map(toStreamItem),
    end: () => parser.end().map(toStreamItem),
  };
}

function toStreamItem(message: SseMessage): ResponsesStreamItem {
  const { data } = message;
  if (data.trim() === '[DONE]') return { type: 'invalid', data, reason: 'a [DONE] line is not part of the Responses stream' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch (error) {
    return { type: 'invalid', data, reason: `data is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const result = validateResponsesStreamEvent(parsed);
  if (result.ok) return { type: 'event', event: result.value };
  const reason = result.issues.map((issue) => `${issue.path === '' ? '(root)' : issue.path} ${issue.message}`).join('; ');
  return { type: 'invalid', data, reason };
}
