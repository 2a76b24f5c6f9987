import { isJsonObject } from '../../formats/is-json-object.js';

/** The text of a content field in any format: a string, or the `text` of each text-like part joined. */
export function readTextContent(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (isJsonObject(part) && typeof part['text'] === 'string' ? part['text'] : ''))
    .filter((text) => text !== '')
    .join('\n');
}
