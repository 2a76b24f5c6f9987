import { describe, expect, it } from 'vitest';
import { chatFormatProfile } from './chat-format-profile.js';
import { messagesFormatProfile } from './messages-format-profile.js';
import { responsesFormatProfile } from './responses-format-profile.js';

describe('FormatProfile.readStreamItem', () => {
  it.each([
    ['chat role-only chunk', chatFormatProfile, { type: 'chunk', chunk: { choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] } }, 'other'],
    ['chat text', chatFormatProfile, { type: 'chunk', chunk: { choices: [{ index: 0, delta: { content: 'hi' }, finish_reason: null }] } }, 'content'],
    ['chat tool call', chatFormatProfile, { type: 'chunk', chunk: { choices: [{ index: 0, delta: { tool_calls: [{ index: 0 }] }, finish_reason: null }] } }, 'content'],
    ['chat reasoning', chatFormatProfile, { type: 'chunk', chunk: { choices: [{ index: 0, delta: { reasoning_content: 'hmm' }, finish_reason: null }] } }, 'content'],
    ['chat empty tool calls', chatFormatProfile, { type: 'chunk', chunk: { choices: [{ index: 0, delta: { content: null, tool_calls: [] }, finish_reason: null }] } }, 'other'],
    ['chat error', chatFormatProfile, { type: 'error', error: { message: 'boom' } }, 'error'],
    ['chat unreadable', chatFormatProfile, { type: 'invalid', data: 'x', reason: 'bad' }, 'content'],
    ['responses created', responsesFormatProfile, { type: 'event', event: { type: 'response.created' } }, 'other'],
    ['responses delta', responsesFormatProfile, { type: 'event', event: { type: 'response.output_text.delta' } }, 'content'],
    ['responses failed', responsesFormatProfile, { type: 'event', event: { type: 'response.failed', response: { error: { message: 'boom' } } } }, 'error'],
    ['messages start', messagesFormatProfile, { type: 'event', event: { type: 'message_start' } }, 'other'],
    ['messages ping', messagesFormatProfile, { type: 'event', event: { type: 'ping' } }, 'other'],
    ['messages block', messagesFormatProfile, { type: 'event', event: { type: 'content_block_start' } }, 'content'],
    ['messages error', messagesFormatProfile, { type: 'event', event: { type: 'error', error: { type: 'overloaded_error', message: 'boom' } } }, 'error'],
  ] as const)('%s → %s', (_name, profile, item, kind) => {
    const read = profile.readStreamItem(item);
    expect(read.kind).toBe(kind);
    if (read.kind === 'error') expect(read.message).toBe('boom');
  });
});
