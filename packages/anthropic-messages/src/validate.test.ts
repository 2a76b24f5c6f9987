import { describe, expect, it } from 'vitest';
import { buildClaudeCodeRequest } from './__fixtures__/build-claude-code-request.js';
import { readJsonFixtures } from './__fixtures__/read-fixtures.js';
import {
  validateCountTokensRequest,
  validateCountTokensResponse,
  validateMessagesErrorBody,
  validateMessagesRequest,
  validateMessagesResponse,
  validateMessagesStreamEvent,
} from './validate.js';
import type { ValidationResult } from './validation-result.js';

function issuesOf(result: ValidationResult<unknown>): { path: string; keyword: string }[] {
  return result.ok ? [] : result.issues.map(({ path, keyword }) => ({ path, keyword }));
}

const minimal = { model: 'claude-sonnet-4-5', max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] };

describe('validateMessagesRequest', () => {
  it.each(readJsonFixtures('requests'))('accepts %s', (_name, body) => {
    const result = validateMessagesRequest(body);
    expect(issuesOf(result)).toEqual([]);
    expect(result.ok && result.value).toBe(body);
  });

  it.each<[string, unknown, string, string]>([
    ['a missing model', { max_tokens: 16, messages: [] }, '/model', 'required'],
    ['a missing max_tokens', { model: 'm', messages: [] }, '/max_tokens', 'required'],
    ['missing messages', { model: 'm', max_tokens: 16 }, '/messages', 'required'],
    ['messages that are not an array', { ...minimal, messages: 'hi' }, '/messages', 'type'],
    ['a model that is not a string', { ...minimal, model: 42 }, '/model', 'type'],
    ['an empty model', { ...minimal, model: '' }, '/model', 'minLength'],
    ['max_tokens that is not an integer', { ...minimal, max_tokens: 1.5 }, '/max_tokens', 'type'],
    ['max_tokens of zero', { ...minimal, max_tokens: 0 }, '/max_tokens', 'minimum'],
    ['a role that is not a string', { ...minimal, messages: [{ role: 5, content: 'x' }] }, '/messages/0/role', 'discriminator'],
    ['an unknown role', { ...minimal, messages: [{ role: 'tool', content: 'x' }] }, '/messages/0/role', 'discriminator'],
    ['a message without role', { ...minimal, messages: [{ content: 'x' }] }, '/messages/0/role', 'discriminator'],
    ['a message without content', { ...minimal, messages: [{ role: 'user' }] }, '/messages/0/content', 'required'],
    [
      'a text block whose text is not a string',
      { ...minimal, messages: [{ role: 'user', content: [{ type: 'text', text: 5 }] }] },
      '/messages/0/content/0/text',
      'type',
    ],
    [
      'an unknown content block type',
      { ...minimal, messages: [{ role: 'user', content: [{ type: 'hologram' }] }] },
      '/messages/0/content/0/type',
      'discriminator',
    ],
    [
      'a tool_use block without input',
      { ...minimal, messages: [{ role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'n' }] }] },
      '/messages/0/content/0/input',
      'required',
    ],
    [
      'a thinking block replayed without its signature',
      { ...minimal, messages: [{ role: 'assistant', content: [{ type: 'thinking', thinking: '…' }] }] },
      '/messages/0/content/0/signature',
      'required',
    ],
    [
      'a tool_result whose is_error is not a boolean',
      { ...minimal, messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', is_error: 'no' }] }] },
      '/messages/0/content/0/is_error',
      'type',
    ],
    [
      'an unknown cache_control type',
      { ...minimal, messages: [{ role: 'user', content: [{ type: 'text', text: 'x', cache_control: { type: 'forever' } }] }] },
      '/messages/0/content/0/cache_control/type',
      'const',
    ],
    [
      'a system message whose content holds an image',
      { ...minimal, messages: [{ role: 'system', content: [{ type: 'image', source: { type: 'url', url: 'u' } }] }] },
      '/messages/0/content/0/type',
      'discriminator',
    ],
    ['enabled thinking without a budget', { ...minimal, thinking: { type: 'enabled' } }, '/thinking/budget_tokens', 'required'],
    ['an unknown thinking type', { ...minimal, thinking: { type: 'sometimes' } }, '/thinking/type', 'discriminator'],
    ['a forced tool choice without a name', { ...minimal, tool_choice: { type: 'tool' } }, '/tool_choice/name', 'required'],
    ['temperature above 1', { ...minimal, temperature: 1.5 }, '/temperature', 'maximum'],
    ['an unknown effort', { ...minimal, output_config: { effort: 'extreme' } }, '/output_config/effort', 'enum'],
    ['stop_sequences that are not strings', { ...minimal, stop_sequences: [1] }, '/stop_sequences/0', 'type'],
    ['metadata.user_id as an object', { ...minimal, metadata: { user_id: { id: 1 } } }, '/metadata/user_id', 'type'],
    ['an unknown service tier', { ...minimal, service_tier: 'priority_plus' }, '/service_tier', 'enum'],
  ])('rejects %s with a precise path', (_name, body, path, keyword) => {
    expect(issuesOf(validateMessagesRequest(body))).toContainEqual({ path, keyword });
  });

  it('rejects a custom tool without input_schema, naming the missing field', () => {
    const issues = issuesOf(validateMessagesRequest({ ...minimal, tools: [{ name: 'Bash' }] }));
    expect(issues).toContainEqual({ path: '/tools/0/input_schema', keyword: 'required' });
  });

  it('does not let a tool typed "custom" pass as a provider tool without input_schema', () => {
    const issues = issuesOf(validateMessagesRequest({ ...minimal, tools: [{ type: 'custom', name: 'Bash' }] }));
    expect(issues).toContainEqual({ path: '/tools/0/input_schema', keyword: 'required' });
  });

  it('accepts a provider tool named by any versioned type', () => {
    const tools = [{ type: 'memory_20250818', name: 'memory' }, { type: 'code_execution_20250825', name: 'code_execution' }];
    expect(issuesOf(validateMessagesRequest({ ...minimal, tools }))).toEqual([]);
  });

  it('rejects a value that is not an object at the root', () => {
    expect(issuesOf(validateMessagesRequest('hello'))).toEqual([{ path: '', keyword: 'type' }]);
    expect(issuesOf(validateMessagesRequest(null))).toEqual([{ path: '', keyword: 'type' }]);
  });

  it('never throws, even on a value whose getter throws', () => {
    const hostile = { ...minimal };
    Object.defineProperty(hostile, 'model', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const result = validateMessagesRequest(hostile);
    expect(result).toEqual({ ok: false, issues: [{ path: '', keyword: 'exception', message: 'could not be validated: boom' }] });
  });
});

describe('validateCountTokensRequest', () => {
  it.each(readJsonFixtures('count-tokens'))('accepts %s', (_name, body) => {
    expect(issuesOf(validateCountTokensRequest(body))).toEqual([]);
  });

  it('does not require max_tokens but requires model and messages', () => {
    expect(issuesOf(validateCountTokensRequest({ model: 'm', messages: [] }))).toEqual([]);
    expect(issuesOf(validateCountTokensRequest({ messages: [] }))).toEqual([{ path: '/model', keyword: 'required' }]);
    expect(issuesOf(validateCountTokensRequest({ model: 'm' }))).toEqual([{ path: '/messages', keyword: 'required' }]);
  });
});

describe('validateCountTokensResponse', () => {
  it('accepts {input_tokens} and rejects anything without a whole count', () => {
    expect(issuesOf(validateCountTokensResponse({ input_tokens: 1234 }))).toEqual([]);
    expect(issuesOf(validateCountTokensResponse({}))).toEqual([{ path: '/input_tokens', keyword: 'required' }]);
    expect(issuesOf(validateCountTokensResponse({ input_tokens: -1 }))).toEqual([{ path: '/input_tokens', keyword: 'minimum' }]);
  });
});

describe('validateMessagesResponse', () => {
  it.each(readJsonFixtures('responses'))('accepts %s', (_name, body) => {
    expect(issuesOf(validateMessagesResponse(body))).toEqual([]);
  });

  const [[, text] = ['', {}]] = readJsonFixtures('responses').filter(([name]) => name === 'text.json');
  const base = text as Record<string, unknown>;

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an unknown stop_reason', { ...base, stop_reason: 'done' }, '/stop_reason', 'enum'],
    ['usage without output_tokens', { ...base, usage: { input_tokens: 1 } }, '/usage/output_tokens', 'required'],
    ['a role other than assistant', { ...base, role: 'user' }, '/role', 'const'],
    ['a missing stop_sequence', { ...base, stop_sequence: undefined }, '/stop_sequence', 'required'],
    ['a tool_use block whose input is a string', { ...base, content: [{ type: 'tool_use', id: 'a', name: 'b', input: '{}' }] }, '/content/0/input', 'type'],
  ])('rejects %s', (_name, body, path, keyword) => {
    const cleaned = JSON.parse(JSON.stringify(body)) as unknown;
    expect(issuesOf(validateMessagesResponse(cleaned))).toContainEqual({ path, keyword });
  });
});

describe('validateMessagesStreamEvent', () => {
  it.each<[string, unknown, string, string]>([
    ['an unknown event type', { type: 'message_pause' }, '/type', 'discriminator'],
    ['message_delta without usage', { type: 'message_delta', delta: { stop_reason: 'end_turn' } }, '/usage', 'required'],
    ['a delta of an unknown type', { type: 'content_block_delta', index: 0, delta: { type: 'audio_delta' } }, '/delta/type', 'discriminator'],
    ['a negative block index', { type: 'content_block_stop', index: -1 }, '/index', 'minimum'],
    ['an error event without a message', { type: 'error', error: { type: 'api_error' } }, '/error/message', 'required'],
  ])('rejects %s', (_name, event, path, keyword) => {
    expect(issuesOf(validateMessagesStreamEvent(event))).toContainEqual({ path, keyword });
  });
});

describe('validateMessagesErrorBody', () => {
  it.each(readJsonFixtures('errors'))('accepts %s', (_name, body) => {
    expect(issuesOf(validateMessagesErrorBody(body))).toEqual([]);
  });

  it('accepts the envelope with and without a request id', () => {
    const error = { type: 'rate_limit_error', message: 'Too many requests' };
    expect(issuesOf(validateMessagesErrorBody({ type: 'error', error, request_id: 'req_011' }))).toEqual([]);
    expect(issuesOf(validateMessagesErrorBody({ type: 'error', error }))).toEqual([]);
    expect(issuesOf(validateMessagesErrorBody({ type: 'error', error, request_id: null }))).toEqual([]);
  });

  it('rejects an OpenAI-shaped error body', () => {
    const body = { error: { message: 'bad', type: 'invalid_request_error', param: null, code: null } };
    expect(issuesOf(validateMessagesErrorBody(body))).toContainEqual({ path: '/type', keyword: 'required' });
  });
});

describe('a Claude-Code-sized request', () => {
  it('is about 76 KB and valid', () => {
    const body = buildClaudeCodeRequest();
    const size = JSON.stringify(body).length;
    expect(size).toBeGreaterThan(70_000);
    expect(size).toBeLessThan(85_000);
    expect(issuesOf(validateMessagesRequest(body))).toEqual([]);
  });
});
