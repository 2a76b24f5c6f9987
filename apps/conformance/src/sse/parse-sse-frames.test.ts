import { describe, expect, it } from 'vitest';
import { parseSseFrames } from './parse-sse-frames.js';

describe('parseSseFrames', () => {
  it.each([
    ['data: {"a":1}\n\ndata: [DONE]\n\n', [{ data: '{"a":1}' }, { data: '[DONE]' }]],
    ['event: ping\r\ndata: {}\r\n\r\n', [{ event: 'ping', data: '{}' }]],
    [': keep-alive\n\ndata: x\ndata: y\n', [{ data: 'x\ny' }]],
    ['event: lonely\n\n', []],
    ['data:no-space\n\n', [{ data: 'no-space' }]],
  ])('parses %j', (text, expected) => {
    expect(parseSseFrames(text)).toEqual(expected);
  });
});
