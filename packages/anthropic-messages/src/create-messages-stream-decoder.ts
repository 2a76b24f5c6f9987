import { createSseParser, type SseMessage } from '@modelgate/ir';
import type { StreamDecoder } from './stream-decoder.js';
import type { MessagesStreamEvent, MessagesStreamEventType } from './types.js';

/** One decoded SSE message of a messages stream: an event, or data that is not one (kept for diagnosis). */
export type MessagesStreamItem =
  | { type: 'event'; event: MessagesStreamEvent }
  | { type: 'invalid'; data: string; reason: string };

/** Every event type of the contract; a `Record` so that a type added to the contract must be added here too. */
const KNOWN_EVENT_TYPES: Record<MessagesStreamEventType, true> = {
  message_start: true,
  content_block_start: true,
  content_block_delta: true,
  content_block_stop: true,
  message_delta: true,
  message_stop: true,
  ping: true,
  error: true,
};
const EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(KNOWN_EVENT_TYPES));

/**
 * Decodes a `text/event-stream` of the messages format. Events are recognised by the `type` inside `data:` (an
 * `event:` line is expected but not required, and a disagreeing one is ignored). A payload that is not JSON, not
 * an object, or has an unknown `type` becomes an `invalid` item. Only the `type` is checked: run
 * `validateMessagesStreamEvent` on an event for the full schema. Handles CRLF, chunks split anywhere, multi-line
 * `data:`, comments such as `: keep-alive`, and a final message without its blank line (at `end()`).
 */
export function createMessagesStreamDecoder(): StreamDecoder<MessagesStreamItem> {
  const parser = createSseParser();
  return {
    push: (text) => parser.push(text).map(toItem),
    end: () => parser.end().map(toItem),
  };
}

function toItem(message: SseMessage): MessagesStreamItem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.data);
  } catch {
    return { type: 'invalid', data: message.data, reason: 'data is not JSON' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { type: 'invalid', data: message.data, reason: 'data is not a JSON object' };
  }
  const type: unknown = (parsed as Record<string, unknown>).type;
  if (typeof type !== 'string') return { type: 'invalid', data: message.data, reason: 'data has no string "type"' };
  if (!EVENT_TYPES.has(type)) return { type: 'invalid', data: message.data, reason: `unknown event type ${JSON.stringify(type)}` };
  return { type: 'event', event: parsed as MessagesStreamEvent };
}
