import type { ResponsesStreamEvent } from './types.js';

/**
 * One Responses stream event as SSE text: `event: <type>\ndata: <json>\n\n`. The event name repeats `type`
 * (Codex reads only `data.type`; SDK parsers also see the name). JSON text holds no raw newline, so one
 * `data:` line always suffices.
 */
export function encodeResponsesStreamEvent(event: ResponsesStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
