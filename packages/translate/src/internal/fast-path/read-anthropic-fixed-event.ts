import { hasTextAt } from './skip-json-value.js';
import { readIndexDigits, readIndexValue } from './read-index-digits.js';

/**
 * One of the Anthropic stream events that always carry the same members, written as the API writes them: `ping`,
 * `message_stop`, `content_block_stop` of a block, and the `content_block_start` of an empty text block.
 */
export type AnthropicFixedEvent =
  | { readonly type: 'ping' | 'message_stop' }
  | { readonly type: 'content_block_stop' | 'text_block_start'; readonly index: number };

const PING = '{"type":"ping"}';
const MESSAGE_STOP = '{"type":"message_stop"}';
const STOP_HEAD = '{"type":"content_block_stop","index":';
const START_HEAD = '{"type":"content_block_start","index":';
const TEXT_BLOCK_TAIL = ',"content_block":{"type":"text","text":""}}';
const PING_EVENT: AnthropicFixedEvent = { type: 'ping' };
const MESSAGE_STOP_EVENT: AnthropicFixedEvent = { type: 'message_stop' };

/**
 * The fast path of the Anthropic stream decoder for the events around the text deltas: a stream's head and tail are
 * six small events, and JSON.parse of each built objects the decoder read two members of (issue 20). Exactly these
 * texts are read (an index without sign, fraction or leading zero); anything else returns undefined and is parsed in
 * full, so an accepted event means exactly what its JSON.parse would.
 */
export function readAnthropicFixedEvent(data: string): AnthropicFixedEvent | undefined {
  if (data === PING) return PING_EVENT;
  if (data === MESSAGE_STOP) return MESSAGE_STOP_EVENT;
  if (hasTextAt(data, 0, STOP_HEAD)) {
    const end = readIndexDigits(data, STOP_HEAD.length);
    return end < 0 || end !== data.length - 1 || data.charCodeAt(end) !== 125 /* } */ ? undefined : { type: 'content_block_stop', index: readIndexValue(data, STOP_HEAD.length, end) };
  }
  if (hasTextAt(data, 0, START_HEAD)) {
    const end = readIndexDigits(data, START_HEAD.length);
    return end < 0 || end + TEXT_BLOCK_TAIL.length !== data.length || !hasTextAt(data, end, TEXT_BLOCK_TAIL)
      ? undefined
      : { type: 'text_block_start', index: readIndexValue(data, START_HEAD.length, end) };
  }
  return undefined;
}
