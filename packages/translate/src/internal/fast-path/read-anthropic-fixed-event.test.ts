import { describe, expect, it } from 'vitest';
import { readAnthropicFixedEvent } from './read-anthropic-fixed-event.js';

describe('readAnthropicFixedEvent reads the fixed events as JSON.parse would', () => {
  it.each([
    ['ping', '{"type":"ping"}', { type: 'ping' }],
    ['message_stop', '{"type":"message_stop"}', { type: 'message_stop' }],
    ['a block stop', '{"type":"content_block_stop","index":0}', { type: 'content_block_stop', index: 0 }],
    ['a later block stop', '{"type":"content_block_stop","index":12}', { type: 'content_block_stop', index: 12 }],
    ['an empty text block start', '{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}', { type: 'text_block_start', index: 0 }],
    ['a later text block start', '{"type":"content_block_start","index":3,"content_block":{"type":"text","text":""}}', { type: 'text_block_start', index: 3 }],
  ])('%s', (_name, data, event) => {
    expect(readAnthropicFixedEvent(data)).toEqual(event);
    const parsed = JSON.parse(data) as { type: string; index?: number; content_block?: unknown };
    expect(parsed.index).toBe('index' in event ? event.index : undefined);
    if (event.type === 'text_block_start') expect(parsed.content_block).toEqual({ type: 'text', text: '' });
    else expect(parsed.type).toBe(event.type);
  });
});

describe('readAnthropicFixedEvent leaves everything else to JSON.parse', () => {
  it.each([
    ['a text delta', '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"}}'],
    ['message_start', '{"type":"message_start","message":{}}'],
    ['a ping with spaces', '{"type": "ping"}'],
    ['a ping with an extra member', '{"type":"ping","x":1}'],
    ['trailing text after message_stop', '{"type":"message_stop"}x'],
    ['a block stop without digits', '{"type":"content_block_stop","index":}'],
    ['a block stop with a leading zero', '{"type":"content_block_stop","index":01}'],
    ['a negative block stop', '{"type":"content_block_stop","index":-1}'],
    ['a fractional block stop', '{"type":"content_block_stop","index":1.5}'],
    ['an index too long to read exactly', '{"type":"content_block_stop","index":12345678901}'],
    ['a block stop with an extra member', '{"type":"content_block_stop","index":0,"x":1}'],
    ['a block stop without its brace', '{"type":"content_block_stop","index":0'],
    ['a text block start with text', '{"type":"content_block_start","index":0,"content_block":{"type":"text","text":"a"}}'],
    ['a thinking block start', '{"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":"","signature":""}}'],
    ['a tool block start', '{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"t","name":"f","input":{}}}'],
    ['a text block start with citations', '{"type":"content_block_start","index":0,"content_block":{"type":"text","text":"","citations":[]}}'],
    ['a text block start with something after', '{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}} '],
  ])('%s', (_name, data) => {
    expect(readAnthropicFixedEvent(data)).toBeUndefined();
  });
});
