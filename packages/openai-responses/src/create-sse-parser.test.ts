import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './create-sse-parser.js';

function parseInChunks(chunks: string[]): SseMessage[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('createSseParser', () => {
  it('reads event names and data, and dispatches on a blank line', () => {
    expect(parseInChunks(['event: a\ndata: 1\n\nevent: b\ndata: 2\n\n'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('accepts %s line endings', (_name, newline) => {
    const text = `event: x${newline}data: {"a":1}${newline}${newline}`;
    expect(parseInChunks([text])).toEqual([{ event: 'x', data: '{"a":1}' }]);
  });

  it('counts a CRLF split across two chunks once', () => {
    expect(parseInChunks(['data: 1\r', '\n\r', '\ndata: 2\r\n\r\n'])).toEqual([{ data: '1' }, { data: '2' }]);
  });

  it('joins multi-line data with newlines and drops only one leading space', () => {
    expect(parseInChunks(['data: first\ndata:  second\ndata:third\n\n'])).toEqual([{ data: 'first\n second\nthird' }]);
  });

  it('skips comments, ignores id and retry, and does not dispatch a message without data', () => {
    expect(parseInChunks([': keep-alive\n\nid: 7\nretry: 100\nevent: ping\n\n:x\ndata: y\n\n'])).toEqual([{ data: 'y' }]);
  });

  it('flushes a last message with no trailing blank line or newline at end()', () => {
    const parser = createSseParser();
    expect(parser.push('event: last\ndata: {"done":true}')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'last', data: '{"done":true}' }]);
  });

  it('skips a leading byte-order mark', () => {
    expect(parseInChunks(['\uFEFFdata: 1\n\n'])).toEqual([{ data: '1' }]);
  });

  it('gives the same messages whatever the chunking, one character at a time included', () => {
    const text = 'event: a\r\ndata: {"x":"a\\nb"}\r\n\r\n: c\r\nevent: b\r\ndata: 2\r\ndata: 3\r\n\r\n';
    const whole = parseInChunks([text]);
    expect(parseInChunks([...text])).toEqual(whole);
    for (let cut = 1; cut < text.length; cut += 1) expect(parseInChunks([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
  });
});
