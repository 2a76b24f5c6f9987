import type { MessagesStreamEvent } from './types.js';

/**
 * One stream event as SSE text: `event: <type>\ndata: <json>\n\n`. The `event:` line is always written; the
 * Anthropic SDK and Claude Code drop events without it. JSON never contains a raw newline, so `data:` is one line.
 */
export function encodeMessagesStreamEvent(event: MessagesStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
