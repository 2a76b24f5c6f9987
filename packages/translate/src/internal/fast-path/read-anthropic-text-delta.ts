import { decodeJsonString } from './decode-json-string.js';
import { hasTextAt, skipJsonSpace, skipJsonString } from './skip-json-value.js';
import { readIndexDigits, readIndexValue } from './read-index-digits.js';

/** A `content_block_delta` event whose delta is a `text_delta`: the block's index and the text it adds. */
export type AnthropicTextDelta = { readonly index: number; readonly text: string };

const HEAD = '{"type":"content_block_delta","index":';
const DELTA = ',"delta":{"type":"text_delta","text":';
const TAIL = '}}';

/**
 * The fast path of the Anthropic stream decoder: the bulk of a Messages stream is text deltas written exactly as
 * `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"…"}}`, which this reads without
 * JSON.parse (one scan of the text literal). Anything else, another order of the members, spaces between them, an
 * extra member, a leading zero or invalid JSON, returns undefined and the caller parses it in full, so an accepted
 * event means exactly what its JSON.parse would.
 */
export function readAnthropicTextDelta(data: string): AnthropicTextDelta | undefined {
  if (!hasTextAt(data, 0, HEAD)) return undefined;
  const at = readIndexDigits(data, HEAD.length);
  if (at < 0) return undefined;
  if (!hasTextAt(data, at, DELTA)) return undefined;
  const textStart = at + DELTA.length;
  if (data.charCodeAt(textStart) !== 34 /* " */) return undefined;
  const textEnd = skipJsonString(data, textStart);
  if (textEnd < 0 || !hasTextAt(data, textEnd, TAIL) || skipJsonSpace(data, textEnd + TAIL.length) !== data.length) return undefined;
  return { index: readIndexValue(data, HEAD.length, at), text: decodeJsonString(data, textStart, textEnd) };
}
