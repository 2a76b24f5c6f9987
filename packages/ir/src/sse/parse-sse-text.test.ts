import { describe, expect, it } from 'vitest';
import { parseSseText } from './parse-sse-text.js';

// The cases of the conformance suite's former whole-body reader (parseSseFrames), assertions kept.
describe('parseSseText', () => {
  it.each([
    ['data: {"a":1}\n\ndata: [DONE]\n\n', [{ data: '{"a":1}' }, { data: '[DONE]' }]],
    ['event: ping\r\ndata: {}\r\n\r\n', [{ event: 'ping', data: '{}' }]],
    [': keep-alive\n\ndata: x\ndata: y\n', [{ data: 'x\ny' }]],
    ['event: lonely\n\n', []],
    ['data:no-space\n\n', [{ data: 'no-space' }]],
    ['data: last', [{ data: 'last' }]],
    ['', []],
  ])('parses %j', (text, expected) => {
    expect(parseSseText(text)).toEqual(expected);
  });
});
