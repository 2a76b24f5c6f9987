import type { ChatStreamChunk } from './types.js';

/** The event that ends a chat stream. */
export const CHAT_STREAM_DONE = 'data: [DONE]\n\n';

/** One chunk as SSE text: `data: <json>` and a blank line, with no `event:` line (chat streams have none). */
export function encodeChatStreamChunk(chunk: ChatStreamChunk): string {
  return `data: ${JSON.stringify(chunk)}\n\n`;
}
