import { createSseParser, type SseMessage } from './create-sse-parser.js';

/** The messages of a whole `text/event-stream` body (a missing final blank line tolerated), read by `createSseParser`. */
export function parseSseText(text: string): SseMessage[] {
  const parser = createSseParser();
  const messages = parser.push(text);
  for (const message of parser.end()) messages.push(message);
  return messages;
}
