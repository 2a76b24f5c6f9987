import type { SseMessage } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { chatPassthroughRules } from './chat-passthrough-rules.js';

const data = (value: unknown, event?: string): SseMessage => ({ data: JSON.stringify(value), ...(event === undefined ? {} : { event }) });

describe('chatPassthroughRules.readStreamItem', () => {
  it.each([
    ['chat role-only chunk', data({ choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }), 'other'],
    ['chat text', data({ choices: [{ index: 0, delta: { content: 'hi' }, finish_reason: null }] }), 'content'],
    ['chat tool call', data({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0 }] }, finish_reason: null }] }), 'content'],
    ['chat reasoning', data({ choices: [{ index: 0, delta: { reasoning_content: 'hmm' }, finish_reason: null }] }), 'content'],
    ['chat empty tool calls', data({ choices: [{ index: 0, delta: { content: null, tool_calls: [] }, finish_reason: null }] }), 'other'],
    ['chat finish', data({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }), 'content'],
    ['chat usage-only chunk', data({ choices: [], usage: { prompt_tokens: 1 } }), 'content'],
    ['chat empty choices', data({ choices: [] }), 'other'],
    ['chat done', { data: '[DONE]' }, 'content'],
    ['chat error', data({ error: { message: 'boom' } }), 'error'],
    ['chat unreadable', { data: '{"choices": [' }, 'content'],
    ['chat without choices', data({ id: 'x' }), 'content'],
    // Read without parsing when a delta's text member has a first character and no member is named error.
    ['chat text with spaces around the colon', { data: '{"choices":[{"index":0,"delta":{"content" : "hi"}}]}' }, 'content'],
    ['chat text opening with a quote', data({ choices: [{ index: 0, delta: { content: '"quoted"' }, finish_reason: null }] }), 'content'],
    ['chat refusal', data({ choices: [{ index: 0, delta: { refusal: 'no' }, finish_reason: null }] }), 'content'],
    ['chat text beside an error', data({ error: { message: 'boom' }, choices: [{ index: 0, delta: { content: 'hi' } }] }), 'error'],
    ['chat error naming a text member', data({ error: { message: 'boom', detail: '"content":"x' } }), 'error'],
    ['chat role chunk with null content', data({ choices: [{ index: 0, delta: { role: 'assistant', content: null }, finish_reason: null }] }), 'other'],
    ['chat role chunk with a text member inside a string', data({ system_fingerprint: '"content":"x', choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] }), 'other'],
    ['chat role chunk with logprobs content', data({ choices: [{ index: 0, delta: { content: '' }, logprobs: { content: [{ token: 'a' }] }, finish_reason: null }] }), 'other'],
    ['chat prompt filter results (Azure)', data({ choices: [], prompt_filter_results: [{ prompt_index: 0, content_filter_results: { hate: { filtered: false, severity: 'safe' } } }] }), 'other'],
  ] as const)('%s → %s', (_name, message, kind) => {
    const read = chatPassthroughRules.readStreamItem(message);
    expect(read.kind).toBe(kind);
    if (read.kind === 'error') expect(read.message).toBe('boom');
  });
});
