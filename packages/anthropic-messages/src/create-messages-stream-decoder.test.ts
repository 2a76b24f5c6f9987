import { describe, expect, it } from 'vitest';
import { listFixtures, readTextFixture } from './__fixtures__/read-fixtures.js';
import { createMessagesStreamDecoder, type MessagesStreamItem } from './create-messages-stream-decoder.js';
import { validateMessagesStreamEvent } from './validate.js';

function decode(chunks: string[]): MessagesStreamItem[] {
  const decoder = createMessagesStreamDecoder();
  return [...chunks.flatMap((chunk) => decoder.push(chunk)), ...decoder.end()];
}

/** Deterministic uneven chunk sizes (1…17 characters), so splits land inside names, JSON, CR and LF. */
function splitUnevenly(text: string): string[] {
  const chunks: string[] = [];
  let size = 1;
  for (let index = 0; index < text.length; index += size) {
    size = (size * 7 + 3) % 17 + 1;
    chunks.push(text.slice(index, index + size));
  }
  return chunks;
}

const streams = listFixtures('streams', '.sse');

const expectedTypes: Record<string, string[]> = {
  'text.sse': [
    'message_start',
    'content_block_start',
    'ping',
    'content_block_delta',
    'content_block_delta',
    'content_block_stop',
    'message_delta',
    'message_stop',
  ],
  'thinking-tool-use.sse': [
    'message_start',
    ...['content_block_start', 'content_block_delta', 'content_block_delta', 'content_block_delta', 'content_block_stop'],
    ...['content_block_start', 'content_block_delta', 'content_block_stop'],
    ...['content_block_start', 'content_block_delta', 'content_block_delta', 'content_block_delta', 'content_block_stop'],
    'message_delta',
    'message_stop',
  ],
  'server-tools-citations.sse': [
    'message_start',
    ...['content_block_start', 'content_block_stop'],
    ...['content_block_start', 'content_block_delta', 'content_block_stop'],
    ...['content_block_start', 'content_block_stop'],
    ...['content_block_start', 'content_block_delta', 'content_block_delta', 'content_block_stop'],
    'message_delta',
    'message_stop',
  ],
  'error-after-start.sse': ['message_start', 'error'],
  'multi-line-data.sse': [
    'message_start',
    'content_block_start',
    'content_block_delta',
    'content_block_stop',
    'message_delta',
    'message_stop',
  ],
};

describe('createMessagesStreamDecoder', () => {
  it('has an expectation for every stream fixture', () => {
    expect(Object.keys(expectedTypes).sort()).toEqual(streams);
  });

  it.each(streams)('decodes %s into schema-valid events in order', (name) => {
    const items = decode([readTextFixture(`streams/${name}`)]);
    expect(items.map((item) => (item.type === 'event' ? item.event.type : `invalid: ${item.reason}`))).toEqual(expectedTypes[name]);
    for (const item of items) {
      if (item.type === 'event') expect(validateMessagesStreamEvent(item.event)).toMatchObject({ ok: true });
    }
  });

  it.each(streams)('gives the same items for %s however the text is chunked or its lines end', (name) => {
    const text = readTextFixture(`streams/${name}`);
    const expected = decode([text]);
    const withCrlf = text.replaceAll('\n', '\r\n');
    const withoutFinalBlankLine = text.replace(/\n+$/, '');
    expect(decode(splitUnevenly(text))).toEqual(expected);
    expect(decode([...text])).toEqual(expected);
    expect(decode(splitUnevenly(withCrlf))).toEqual(expected);
    expect(decode([...withCrlf])).toEqual(expected);
    expect(decode(splitUnevenly(withoutFinalBlankLine))).toEqual(expected);
  });

  it.each(streams)('gives the same items for %s split in two at every position, with LF and with CRLF', (name) => {
    const text = readTextFixture(`streams/${name}`);
    for (const variant of [text, text.replaceAll('\n', '\r\n')]) {
      const expected = decode([variant]);
      for (let index = 1; index < variant.length; index += 1) {
        const items = decode([variant.slice(0, index), variant.slice(index)]);
        if (JSON.stringify(items) !== JSON.stringify(expected)) expect({ index, items }).toEqual({ index, items: expected });
      }
    }
  });

  it('returns events as soon as their blank line arrives, and holds an incomplete one until end()', () => {
    const decoder = createMessagesStreamDecoder();
    expect(decoder.push('event: ping\ndata: {"type":"ping"}\n')).toEqual([]);
    expect(decoder.push('\nevent: message_stop\ndata: {"type":"message_stop"}')).toEqual([{ type: 'event', event: { type: 'ping' } }]);
    expect(decoder.end()).toEqual([{ type: 'event', event: { type: 'message_stop' } }]);
  });

  it('keeps the exact text of deltas, including newlines and unicode split across chunks', () => {
    const data = JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'a\nb — ü 🙂' } });
    const items = decode(splitUnevenly(`event: content_block_delta\ndata: ${data}\n\n`));
    expect(items).toEqual([{ type: 'event', event: JSON.parse(data) as unknown }]);
  });

  it('identifies events by data.type: the event line may be missing or disagree', () => {
    expect(decode(['data: {"type":"message_stop"}\n\n', 'event: ping\ndata: {"type":"message_stop"}\n\n'])).toEqual([
      { type: 'event', event: { type: 'message_stop' } },
      { type: 'event', event: { type: 'message_stop' } },
    ]);
  });

  it('joins a JSON payload split over several data lines', () => {
    expect(decode(['event: content_block_stop\ndata: {"type":"content_block_stop",\ndata: "index":2}\n\n'])).toEqual([
      { type: 'event', event: { type: 'content_block_stop', index: 2 } },
    ]);
  });

  it.each([
    ['data: [DONE]\n\n', '[DONE]', 'data is not JSON'],
    ['data: {"type":\n\n', '{"type":', 'data is not JSON'],
    ['data: [1,2]\n\n', '[1,2]', 'data is not a JSON object'],
    ['data: null\n\n', 'null', 'data is not a JSON object'],
    ['data: {"kind":"ping"}\n\n', '{"kind":"ping"}', 'data has no string "type"'],
    ['event: compaction\ndata: {"type":"compaction"}\n\n', '{"type":"compaction"}', 'unknown event type "compaction"'],
  ])('reports %j as invalid without throwing', (text, data, reason) => {
    expect(decode([text])).toEqual([{ type: 'invalid', data, reason }]);
  });

  it('skips comments and messages without data', () => {
    expect(decode([': keep-alive\n\n:\n\nevent: ping\n\n'])).toEqual([]);
  });
});
