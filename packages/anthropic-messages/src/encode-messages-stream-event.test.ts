import { describe, expect, it } from 'vitest';
import { createMessagesStreamDecoder } from './create-messages-stream-decoder.js';
import { encodeMessagesStreamEvent } from './encode-messages-stream-event.js';
import type { MessagesStreamEvent } from './types.js';

const events: MessagesStreamEvent[] = [
  {
    type: 'message_start',
    message: {
      id: 'msg_01',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    },
  },
  { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {} } },
  { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: '{"command":"echo \\"hi\\"\\n"}' } },
  { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'line one\nline two\r\n' } },
  { type: 'content_block_delta', index: 2, delta: { type: 'thinking_delta', thinking: 'hmm' } },
  { type: 'content_block_delta', index: 2, delta: { type: 'signature_delta', signature: 'c2ln' } },
  { type: 'content_block_delta', index: 1, delta: { type: 'citations_delta', citation: { type: 'char_location', cited_text: 'x' } } },
  { type: 'content_block_delta', index: 3, delta: { type: 'compaction_delta', content: 'summary' } },
  { type: 'content_block_stop', index: 0 },
  { type: 'message_delta', delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 42 } },
  { type: 'ping' },
  { type: 'message_stop' },
  { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
];

describe('encodeMessagesStreamEvent', () => {
  it('writes an event line, one data line and a blank line', () => {
    expect(encodeMessagesStreamEvent({ type: 'ping' })).toBe('event: ping\ndata: {"type":"ping"}\n\n');
  });

  it.each(events.map((event) => [event.type, event] as const))('always names the event (%s) and keeps data on one line', (type, event) => {
    const text = encodeMessagesStreamEvent(event);
    const lines = text.split('\n');
    expect(lines).toEqual([`event: ${type}`, expect.stringMatching(/^data: \{.*\}$/), '', '']);
  });

  it('round-trips every event type through the decoder', () => {
    const decoder = createMessagesStreamDecoder();
    const text = events.map(encodeMessagesStreamEvent).join('');
    const items = [...decoder.push(text), ...decoder.end()];
    expect(items).toEqual(events.map((event) => ({ type: 'event', event })));
  });
});
