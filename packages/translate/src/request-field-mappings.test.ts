import { describe, expect, it } from 'vitest';
import { droppedFields } from './dropped-fields.js';
import type { FormatId } from '@modelgate/ir';
import { translateRequest } from './translate-request.js';
import { requestInput } from './testing-fixtures/request-input.js';
import { requestIssues } from './testing-fixtures/validate-format.js';

// Issue 14, bug 6: every request field the target cannot carry is mapped when the target has an equivalent, and
// reported as dropped (a JSON pointer into the client's request) when it has none. Never silent.

const options = { model: 'up-model', defaultMaxOutputTokens: 1024 };
const BASE: Record<FormatId, Record<string, unknown>> = {
  'openai-chat': { model: 'm', messages: [{ role: 'user', content: 'hi' }] },
  'openai-responses': { model: 'm', input: 'hi' },
  'anthropic-messages': { model: 'm', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] },
};
const weather = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false };

function translate(from: FormatId, to: FormatId, extra: Record<string, unknown>): { body: Record<string, unknown>; dropped: string[] } {
  const { body, warnings } = translateRequest(requestInput(from, to, { ...BASE[from], ...extra }, options));
  expect(requestIssues(to, body)).toEqual([]);
  return { body: body as Record<string, unknown>, dropped: droppedFields(warnings) };
}

describe('fields the target can carry are mapped', () => {
  it.each([
    ['openai-chat', 'openai-responses', { metadata: { run: '7' }, service_tier: 'flex', prompt_cache_retention: '24h', store: true }, { metadata: { run: '7' }, service_tier: 'flex', prompt_cache_retention: '24h', store: true }],
    ['openai-responses', 'openai-chat', { metadata: { run: '7' }, service_tier: 'priority', prompt_cache_retention: 'in_memory', store: true }, { metadata: { run: '7' }, service_tier: 'priority', prompt_cache_retention: 'in_memory', store: true }],
    ['openai-chat', 'anthropic-messages', { service_tier: 'default' }, { service_tier: 'standard_only' }],
    ['anthropic-messages', 'openai-chat', { service_tier: 'standard_only' }, { service_tier: 'default' }],
    ['openai-chat', 'anthropic-messages', { tools: [{ type: 'function', function: { name: 'get_weather', parameters: weather, strict: true } }] }, { tools: [{ name: 'get_weather', input_schema: weather, strict: true }] }],
    ['anthropic-messages', 'openai-responses', { thinking: { type: 'enabled', budget_tokens: 2048, display: 'summarized' } }, { reasoning: { summary: 'auto' } }],
    ['anthropic-messages', 'openai-responses', { thinking: { type: 'adaptive', display: 'omitted' } }, {}],
    ['openai-responses', 'anthropic-messages', { max_output_tokens: 8192, reasoning: { effort: 'low', summary: 'auto' } }, { thinking: { type: 'enabled', display: 'summarized' } }],
    ['openai-responses', 'anthropic-messages', { max_output_tokens: 8192, reasoning: { effort: 'high', summary: 'detailed' } }, { thinking: { type: 'enabled', display: 'summarized' } }],
    ['anthropic-messages', 'openai-chat', { output_config: { format: { type: 'json_schema', schema: weather } } }, { response_format: { type: 'json_schema', json_schema: { name: 'response', schema: weather, strict: true } } }],
    ['openai-chat', 'anthropic-messages', { system: 'Be terse.' }, { system: 'Be terse.' }],
    ['openai-chat', 'openai-responses', { system: 'Be terse.' }, { instructions: 'Be terse.' }],
    ['openai-chat', 'openai-responses', { logprobs: true, top_logprobs: 2 }, { include: ['message.output_text.logprobs'], top_logprobs: 2 }],
    ['openai-responses', 'openai-chat', { top_logprobs: 3, include: ['message.output_text.logprobs'] }, { logprobs: true, top_logprobs: 3 }],
    ['openai-responses', 'openai-chat', { include: ['message.output_text.logprobs'] }, { logprobs: true }],
    ['openai-chat', 'anthropic-messages', { functions: [{ name: 'get_weather', parameters: weather }], function_call: { name: 'get_weather' } }, { tools: [{ name: 'get_weather', input_schema: weather }], tool_choice: { type: 'tool', name: 'get_weather' } }],
    ['openai-chat', 'openai-responses', { tools: [{ type: 'custom', custom: { name: 'apply_patch', format: { type: 'grammar', grammar: { syntax: 'lark', definition: 'start: "x"' } } } }] }, { tools: [{ type: 'custom', name: 'apply_patch', format: { type: 'grammar', syntax: 'lark', definition: 'start: "x"' } }] }],
  ] as const)('%s → %s: %j', (from, to, extra, expected) => {
    const { body, dropped } = translate(from, to, extra);
    expect(body).toMatchObject(expected);
    expect(dropped).toEqual([]);
  });

  it('keeps the instructions of a Responses body without input toward chat', () => {
    const { body } = translateRequest(requestInput('openai-responses', 'openai-chat', { model: 'm', instructions: 'Say hi.' }, options));
    expect(body).toMatchObject({ messages: [{ role: 'system', content: 'Say hi.' }] });
  });
});

describe('fields the target cannot carry are reported as dropped', () => {
  it.each([
    ['anthropic-messages', 'openai-chat', { mcp_servers: [{ type: 'url', url: 'https://mcp.example.com/sse', name: 'docs' }] }, ['/mcp_servers']],
    ['anthropic-messages', 'openai-responses', { mcp_servers: [{ type: 'url', url: 'https://mcp.example.com/sse', name: 'docs' }], container: 'c_1' }, ['/mcp_servers', '/container']],
    ['openai-chat', 'openai-responses', { seed: 7, frequency_penalty: 0.5, logit_bias: { '50256': -100 } }, ['/seed', '/frequency_penalty', '/logit_bias']],
    ['openai-chat', 'anthropic-messages', { metadata: { run: '7' }, prompt_cache_retention: '24h', service_tier: 'flex', store: true }, ['/metadata', '/prompt_cache_retention', '/service_tier', '/store']],
    ['openai-responses', 'anthropic-messages', { truncation: 'auto', max_tool_calls: 3 }, ['/truncation', '/max_tool_calls']],
    ['openai-chat', 'anthropic-messages', { logprobs: true, top_logprobs: 2 }, ['/logprobs']],
    ['openai-responses', 'anthropic-messages', { top_logprobs: 3 }, ['/top_logprobs']],
    ['anthropic-messages', 'openai-chat', { thinking: { type: 'enabled', budget_tokens: 2048, display: 'summarized' } }, ['/thinking/display']],
    ['anthropic-messages', 'openai-chat', { thinking: { type: 'adaptive', display: 'omitted' } }, ['/thinking/display']],
    ['openai-responses', 'openai-chat', { reasoning: { effort: 'low', summary: 'auto' } }, ['/reasoning/summary']],
    // No effort toward Anthropic: thinking stays off, so there is nothing to summarise.
    ['openai-responses', 'anthropic-messages', { reasoning: { summary: 'auto' } }, ['/reasoning/summary']],
    // Anthropic's structured output needs a schema: a chat json_schema format without one is JSON mode.
    ['openai-chat', 'anthropic-messages', { response_format: { type: 'json_schema', json_schema: { name: 'answer' } } }, ['/response_format']],
  ] as const)('%s → %s: %j', (from, to, extra, expected) => {
    const { body, dropped } = translate(from, to, extra);
    expect([...dropped].sort()).toEqual([...expected].sort());
    for (const path of expected) expect(body).not.toHaveProperty(path.slice(1));
  });

  it('asks a Responses upstream for any JSON object when a chat json_schema format has no schema', () => {
    const { body, dropped } = translate('openai-chat', 'openai-responses', { response_format: { type: 'json_schema', json_schema: { name: 'answer' } } });
    expect(body).toMatchObject({ text: { format: { type: 'json_object' } } });
    expect(dropped).toEqual(['/response_format']);
  });

  it('does not report explicit nulls (unset) or fields that are hints only', () => {
    expect(translate('openai-chat', 'anthropic-messages', { seed: null, prompt_cache_key: null }).dropped).toEqual([]);
    expect(translate('anthropic-messages', 'openai-chat', { cache_control: { type: 'ephemeral' } }).dropped).toEqual([]);
    expect(translate('anthropic-messages', 'openai-chat', { thinking: { type: 'adaptive', display: null } }).dropped).toEqual([]);
  });

  it('sends tool_choice none without disable_parallel_tool_use, which Anthropic\'s none does not take', () => {
    const tools = [{ type: 'function', function: { name: 'get_weather', parameters: weather } }];
    const { body, dropped } = translate('openai-chat', 'anthropic-messages', { tools, tool_choice: 'none', parallel_tool_calls: false });
    expect(body['tool_choice']).toEqual({ type: 'none' });
    expect(dropped).toEqual([]);
    expect(translate('openai-chat', 'anthropic-messages', { tools, tool_choice: 'auto', parallel_tool_calls: false }).body['tool_choice']).toEqual({ type: 'auto', disable_parallel_tool_use: true });
  });

  it('refuses background: true toward another format (the response could never be retrieved)', () => {
    expect(() => translateRequest(requestInput('openai-responses', 'openai-chat', { ...BASE['openai-responses'], background: true }, options))).toThrow(
      expect.objectContaining({ name: 'TranslationError', code: 'unsupported_feature', path: '/background' }),
    );
    expect(translate('openai-responses', 'openai-chat', { background: false }).dropped).toEqual([]);
  });
});

describe('drops that leave the answer as it is are reported but not refusable', () => {
  const refusable = (from: FormatId, to: FormatId, extra: Record<string, unknown>): string[] =>
    droppedFields(translateRequest(requestInput(from, to, { ...BASE[from], ...extra }, options)).warnings, 'changing-answer');

  it.each([
    ['anthropic-messages', 'openai-chat', { context_management: { edits: [{ type: 'clear_thinking_20251015', keep: 'all' }] } }, ['/context_management']],
    ['openai-responses', 'anthropic-messages', { client_metadata: { session_id: 's1', turn_id: 't1' } }, ['/client_metadata']],
    ['openai-chat', 'anthropic-messages', { metadata: { run: '7' }, prompt_cache_retention: '24h', service_tier: 'flex', store: true }, ['/metadata', '/prompt_cache_retention', '/service_tier', '/store']],
    // How much of the reasoning is shown (a summary, or none) leaves the answer's text and tool calls as they are.
    ['anthropic-messages', 'openai-chat', { thinking: { type: 'adaptive', display: 'summarized' } }, ['/thinking/display']],
    ['openai-responses', 'openai-chat', { reasoning: { summary: 'detailed' } }, ['/reasoning/summary']],
    ['openai-responses', 'anthropic-messages', { reasoning: { summary: 'concise' } }, ['/reasoning/summary']],
  ] as const)('%s → %s: %j is dropped, and not refusable', (from, to, extra, expected) => {
    expect([...translate(from, to, extra).dropped].sort()).toEqual([...expected].sort());
    expect(refusable(from, to, extra)).toEqual([]);
  });

  it('keeps refusable the drops that change the answer, next to neutral ones', () => {
    const extra = { context_management: { edits: [] }, mcp_servers: [{ type: 'url', url: 'https://mcp.example.com/sse', name: 'docs' }] };
    expect(translate('anthropic-messages', 'openai-chat', extra).dropped).toEqual(['/context_management', '/mcp_servers']);
    expect(refusable('anthropic-messages', 'openai-chat', extra)).toEqual(['/mcp_servers']);
  });
});
