import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createResponsesStreamDecoder } from './create-responses-stream-decoder.js';
import { encodeResponsesStreamEvent } from './encode-responses-stream-event.js';
import type { ResponsesStreamEvent } from './types.js';

describe('encodeResponsesStreamEvent', () => {
  it('writes an event line naming the type, one data line, and a blank line', () => {
    const event: ResponsesStreamEvent = {
      type: 'response.output_text.delta',
      sequence_number: 4,
      item_id: 'msg_1',
      output_index: 0,
      content_index: 0,
      delta: 'line one\nline two',
    };
    expect(encodeResponsesStreamEvent(event)).toBe(
      'event: response.output_text.delta\n' +
        'data: {"type":"response.output_text.delta","sequence_number":4,"item_id":"msg_1","output_index":0,"content_index":0,"delta":"line one\\nline two"}\n\n',
    );
  });

  it('reproduces the recorded stream byte for byte, and the decoder reads back what it wrote', () => {
    const text = readFileSync(new URL('./__fixtures__/streams/codex-turn-every-event.sse', import.meta.url), 'utf8');
    const decoder = createResponsesStreamDecoder();
    const events = [...decoder.push(text), ...decoder.end()].flatMap((item) => (item.type === 'event' ? [item.event] : []));
    const encoded = events.map(encodeResponsesStreamEvent).join('');
    expect(encoded).toBe(text);
  });
});
