import { describe, expect, it } from 'vitest';
import { readFixtureText } from './__fixtures__/read-fixture.js';
import { createChatStreamDecoder, type ChatStreamItem } from './create-chat-stream-decoder.js';

function decodeInPieces(text: string, size: number): ChatStreamItem[] {
  const decoder = createChatStreamDecoder();
  const items: ChatStreamItem[] = [];
  for (let start = 0; start < text.length; start += size) items.push(...decoder.push(text.slice(start, start + size)));
  items.push(...decoder.end());
  return items;
}

function summarize(items: ChatStreamItem[]): string[] {
  return items.map((item) => {
    switch (item.type) {
      case 'chunk': {
        const choice = item.chunk.choices[0];
        if (!choice) return `usage:${item.chunk.usage?.total_tokens ?? 'none'}`;
        const call = choice.delta.tool_calls?.[0];
        if (call) return `tool:${call.index}:${call.function?.name ?? ''}:${call.function?.arguments ?? ''}`;
        if (choice.finish_reason) return `finish:${choice.finish_reason}`;
        return `text:${choice.delta.content ?? ''}`;
      }
      case 'done':
        return 'done';
      case 'error':
        return `error:${item.error.type}`;
      case 'invalid':
        return `invalid:${item.reason}`;
      default: {
        const never: never = item;
        return never;
      }
    }
  });
}

describe('createChatStreamDecoder', () => {
  it('decodes a text stream that ends with the choices:[] usage chunk and [DONE]', () => {
    const items = decodeInPieces(readFixtureText('streams/text-with-usage.sse'), 1 << 20);
    expect(summarize(items)).toEqual(['text:', 'text:Paris', 'text: is the capital.', 'finish:stop', 'usage:30', 'done']);
  });

  it('decodes tool-call fragments and skips keep-alive comments', () => {
    const items = decodeInPieces(readFixtureText('streams/tool-call.sse'), 1 << 20);
    expect(summarize(items)).toEqual([
      'tool:0:get_weather:',
      'tool:0::{"city"',
      'tool:0:::"Paris"}',
      'tool:1:get_weather:{"city":"Oslo"}',
      'finish:tool_calls',
      'done',
    ]);
  });

  it('reports a mid-stream error event', () => {
    const items = decodeInPieces(readFixtureText('streams/mid-stream-error.sse'), 1 << 20);
    expect(summarize(items)).toEqual(['text:', 'text:Par', 'error:server_error']);
    expect(items[2]).toEqual({
      type: 'error',
      error: { message: 'The upstream provider closed the connection.', type: 'server_error', param: null, code: 'upstream_error' },
    });
  });

  it.each([1, 2, 3, 7, 64])('gives the same items when the text arrives %i characters at a time', (size) => {
    const text = readFixtureText('streams/tool-call.sse');
    expect(decodeInPieces(text, size)).toEqual(decodeInPieces(text, text.length));
  });

  it('handles CRLF line ends, also when a CR and its LF arrive separately', () => {
    const text = readFixtureText('streams/text-with-usage.sse').replaceAll('\n', '\r\n');
    const expected = ['text:', 'text:Paris', 'text: is the capital.', 'finish:stop', 'usage:30', 'done'];
    expect(summarize(decodeInPieces(text, 1))).toEqual(expected);
    expect(summarize(decodeInPieces(text, 5))).toEqual(expected);
  });

  it('joins multi-line data and ignores an event line', () => {
    const decoder = createChatStreamDecoder();
    const items = decoder.push('event: completion\ndata: {"id":"c","object":"chat.completion.chunk",\ndata: "created":1,"model":"m","choices":[]}\n\n');
    expect(items).toEqual([{ type: 'chunk', chunk: { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [] } }]);
  });

  it('flushes a last message that has no blank line at end()', () => {
    const decoder = createChatStreamDecoder();
    expect(decoder.push('data: [DONE]')).toEqual([]);
    expect(decoder.end()).toEqual([{ type: 'done' }]);
  });

  it('reports data that is not JSON, or JSON that is not a chunk, as invalid without throwing', () => {
    const decoder = createChatStreamDecoder();
    const items = decoder.push('data: {not json\n\ndata: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m"}\n\ndata: {"error":"boom"}\n\n');
    expect(items).toEqual([
      { type: 'invalid', data: '{not json', reason: 'data is not JSON' },
      { type: 'invalid', data: '{"id":"c","object":"chat.completion.chunk","created":1,"model":"m"}', reason: 'not a chat.completion.chunk: /choices is required' },
      { type: 'invalid', data: '{"error":"boom"}', reason: 'error event: /error must be object' },
    ]);
  });

  it('returns nothing for comments and empty input', () => {
    const decoder = createChatStreamDecoder();
    expect(decoder.push('')).toEqual([]);
    expect(decoder.push(': keep-alive\n\n: ping\n\n')).toEqual([]);
    expect(decoder.end()).toEqual([]);
  });
});
