import { describe, expect, it } from 'vitest';
import { createTestResponseContext } from '../testing-fixtures/inspect-sse.js';
import { translateRequest } from '../translate-request.js';
import { requestInput } from '../testing-fixtures/request-input.js';
import { translateResponse } from '../translate-response.js';
import { carryOpaqueReasoning, unwrapOpaqueReasoning, wrapOpaqueReasoning } from './wrap-opaque-reasoning.js';

const options = { model: 'up', defaultMaxOutputTokens: 8000 };

describe('wrapOpaqueReasoning', () => {
  it.each([
    [{ format: 'anthropic-messages', kind: 'signature', value: 'c2l|n' }],
    [{ format: 'openai-responses', kind: 'encrypted', value: 'gA|AAA', id: 'rs_1' }],
    [{ format: 'anthropic-messages', kind: 'redacted', value: '' }],
  ] as const)('round-trips %j through a foreign carrier', (opaque) => {
    expect(unwrapOpaqueReasoning(wrapOpaqueReasoning(opaque), 'openai-chat', 'signature')).toEqual(opaque);
  });

  it('reads a plain value as the carrier\'s own', () => {
    expect(unwrapOpaqueReasoning('abc', 'anthropic-messages', 'signature')).toEqual({ format: 'anthropic-messages', kind: 'signature', value: 'abc' });
    expect(carryOpaqueReasoning({ format: 'openai-responses', kind: 'encrypted', value: 'x' }, 'openai-responses')).toBe('x');
  });
});

describe('reasoning survives a client of another format (thinking with tools needs it)', () => {
  it('Anthropic upstream → Codex → replay: the thinking block comes back with its signature', () => {
    const upstream = {
      id: 'msg_1', type: 'message', role: 'assistant', model: 'claude', stop_reason: 'tool_use', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 },
      content: [{ type: 'thinking', thinking: 'Plan.', signature: 'U0lH' }, { type: 'tool_use', id: 'toolu_1', name: 'exec_command', input: { cmd: 'ls' } }],
    };
    const { body } = translateResponse({ from: 'anthropic-messages', to: 'openai-responses', body: upstream, context: createTestResponseContext('openai-responses') });
    const output = (body as { output: unknown[] }).output;
    const replay = { model: 'm', reasoning: { effort: 'medium' }, input: [{ type: 'message', role: 'user', content: 'list' }, ...output, { type: 'function_call_output', call_id: 'toolu_1', output: 'a b' }] };
    const next = translateRequest(requestInput('openai-responses', 'anthropic-messages', replay, options));
    expect((next.body as { messages: { content: unknown }[] }).messages[1]?.content).toEqual([
      { type: 'thinking', thinking: 'Plan.', signature: 'U0lH' },
      { type: 'tool_use', id: 'toolu_1', name: 'exec_command', input: { cmd: 'ls' } },
    ]);
    expect(next.warnings.map((warning) => warning.code)).not.toContain('reasoning_dropped');
  });

  it('Responses upstream → Claude Code → replay: the reasoning item comes back with its encrypted content', () => {
    const upstream = {
      id: 'resp_1', object: 'response', created_at: 1, status: 'completed', model: 'gpt', usage: null,
      output: [{ id: 'rs_1', type: 'reasoning', summary: [{ type: 'summary_text', text: 'Plan.' }], encrypted_content: 'gAAAA' }, { id: 'fc_1', type: 'function_call', call_id: 'call_1', name: 'Bash', arguments: '{"command":"ls"}', status: 'completed' }],
    };
    const { body } = translateResponse({ from: 'openai-responses', to: 'anthropic-messages', body: upstream, context: createTestResponseContext('anthropic-messages') });
    const content = (body as { content: unknown[] }).content;
    const replay = { model: 'm', max_tokens: 100, messages: [{ role: 'user', content: 'list' }, { role: 'assistant', content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: 'a b' }] }] };
    const next = translateRequest(requestInput('anthropic-messages', 'openai-responses', replay, options));
    expect((next.body as { input: unknown[] }).input.slice(1, 3)).toEqual([
      { type: 'reasoning', id: 'rs_1', summary: [{ type: 'summary_text', text: 'Plan.' }], encrypted_content: 'gAAAA' },
      { type: 'function_call', call_id: 'call_1', name: 'Bash', arguments: '{"command":"ls"}' },
    ]);
  });
});

describe('chat reasoning_content survives a Claude Code or Codex client (claude-code-router#1378, CLIProxyAPI#3451)', () => {
  const chatUpstream = {
    id: 'c1', object: 'chat.completion', created: 1, model: 'deepseek',
    choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: null, reasoning_content: 'Need the date.', tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'date', arguments: '{}' } }] } }],
  };

  it.each(['anthropic-messages', 'openai-responses'] as const)('through a %s client, the next chat request carries reasoning_content', (client) => {
    const { body } = translateResponse({ from: 'openai-chat', to: client, body: chatUpstream, context: createTestResponseContext(client) });
    const replay =
      client === 'anthropic-messages'
        ? { model: 'm', max_tokens: 100, messages: [{ role: 'user', content: 'date?' }, { role: 'assistant', content: (body as { content: unknown }).content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: '2026-11-21' }] }] }
        : { model: 'm', input: [{ role: 'user', content: 'date?' }, ...(body as { output: unknown[] }).output, { type: 'function_call_output', call_id: 'call_1', output: '2026-11-21' }] };
    const next = translateRequest(requestInput(client, 'openai-chat', replay, options));
    expect((next.body as { messages: unknown[] }).messages[1]).toEqual({
      role: 'assistant', content: null, reasoning_content: 'Need the date.',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'date', arguments: '{}' } }],
    });
  });
});
