import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '@modelgate/ir';
import { loadRequestMatrix } from './testing-fixtures/load-request-matrix.js';
import { requestIssues } from './testing-fixtures/validate-format.js';
import { requestInput } from './testing-fixtures/request-input.js';
import { translateRequest } from './translate-request.js';

const matrix = loadRequestMatrix();
const options = { model: 'test-model', defaultMaxOutputTokens: 4096 };
const pairs = matrix.flatMap((entry) =>
  FORMAT_IDS.flatMap((from) => FORMAT_IDS.filter((to) => to !== from).map((to) => [entry.name, from, to, entry] as const)),
);

describe('request fixture matrix', () => {
  it('has at least 30 conversations, each in all three formats', () => {
    expect(matrix.length).toBeGreaterThanOrEqual(30);
  });

  it.each(matrix.flatMap((entry) => FORMAT_IDS.map((format) => [entry.name, format, entry] as const)))(
    '%s: the %s fixture is a valid request',
    (_name, format, entry) => {
      expect(requestIssues(format, entry.bodies[format])).toEqual([]);
    },
  );

  it.each(pairs)('%s: %s → %s', (_name, from, to, entry) => {
    const key = `${from}-to-${to}`;
    if (entry.skips[key] !== undefined) return;
    const { body } = translateRequest(requestInput(from, to, entry.bodies[from], options));
    expect(body).toEqual(entry.overrides.get(key) ?? entry.bodies[to]);
    expect(requestIssues(to, body)).toEqual([]);
  });

  it('reports what each direction loses (the warnings, reviewed as a snapshot)', async () => {
    const lines = pairs.flatMap(([name, from, to, entry]) => {
      const { warnings } = translateRequest(requestInput(from, to, entry.bodies[from], options));
      const codes = [...new Set(warnings.map((warning) => warning.code))].sort();
      return codes.length === 0 ? [] : [`${name} ${from} → ${to}: ${codes.join(', ')}`];
    });
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/requests/warnings.txt');
  });

  it('documents every lossy direction with an override that differs from the plain fixture', () => {
    for (const entry of matrix) {
      for (const [key, override] of entry.overrides) {
        const to = key.split('-to-')[1] as (typeof FORMAT_IDS)[number];
        expect(override, `${entry.name} ${key}`).not.toEqual(entry.bodies[to]);
      }
    }
  });
});

describe('translateRequest', () => {
  it('returns the body unchanged when both formats are the same', () => {
    const body = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };
    expect(translateRequest(requestInput('openai-chat', 'openai-chat', body, options))).toEqual({ body, warnings: [] });
  });
});

describe('translateRequest: what cannot be expressed', () => {
  it.each([
    ['openai-chat', { model: 'm', n: 2, messages: [{ role: 'user', content: 'hi' }] }, '/n'],
    ['openai-responses', { model: 'm', previous_response_id: 'resp_1', input: 'hi' }, '/previous_response_id'],
    ['openai-responses', { model: 'm', input: [{ type: 'item_reference', id: 'msg_1' }] }, '/input/0'],
  ] as const)('%s %j throws an unsupported_feature TranslationError', (from, body, path) => {
    expect(() => translateRequest(requestInput(from, 'anthropic-messages', body, options))).toThrow(
      expect.objectContaining({ name: 'TranslationError', code: 'unsupported_feature', path }),
    );
  });

  it.each([
    ['openai-chat', { model: 'm', messages: [{ role: 'system', content: 'Be terse.' }, { role: 'developer', content: 'In French.' }] }, '/messages'],
    ['openai-responses', { model: 'm', instructions: 'Be terse.' }, '/input'],
    ['openai-responses', { model: 'm', input: [{ type: 'message', role: 'developer', content: 'In French.' }] }, '/input'],
  ] as const)('%s %j (instructions only) is an invalid_request toward Anthropic, never messages: []', (from, body, path) => {
    expect(() => translateRequest(requestInput(from, 'anthropic-messages', body, options))).toThrow(
      expect.objectContaining({ name: 'TranslationError', code: 'invalid_request', path, message: expect.stringContaining('needs at least one user message') }),
    );
  });

  it('takes only a body its format validator accepted: one that is not an object never reaches it', () => {
    expect(() => requestInput('anthropic-messages', 'openai-chat', [], options)).toThrow('Not a valid anthropic-messages request');
  });
});

describe('translateRequest: lossy mappings are reported', () => {
  const entry = (name: string) => matrix.find((item) => item.name === name)?.bodies ?? {};

  it('replaces a tool_choice naming a dropped hosted tool by auto, with a warning (bifrost#3596)', () => {
    const { body, warnings } = translateRequest(requestInput('anthropic-messages', 'openai-responses', (entry('anthropic-server-tool-choice') as Record<string, unknown>)['anthropic-messages'], options));
    expect((body as { tool_choice: unknown }).tool_choice).toBe('auto');
    expect(warnings.map((warning) => warning.code)).toEqual(expect.arrayContaining(['tool_dropped', 'tool_choice_dropped']));
  });

  it('drops provider-signed reasoning toward other providers, with a warning', () => {
    const { warnings } = translateRequest(requestInput('anthropic-messages', 'openai-chat', (entry('claude-code-tool-round-trip') as Record<string, unknown>)['anthropic-messages'], options));
    expect(warnings.map((warning) => warning.code)).toEqual(expect.arrayContaining(['reasoning_dropped', 'cache_control_dropped']));
  });

  it('takes max_tokens from the default when Codex sends none, and strips $schema toward OpenAI', () => {
    const codex = translateRequest(requestInput('openai-responses', 'anthropic-messages', (entry('codex-first-turn') as Record<string, unknown>)['openai-responses'], { ...options, defaultMaxOutputTokens: 32_000 }));
    expect(codex.body).toMatchObject({ max_tokens: 32_000, thinking: { type: 'enabled', budget_tokens: 16_000 } });
    const claude = translateRequest(requestInput('anthropic-messages', 'openai-chat', (entry('claude-code-first-turn') as Record<string, unknown>)['anthropic-messages'], options));
    expect(JSON.stringify(claude.body)).not.toContain('$schema');
    expect(claude.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('drops temperature while Anthropic thinking is on', () => {
    const { body, warnings } = translateRequest(requestInput('openai-chat', 'anthropic-messages', { model: 'm', reasoning_effort: 'high', temperature: 0.2, messages: [{ role: 'user', content: 'hi' }] }, options));
    expect(body).not.toHaveProperty('temperature');
    expect(warnings.map((warning) => warning.code)).toContain('parameter_dropped');
  });

  it('gives every chat tool call a tool message, even when Claude Code sent redacted thinking (free-claude-code#326)', () => {
    const { body } = translateRequest(requestInput('anthropic-messages', 'openai-chat', (entry('claude-code-redacted-thinking') as Record<string, unknown>)['anthropic-messages'], options));
    const messages = (body as { messages: { role: string; tool_calls?: unknown[] }[] }).messages;
    const assistant = messages.findIndex((message) => message.tool_calls !== undefined);
    expect(messages[assistant + 1]?.role).toBe('tool');
  });

  it('adds an empty result for a tool call that has none, as chat requires', () => {
    const { body, warnings } = translateRequest(requestInput('anthropic-messages', 'openai-chat', {
      model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'go' }, { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'f', input: {} }] }, { role: 'user', content: 'never mind' }],
    }, options));
    expect((body as { messages: unknown[] }).messages.slice(2)).toEqual([{ role: 'tool', tool_call_id: 't1', content: '' }, { role: 'user', content: 'never mind' }]);
    expect(warnings.map((warning) => warning.code)).toContain('tool_result_missing');
  });
});
