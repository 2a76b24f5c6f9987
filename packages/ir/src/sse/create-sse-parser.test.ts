import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './create-sse-parser.js';

// The cases of the four parsers this one replaced (openai-chat, openai-responses, anthropic-messages, translate),
// assertions kept.

function parseInChunks(chunks: string[]): SseMessage[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

function splitEvery(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let index = 0; index < text.length; index += size) chunks.push(text.slice(index, index + size));
  return chunks;
}

const stream = 'event: ping\ndata: {"type":"ping"}\n\nevent: message_stop\ndata: {"type":"message_stop"}\n\n';
const expected: SseMessage[] = [
  { event: 'ping', data: '{"type":"ping"}' },
  { event: 'message_stop', data: '{"type":"message_stop"}' },
];

describe('createSseParser', () => {
  it('reads event names and data, and dispatches on a blank line', () => {
    expect(parseInChunks(['event: a\ndata: 1\n\nevent: b\ndata: 2\n\n'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
    expect(parseInChunks([stream])).toEqual(expected);
  });

  it.each([
    ['LF', 'event: a\ndata: 1\n\ndata: 2\n\n'],
    ['CRLF', 'event: a\r\ndata: 1\r\n\r\ndata: 2\r\n\r\n'],
    ['CR', 'event: a\rdata: 1\r\rdata: 2\r\r'],
  ])('splits messages with %s line ends within one push', (_name, text) => {
    expect(createSseParser().push(text)).toEqual([{ event: 'a', data: '1' }, { data: '2' }]);
  });

  it.each([
    ['LF', ['event: a\ndata: 1\n\n'], [{ event: 'a', data: '1' }]],
    ['CRLF', ['event: a\r\ndata: 1\r\n\r\n'], [{ event: 'a', data: '1' }]],
    ['CR', ['data: 1\r\rdata: 2\r\r'], [{ data: '1' }, { data: '2' }]],
    ['CRLF split between pieces', ['data: 1\r', '\n\r', '\ndata: 2\r\n\r\n'], [{ data: '1' }, { data: '2' }]],
    ['split anywhere', ['da', 'ta: {"a"', ':1}\n', '\n'], [{ data: '{"a":1}' }]],
    ['comments', [': keep-alive\n\ndata: x\n\n'], [{ data: 'x' }]],
    ['multi-line data', ['data: a\ndata: b\n\n'], [{ data: 'a\nb' }]],
    ['no space after the colon', ['data:x\n\n'], [{ data: 'x' }]],
    ['missing final blank line', ['data: last'], [{ data: 'last' }]],
    ['event without data is skipped', ['event: ping\n\n'], []],
  ])('%s', (_name, pieces, messages) => {
    expect(parseInChunks(pieces)).toEqual(messages);
  });

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('accepts %s line endings', (_name, newline) => {
    const text = `event: x${newline}data: {"a":1}${newline}${newline}`;
    expect(parseInChunks([text])).toEqual([{ event: 'x', data: '{"a":1}' }]);
  });

  it.each([1, 2, 3, 7, 13])('gives the same messages when the text arrives %i characters at a time', (size) => {
    expect(parseInChunks(splitEvery(stream, size))).toEqual(expected);
  });

  it.each([
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('accepts %s line endings, also when a pair is split across chunks', (_name, newline) => {
    const text = stream.replaceAll('\n', newline);
    expect(parseInChunks([text])).toEqual(expected);
    expect(parseInChunks(splitEvery(text, 1))).toEqual(expected);
  });

  it('counts a CRLF split across two chunks once', () => {
    expect(parseInChunks(['data: 1\r', '\n\r', '\ndata: 2\r\n\r\n'])).toEqual([{ data: '1' }, { data: '2' }]);
  });

  it('does not turn a CRLF split between chunks into an extra blank line', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\ndata: b\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ data: 'a\nb' }]);
  });

  it('keeps a CR that ended a push across an empty push', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('')).toEqual([]);
    expect(parser.push('\n\n')).toEqual([{ data: 'a' }]);
  });

  it('joins multi-line data with newlines and drops only one leading space', () => {
    expect(parseInChunks(['data: first\ndata:  second\ndata:third\n\n'])).toEqual([{ data: 'first\n second\nthird' }]);
    expect(parseInChunks(['event: x\ndata: {"a":\ndata: 1}\n\n'])).toEqual([{ event: 'x', data: '{"a":\n1}' }]);
  });

  it('drops one leading space only, a byte order mark, and id/retry fields', () => {
    const parser = createSseParser();
    expect(parser.push('\uFEFFid: 7\nretry: 100\ndata:  two spaces\n\ndata:none\n\n')).toEqual([{ data: ' two spaces' }, { data: 'none' }]);
  });

  it('skips comments, ignores id and retry, and does not dispatch a message without data', () => {
    expect(parseInChunks([': keep-alive\n\nid: 7\nretry: 100\nevent: ping\n\n:x\ndata: y\n\n'])).toEqual([{ data: 'y' }]);
    const text = ': keep-alive\n\nid: 7\nretry: 1000\nevent:ping\ndata:  two spaces\n\n';
    expect(parseInChunks([text])).toEqual([{ event: 'ping', data: ' two spaces' }]);
  });

  it('does not dispatch a message that has no data line', () => {
    expect(createSseParser().push('event: ping\n\n')).toEqual([]);
    expect(parseInChunks(['event: ping\n\ndata: x\n\n'])).toEqual([{ data: 'x' }]);
  });

  it('treats a field with no colon as a field with an empty value', () => {
    expect(parseInChunks(['data\ndata\n\n'])).toEqual([{ data: '\n' }]);
  });

  it('completes the last message at end() when the final blank line or newline is missing', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\ndata: b')).toEqual([]);
    expect(parser.end()).toEqual([{ data: 'a\nb' }]);
    const last = createSseParser();
    expect(last.push('event: last\ndata: {"done":true}')).toEqual([]);
    expect(last.end()).toEqual([{ event: 'last', data: '{"done":true}' }]);
    expect(parseInChunks(['event: message_stop\ndata: {"type":"message_stop"}'])).toEqual([
      { event: 'message_stop', data: '{"type":"message_stop"}' },
    ]);
    expect(parseInChunks(['data: a\n'])).toEqual([{ data: 'a' }]);
  });

  it('skips a leading byte-order mark, and only at the start of the stream', () => {
    expect(parseInChunks(['\uFEFFdata: 1\n\n'])).toEqual([{ data: '1' }]);
    expect(parseInChunks(['data: 1\n\n', '\uFEFFdata: 2\n\n'])).toEqual([{ data: '1' }]);
  });

  it('returns nothing for an empty stream', () => {
    expect(parseInChunks([])).toEqual([]);
    expect(parseInChunks(['', '\n\n'])).toEqual([]);
  });

  it('gives the same messages whatever the chunking, one character at a time included', () => {
    const text = 'event: a\r\ndata: {"x":"a\\nb"}\r\n\r\n: c\r\nevent: b\r\ndata: 2\r\ndata: 3\r\n\r\n';
    const whole = parseInChunks([text]);
    expect(parseInChunks([...text])).toEqual(whole);
    for (let cut = 1; cut < text.length; cut += 1) expect(parseInChunks([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
  });

  it('gives the same messages however mixed line ends are split', () => {
    const text = 'event: a\r\ndata: 1\r\n\r\ndata: 2\rdata: 3\r\r: note\ndata: {"x":"\\n"}\n\nevent: b\r\ndata:4\n\n';
    const whole = parseInChunks([text]);
    expect(whole).toEqual([{ event: 'a', data: '1' }, { data: '2\n3' }, { data: '{"x":"\\n"}' }, { event: 'b', data: '4' }]);
    for (let cut = 0; cut <= text.length; cut += 1) {
      for (let second = cut; second <= text.length; second += 5) {
        expect(parseInChunks([text.slice(0, cut), text.slice(cut, second), text.slice(second)])).toEqual(whole);
      }
    }
  });
});
