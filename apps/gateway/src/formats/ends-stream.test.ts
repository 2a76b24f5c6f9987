import { describe, expect, it } from 'vitest';
import { chatFormatProfile } from './chat-format-profile.js';
import { messagesFormatProfile } from './messages-format-profile.js';
import { responsesFormatProfile } from './responses-format-profile.js';

describe('FormatProfile.endsStream', () => {
  it.each([
    ['chat [DONE]', chatFormatProfile, 'data: {"choices":[]}\n\ndata: [DONE]\n\n', true],
    ['chat [DONE] with CRLF', chatFormatProfile, 'data: [DONE]\r\n\r\n', true],
    ['chat [DONE] not yet ended by its blank line', chatFormatProfile, 'data: [DONE]\n', false],
    ['chat chunk', chatFormatProfile, 'data: {"choices":[{"index":0,"delta":{"content":"[DONE]"}}]}\n\n', false],
    ['messages stop', messagesFormatProfile, 'event: message_delta\ndata: {}\n\nevent: message_stop\ndata: {"type":"message_stop"}\n\n', true],
    ['messages delta', messagesFormatProfile, 'event: message_delta\ndata: {"type":"message_delta"}\n\n', false],
    ['messages error', messagesFormatProfile, 'event: error\ndata: {"type":"error"}\n\n', false],
    ['messages text naming the last event', messagesFormatProfile, 'event: content_block_delta\ndata: {"delta":{"text":"message_stop"}}\n\n', false],
    ['messages stop with CRLF', messagesFormatProfile, 'event: message_stop\r\ndata: {"type":"message_stop"}\r\n\r\n', true],
    ['responses completed', responsesFormatProfile, 'event: response.completed\ndata: {"type":"response.completed"}\n\n', true],
    ['responses incomplete', responsesFormatProfile, 'event: response.incomplete\ndata: {}\n\n', true],
    ['responses failed', responsesFormatProfile, 'event: response.failed\ndata: {}\n\n', true],
    ['responses delta', responsesFormatProfile, 'event: response.output_text.delta\ndata: {"delta":"response.completed"}\n\n', false],
  ] as const)('%s → %s', (_name, profile, text, ends) => {
    expect(profile.endsStream(text)).toBe(ends);
  });
});
