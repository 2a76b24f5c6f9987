import type { JsonObject } from '@modelgate/ir';

/**
 * `body` as the JSON bytes an upstream gets: `Buffer.from(JSON.stringify(body))`, byte for byte. A text that is all
 * ASCII (its UTF-8 length is its length: the usual case, an agent's code and prose) is copied as Latin-1 instead of
 * going through the UTF-8 encoder, which reads it character by character (at 100 KB: 40–75 µs → 20–50 µs with the
 * length check).
 */
export function serializeJsonBody(body: JsonObject): Buffer {
  const text = JSON.stringify(body);
  return Buffer.from(text, text.length === Buffer.byteLength(text, 'utf8') ? 'latin1' : 'utf8');
}
