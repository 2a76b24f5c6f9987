import { describe, expect, it } from 'vitest';
import { createSseParser } from './create-sse-parser.js';

describe('createSseParser', () => {
  it.each([
    ['LF', 'event: a\ndata: 1\n\ndata: 2\n\n'],
    ['CRLF', 'event: a\r\ndata: 1\r\n\r\ndata: 2\r\n\r\n'],
    ['CR', 'event: a\rdata: 1\r\rdata: 2\r\r'],
  ])('splits messages with %s line ends', (_name, text) => {
    expect(createSseParser().push(text)).toEqual([{ event: 'a', data: '1' }, { data: '2' }]);
  });

  it('drops one leading space only, a byte order mark, and id/retry fields', () => {
    const parser = createSseParser();
    expect(parser.push('\uFEFFid: 7\nretry: 100\ndata:  two spaces\n\ndata:none\n\n')).toEqual([{ data: ' two spaces' }, { data: 'none' }]);
  });

  it('does not dispatch a message without data', () => {
    expect(createSseParser().push('event: ping\n\n')).toEqual([]);
  });

  it('completes an unterminated last line at end()', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\ndata: b')).toEqual([]);
    expect(parser.end()).toEqual([{ data: 'a\nb' }]);
  });
});
