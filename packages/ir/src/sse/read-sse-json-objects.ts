import { isJsonObject, type JsonObject } from '../json/is-json-object.js';
import { parseJsonText } from '../json/parse-json-text.js';
import type { SseMessage } from './create-sse-parser.js';

/** The `data` of each SSE message that is a JSON object, in order; the others (`[DONE]`, broken JSON) left out. */
export function readSseJsonObjects(messages: readonly SseMessage[]): JsonObject[] {
  return messages.flatMap((message) => {
    const value = parseJsonText(message.data);
    return isJsonObject(value) ? [value] : [];
  });
}
