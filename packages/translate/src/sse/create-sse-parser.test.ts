import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './create-sse-parser.js';

function parse(pieces: string[]): SseMessage[] {
  const parser = createSseParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()];
}

describe('createSseParser', () => {
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
  ])('%s', (_name, pieces, expected) => {
    expect(parse(pieces)).toEqual(expected);
  });

  it('gives the same messages however mixed line ends are split', () => {
    const text = 'event: a\r\ndata: 1\r\n\r\ndata: 2\rdata: 3\r\r: note\ndata: {"x":"\\n"}\n\nevent: b\r\ndata:4\n\n';
    const whole = parse([text]);
    expect(whole).toEqual([{ event: 'a', data: '1' }, { data: '2\n3' }, { data: '{"x":"\\n"}' }, { event: 'b', data: '4' }]);
    for (let cut = 0; cut <= text.length; cut += 1) {
      for (let second = cut; second <= text.length; second += 5) {
        expect(parse([text.slice(0, cut), text.slice(cut, second), text.slice(second)])).toEqual(whole);
      }
    }
  });
});
