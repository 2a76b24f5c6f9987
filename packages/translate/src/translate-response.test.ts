import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '@modelgate/ir';
import type { ChatRequest } from '@modelgate/openai-chat';
import type { ResponsesRequest } from '@modelgate/openai-responses';
import { createTestResponseContext } from './testing-fixtures/inspect-sse.js';
import { summarizeResponse } from './testing-fixtures/summarize-response.js';
import { responseIssues } from './testing-fixtures/validate-format.js';
import { extractUsage } from './extract-usage.js';
import { translateResponse, translateResponseJson } from './translate-response.js';

const root = new URL('./__fixtures__/responses/', import.meta.url).pathname;
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const cases = readdirSync(root).flatMap((name) =>
  FORMAT_IDS.flatMap((from) => FORMAT_IDS.filter((to) => to !== from).map((to) => [name, from, to] as const)),
);

describe('response fixtures through every ordered pair', () => {
  it.each(readdirSync(root).flatMap((name) => FORMAT_IDS.map((format) => [name, format] as const)))('%s: the %s upstream fixture is valid', (name, format) => {
    expect(responseIssues(format, read(`${root}${name}/${format}.json`))).toEqual([]);
  });

  it.each(cases)('%s: %s → %s', async (name, from, to) => {
    const { body } = translateResponse({ from, to, body: read(`${root}${name}/${from}.json`), context: createTestResponseContext(to) });
    expect(responseIssues(to, body)).toEqual([]);
    expect(summarizeResponse(to, body)).toEqual({ ...(read(`${root}${name}/expected.json`) as object), inputTokens: 117, cachedInputTokens: 100 });
    await expect(`${JSON.stringify(body, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/responses/${name}/${from}-to-${to}.json`);
  });

  it.each(cases)('%s: %s → %s as JSON text is JSON.stringify of the translated body, with the same warnings and usage', (name, from, to) => {
    const upstream = read(`${root}${name}/${from}.json`);
    const translated = translateResponse({ from, to, body: upstream, context: createTestResponseContext(to) });
    const written = translateResponseJson({ from, to, body: upstream, context: createTestResponseContext(to) });
    expect(written.json).toBe(JSON.stringify(translated.body));
    expect(written.warnings).toEqual(translated.warnings);
    expect(written.usage).toEqual(translated.usage);
  });

  it.each(cases)('%s: %s → %s reports the upstream usage as extractUsage reads it', (name, from, to) => {
    const upstream = read(`${root}${name}/${from}.json`);
    const { usage } = translateResponse({ from, to, body: upstream, context: createTestResponseContext(to) });
    expect(usage).toBeDefined();
    expect(usage).toEqual(extractUsage(from, upstream));
  });
});

describe('translateResponse', () => {
  const codexRequest: ResponsesRequest = {
    model: 'm',
    input: 'patch it',
    tools: [
      { type: 'custom', name: 'apply_patch', format: { type: 'grammar', syntax: 'lark', definition: 'start: x' } },
      { type: 'namespace', name: 'multi_agent_v1', tools: [{ type: 'function', name: 'close_agent', parameters: { type: 'object' } }] },
    ],
  };
  const upstream = {
    id: 'msg_1', type: 'message', role: 'assistant', model: 'claude', stop_reason: 'tool_use', stop_sequence: null,
    usage: { input_tokens: 3, output_tokens: 4 },
    content: [
      { type: 'tool_use', id: 'toolu_1', name: 'apply_patch', input: { input: '*** Begin Patch\n*** End Patch' } },
      { type: 'tool_use', id: 'toolu_2', name: 'multi_agent_v1__close_agent', input: { id: '7' } },
    ],
  };

  it('restores Codex custom and namespace tool calls from the client request', () => {
    const { body } = translateResponse({ from: 'anthropic-messages', to: 'openai-responses', body: upstream, context: createTestResponseContext('openai-responses', codexRequest) });
    expect(responseIssues('openai-responses', body)).toEqual([]);
    expect((body as { output: unknown[] }).output).toEqual([
      { id: 'ctc_0001', type: 'custom_tool_call', status: 'completed', call_id: 'toolu_1', name: 'apply_patch', input: '*** Begin Patch\n*** End Patch' },
      { id: 'fc_0002', type: 'function_call', status: 'completed', call_id: 'toolu_2', name: 'close_agent', arguments: '{"id":"7"}', namespace: 'multi_agent_v1' },
    ]);
  });

  it('answers a chat client\'s custom tool call as a custom tool call with its raw input', () => {
    const chatRequest: ChatRequest = {
      model: 'm',
      messages: [{ role: 'user', content: 'patch it' }],
      tools: [{ type: 'custom', custom: { name: 'apply_patch', description: 'Edit files.' } }],
    };
    const { body } = translateResponse({ from: 'anthropic-messages', to: 'openai-chat', body: upstream, context: createTestResponseContext('openai-chat', chatRequest) });
    expect(responseIssues('openai-chat', body)).toEqual([]);
    expect(body).toMatchObject({
      choices: [{ finish_reason: 'tool_calls', message: { tool_calls: [{ id: 'toolu_1', type: 'custom', custom: { name: 'apply_patch', input: '*** Begin Patch\n*** End Patch' } }, { type: 'function' }] } }],
    });
  });

  it('writes restored Codex tool calls, an incomplete answer and escaped ids and models as JSON text as JSON.stringify does', () => {
    const incomplete = { ...upstream, stop_reason: 'max_tokens', model: 'claude "q" \u2028' };
    for (const [body, request] of [[upstream, codexRequest], [incomplete, codexRequest], [incomplete, undefined]] as const) {
      const context = () => ({ ...createTestResponseContext('openai-responses', request), model: 'client "model" é\n' });
      const translated = translateResponse({ from: 'anthropic-messages', to: 'openai-responses', body, context: context() });
      expect(translateResponseJson({ from: 'anthropic-messages', to: 'openai-responses', body, context: context() }).json).toBe(JSON.stringify(translated.body));
    }
  });

  it('keeps flattened calls as plain functions without the client request', () => {
    const { body } = translateResponse({ from: 'anthropic-messages', to: 'openai-responses', body: upstream, context: createTestResponseContext('openai-responses') });
    expect((body as { output: { type: string; name: string }[] }).output.map((item) => [item.type, item.name])).toEqual([
      ['function_call', 'apply_patch'],
      ['function_call', 'multi_agent_v1__close_agent'],
    ]);
  });

  it('returns the body unchanged when both formats are the same', () => {
    expect(translateResponse({ from: 'openai-chat', to: 'openai-chat', body: { a: 1 }, context: createTestResponseContext('openai-chat') })).toEqual({ body: { a: 1 }, warnings: [] });
  });
});
