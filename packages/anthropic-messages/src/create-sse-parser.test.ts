import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './create-sse-parser.js';

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
  it('reads whole messages from one chunk', () => {
    expect(parseInChunks([stream])).toEqual(expected);
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

  it('does not turn a CRLF split between chunks into an extra blank line', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\ndata: b\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ data: 'a\nb' }]);
  });

  it('joins several data lines with a newline', () => {
    expect(parseInChunks(['event: x\ndata: {"a":\ndata: 1}\n\n'])).toEqual([{ event: 'x', data: '{"a":\n1}' }]);
  });

  it('skips comments, ignores id and retry fields, and keeps only the first space after the colon', () => {
    const text = ': keep-alive\n\nid: 7\nretry: 1000\nevent:ping\ndata:  two spaces\n\n';
    expect(parseInChunks([text])).toEqual([{ event: 'ping', data: ' two spaces' }]);
  });

  it('does not dispatch a message that has no data line', () => {
    expect(parseInChunks(['event: ping\n\ndata: x\n\n'])).toEqual([{ data: 'x' }]);
  });

  it('treats a field with no colon as a field with an empty value', () => {
    expect(parseInChunks(['data\ndata\n\n'])).toEqual([{ data: '\n' }]);
  });

  it('completes the last message at end() when the final blank line or newline is missing', () => {
    expect(parseInChunks(['event: message_stop\ndata: {"type":"message_stop"}'])).toEqual([
      { event: 'message_stop', data: '{"type":"message_stop"}' },
    ]);
    expect(parseInChunks(['data: a\n'])).toEqual([{ data: 'a' }]);
  });

  it('drops a leading byte-order mark', () => {
    expect(parseInChunks(['\uFEFFdata: a\n\n'])).toEqual([{ data: 'a' }]);
  });

  it('returns nothing for an empty stream', () => {
    expect(parseInChunks([])).toEqual([]);
    expect(parseInChunks(['', '\n\n'])).toEqual([]);
  });
});
