import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './create-sse-parser.js';
import { createSseParserBeforeSession25 } from './testing-fixtures/sse-parser-before-session-25.js';

// A differential test: the parser against the one it replaced (eventsource-parser behind a push/end adapter), push by
// push, on generated streams and chunkings. Each push's messages must be the same (what is dispatched, and when).

/** The pieces streams are made of: every field form, the three line ends, BOMs, comments, odd and long values. */
const piece = fc.oneof(
  fc.constantFrom(
    'data:', 'data: ', 'data', 'data  ', 'data :', 'dat', 'DATA:', 'datas:', 'event:', 'event: ', 'event', 'events:',
    'id:', 'id: 7', 'id', 'id:\0x', 'retry: 10', 'retry:x', 'retry', ':', ': comment', ':x', 'foo: bar', 'foo',
    '\n', '\r', '\r\n', '\n\n', '\r\r', '\r\n\r\n', '\n\r', '\uFEFF', '\u00EF\u00BB\u00BF', '\u00EF', '\u00BB\u00BF',
    '[DONE]', '{"a":1}', ' ', '  ', 'é', '😀', '\uD83D', '\uDE00', 'x'.repeat(5000), '\0',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);

/** SSE-shaped text: mostly whole lines of known fields and blank lines, sometimes any of the pieces anywhere. */
const lineEnd = fc.constantFrom('\n', '\r', '\r\n');
const line = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('data:', 'data: ', 'event:', 'event: ', 'id: ', 'retry: ', ': ', 'data', 'event', ''), fc.string({ maxLength: 20 }), lineEnd)
    .map(([field, value, end]) => `${field}${value.replace(/[\r\n]/g, '')}${end}`) },
  { weight: 2, arbitrary: lineEnd },
  { weight: 1, arbitrary: piece },
);
const streamText = fc
  .tuple(fc.constantFrom('', '', '\uFEFF', '\u00EF\u00BB\u00BF', '\uFEFF\u00EF\u00BB\u00BF', '\r', '\n'), fc.array(line, { maxLength: 40 }))
  .map(([start, parts]) => start + parts.join(''));

/** Cuts a text at the given positions (taken modulo its length + 1, sorted; repeats give empty pushes). */
function cut(text: string, positions: number[]): string[] {
  const points = positions.map((position) => position % (text.length + 1)).sort((a, b) => a - b);
  const chunks: string[] = [];
  let start = 0;
  for (const point of points) {
    chunks.push(text.slice(start, point));
    start = point;
  }
  chunks.push(text.slice(start));
  return chunks;
}

const chunked = fc.tuple(streamText, fc.array(fc.nat(), { maxLength: 30 })).map(([text, positions]) => cut(text, positions));

type Run = SseMessage[][];

function run(parser: { push(text: string): SseMessage[]; end(): SseMessage[] }, rounds: string[][]): Run {
  const out: Run = [];
  for (const chunks of rounds) {
    for (const chunk of chunks) out.push(parser.push(chunk));
    out.push(parser.end());
  }
  return out;
}

const same = (rounds: string[][]): void => {
  expect(run(createSseParser(), rounds)).toStrictEqual(run(createSseParserBeforeSession25(), rounds));
};

describe('createSseParser against the parser it replaced', () => {
  it('gives the same messages at every push on generated streams and chunkings', () => {
    fc.assert(fc.property(chunked, (chunks) => same([chunks])), { numRuns: 10_000 });
  });

  it('gives the same messages one character at a time and whole', () => {
    fc.assert(
      fc.property(streamText, (text) => {
        same([[text]]);
        same([[...text]]);
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives the same messages when pushed to again after end()', () => {
    fc.assert(fc.property(chunked, chunked, (first, second) => same([first, second])), { numRuns: 3_000 });
  });

  it('gives the same messages on the streams the gateway reads, in pieces of every size', () => {
    const chat = Array.from({ length: 20 }, (_, index) => `data: {"choices":[{"delta":{"content":"w${index} é😀"}}]}\n\n`).join('') + 'data: [DONE]\n\n';
    const responses = Array.from({ length: 20 }, (_, index) => `event: response.output_text.delta\ndata: {"delta":"w${index}"}\n\n`).join('');
    const messages = `event: message_start\r\ndata: {"type":"message_start"}\r\n\r\n: ping\r\n${responses.replace(/\n/g, '\r\n')}`;
    for (const text of [chat, responses, messages, `\uFEFF${chat}`]) {
      for (let size = 1; size <= 64; size += 1) same([Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size))]);
    }
  });
});
