import { describe, expect, it } from 'vitest';
import { readAnthropicTextDelta } from './read-anthropic-text-delta.js';

const textDelta = (index: string, text: string): string => `{"type":"content_block_delta","index":${index},"delta":{"type":"text_delta","text":${text}}}`;

describe('readAnthropicTextDelta reads a text delta as JSON.parse would', () => {
  it.each([
    ['the API text delta', textDelta('0', '"Zq0 "'), 0, 'Zq0 '],
    ['another block', textDelta('12', '"x"'), 12, 'x'],
    ['empty text', textDelta('0', '""'), 0, ''],
    ['escapes', textDelta('1', String.raw`"a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"`), 1, 'a"\\/\b\f\n\r\t\u00e9\u{1F600}'],
    ['escaped lone surrogate', textDelta('0', String.raw`"\ud800x"`), 0, '\ud800x'],
    ['text that looks like the tail', textDelta('0', '"}}"'), 0, '}}'],
    ['trailing whitespace', `${textDelta('0', '"a"')} \r\n`, 0, 'a'],
  ])('%s', (_name, data, index, text) => {
    expect(readAnthropicTextDelta(data)).toEqual({ index, text });
    const parsed = JSON.parse(data) as { index: number; delta: { text: string } };
    expect({ index: parsed.index, text: parsed.delta.text }).toEqual({ index, text });
  });
});

describe('readAnthropicTextDelta leaves everything else to JSON.parse', () => {
  it.each([
    ['another event', '{"type":"content_block_stop","index":0}'],
    ['a thinking delta', '{"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"x"}}'],
    ['members in another order', '{"index":0,"type":"content_block_delta","delta":{"type":"text_delta","text":"a"}}'],
    ['spaces between tokens', '{"type": "content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"}}'],
    ['leading whitespace', ` ${textDelta('0', '"a"')}`],
    ['an extra member in the delta', '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a","x":1}}'],
    ['an extra member after the delta', '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"},"x":1}'],
    ['no index digits', textDelta('', '"a"')],
    ['a leading zero', textDelta('01', '"a"')],
    ['a negative index', textDelta('-1', '"a"')],
    ['a fractional index', textDelta('1.5', '"a"')],
    ['an index too long to read exactly', textDelta('12345678901', '"a"')],
    ['text that is not a string', textDelta('0', 'null')],
    ['a bad escape', textDelta('0', String.raw`"\x"`)],
    ['a raw control character', textDelta('0', '"a\nb"')],
    ['an unterminated string', '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a'],
    ['something after the object', `${textDelta('0', '"a"')}x`],
    ['a missing closing brace', '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"}'],
  ])('%s', (_name, data) => {
    expect(readAnthropicTextDelta(data)).toBeUndefined();
  });
});
