import type { SseMessage } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { chatFormatProfile } from './chat-format-profile.js';
import { messagesFormatProfile } from './messages-format-profile.js';
import { responsesFormatProfile } from './responses-format-profile.js';

const data = (value: unknown, event?: string): SseMessage => ({ data: JSON.stringify(value), ...(event === undefined ? {} : { event }) });

describe('FormatProfile.readStreamItem', () => {
  it.each([
    ['chat role-only chunk', chatFormatProfile, data({ choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }), 'other'],
    ['chat text', chatFormatProfile, data({ choices: [{ index: 0, delta: { content: 'hi' }, finish_reason: null }] }), 'content'],
    ['chat tool call', chatFormatProfile, data({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0 }] }, finish_reason: null }] }), 'content'],
    ['chat reasoning', chatFormatProfile, data({ choices: [{ index: 0, delta: { reasoning_content: 'hmm' }, finish_reason: null }] }), 'content'],
    ['chat empty tool calls', chatFormatProfile, data({ choices: [{ index: 0, delta: { content: null, tool_calls: [] }, finish_reason: null }] }), 'other'],
    ['chat finish', chatFormatProfile, data({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }), 'content'],
    ['chat usage-only chunk', chatFormatProfile, data({ choices: [], usage: { prompt_tokens: 1 } }), 'content'],
    ['chat empty choices', chatFormatProfile, data({ choices: [] }), 'other'],
    ['chat done', chatFormatProfile, { data: '[DONE]' }, 'content'],
    ['chat error', chatFormatProfile, data({ error: { message: 'boom' } }), 'error'],
    ['chat unreadable', chatFormatProfile, { data: '{"choices": [' }, 'content'],
    ['chat without choices', chatFormatProfile, data({ id: 'x' }), 'content'],
    // Read without parsing when a delta's text member has a first character and no member is named error.
    ['chat text with spaces around the colon', chatFormatProfile, { data: '{"choices":[{"index":0,"delta":{"content" : "hi"}}]}' }, 'content'],
    ['chat text opening with a quote', chatFormatProfile, data({ choices: [{ index: 0, delta: { content: '"quoted"' }, finish_reason: null }] }), 'content'],
    ['chat refusal', chatFormatProfile, data({ choices: [{ index: 0, delta: { refusal: 'no' }, finish_reason: null }] }), 'content'],
    ['chat text beside an error', chatFormatProfile, data({ error: { message: 'boom' }, choices: [{ index: 0, delta: { content: 'hi' } }] }), 'error'],
    ['chat error naming a text member', chatFormatProfile, data({ error: { message: 'boom', detail: '"content":"x' } }), 'error'],
    ['chat role chunk with null content', chatFormatProfile, data({ choices: [{ index: 0, delta: { role: 'assistant', content: null }, finish_reason: null }] }), 'other'],
    ['chat role chunk with a text member inside a string', chatFormatProfile, data({ system_fingerprint: '"content":"x', choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] }), 'other'],
    ['chat role chunk with logprobs content', chatFormatProfile, data({ choices: [{ index: 0, delta: { content: '' }, logprobs: { content: [{ token: 'a' }] }, finish_reason: null }] }), 'other'],
    ['chat prompt filter results (Azure)', chatFormatProfile, data({ choices: [], prompt_filter_results: [{ prompt_index: 0, content_filter_results: { hate: { filtered: false, severity: 'safe' } } }] }), 'other'],
    ['responses created', responsesFormatProfile, data({ type: 'response.created' }), 'other'],
    ['responses in progress (type from the event name)', responsesFormatProfile, data({}, 'response.in_progress'), 'other'],
    ['responses delta', responsesFormatProfile, data({ type: 'response.output_text.delta' }), 'content'],
    ['responses failed', responsesFormatProfile, data({ type: 'response.failed', response: { error: { message: 'boom' } } }), 'error'],
    ['responses error', responsesFormatProfile, data({ type: 'error', message: 'boom' }), 'error'],
    ['responses unreadable', responsesFormatProfile, { data: 'nope' }, 'content'],
    ['messages start', messagesFormatProfile, data({ type: 'message_start' }), 'other'],
    ['messages ping', messagesFormatProfile, data({ type: 'ping' }), 'other'],
    ['messages block', messagesFormatProfile, data({ type: 'content_block_start' }), 'content'],
    ['messages error', messagesFormatProfile, data({ type: 'error', error: { type: 'overloaded_error', message: 'boom' } }), 'error'],
    ['messages unreadable', messagesFormatProfile, { data: '' }, 'content'],
  ] as const)('%s → %s', (_name, profile, message, kind) => {
    const read = profile.readStreamItem(message);
    expect(read.kind).toBe(kind);
    if (read.kind === 'error') expect(read.message).toBe('boom');
  });
});
