import { describe, expect, it } from 'vitest';
import { listFixtures, readFixtureJson } from './__fixtures__/read-fixture.js';
import {
  validateChatErrorBody,
  validateChatRequest,
  validateChatResponse,
  validateChatStreamChunk,
  validateModelCatalog,
  validateModelList,
} from './validate.js';

const baseRequest = { model: 'gpt-5.1-mini', messages: [{ role: 'user', content: 'hi' }] };

function withMessages(...messages: unknown[]): unknown {
  return { model: 'gpt-5.1-mini', messages };
}

describe('validateChatRequest', () => {
  it.each(listFixtures('requests'))('accepts %s', (name) => {
    const body = readFixtureJson(name);
    const result = validateChatRequest(body);
    expect(result).toEqual({ ok: true, value: body });
  });

  it('accepts the explicit nulls the official SDK types allow', () => {
    expect(validateChatRequest({ ...baseRequest, prompt_cache_key: null, safety_identifier: null }).ok).toBe(true);
  });

  it('returns the same object and keeps unknown fields', () => {
    const body = { ...baseRequest, x_vendor: { nested: [1, 2] }, messages: [{ role: 'user', content: 'hi', cache_hint: true }] };
    const result = validateChatRequest(body);
    expect(result.ok && result.value).toBe(body);
  });

  it.each([
    ['missing model', { messages: baseRequest.messages }, '/model', 'required'],
    ['missing messages', { model: 'm' }, '/messages', 'required'],
    ['messages not an array', { model: 'm', messages: { role: 'user', content: 'hi' } }, '/messages', 'type'],
    ['model not a string', { model: 42, messages: baseRequest.messages }, '/model', 'type'],
    ['empty model', { model: '', messages: baseRequest.messages }, '/model', 'minLength'],
    ['empty messages', { model: 'm', messages: [] }, '/messages', 'minItems'],
    ['unknown role', withMessages({ role: 'robot', content: 'x' }), '/messages/0/role', 'discriminator'],
    ['message without role', withMessages({ content: 'x' }), '/messages/0/role', 'discriminator'],
    ['message not an object', withMessages('hello'), '/messages/0', 'type'],
    ['user content missing', withMessages({ role: 'user' }), '/messages/0/content', 'required'],
    ['user content a number', withMessages({ role: 'user', content: 7 }), '/messages/0/content', 'type'],
    ['text part without text', withMessages({ role: 'user', content: [{ type: 'text' }] }), '/messages/0/content/0/text', 'required'],
    ['unknown content part type', withMessages({ role: 'user', content: [{ type: 'video', url: 'x' }] }), '/messages/0/content/0/type', 'discriminator'],
    ['image part without url', withMessages({ role: 'user', content: [{ type: 'image_url', image_url: { detail: 'low' } }] }), '/messages/0/content/0/image_url/url', 'required'],
    ['image detail out of range', withMessages({ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://x.test/a.png', detail: 'ultra' } }] }), '/messages/0/content/0/image_url/detail', 'enum'],
    ['tool message without tool_call_id', withMessages({ role: 'tool', content: 'ok' }), '/messages/0/tool_call_id', 'required'],
    ['tool call arguments as an object', withMessages({ role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: { a: 1 } } }] }), '/messages/0/tool_calls/0/function/arguments', 'type'],
    ['tool call without id', withMessages({ role: 'assistant', tool_calls: [{ type: 'function', function: { name: 'f', arguments: '{}' } }] }), '/messages/0/tool_calls/0/id', 'required'],
    ['function message without name', withMessages({ role: 'function', content: 'x' }), '/messages/0/name', 'required'],
    ['temperature as text', { ...baseRequest, temperature: 'hot' }, '/temperature', 'type'],
    ['temperature above 2', { ...baseRequest, temperature: 2.5 }, '/temperature', 'maximum'],
    ['stream as text', { ...baseRequest, stream: 'yes' }, '/stream', 'type'],
    ['include_usage as text', { ...baseRequest, stream_options: { include_usage: 'true' } }, '/stream_options/include_usage', 'type'],
    ['five stop sequences', { ...baseRequest, stop: ['a', 'b', 'c', 'd', 'e'] }, '/stop', 'maxItems'],
    ['function tool without name', { ...baseRequest, tools: [{ type: 'function', function: { parameters: {} } }] }, '/tools/0/function/name', 'required'],
    ['tool of unknown type', { ...baseRequest, tools: [{ type: 'browser' }] }, '/tools/0/type', 'discriminator'],
    ['tool parameters not an object', { ...baseRequest, tools: [{ type: 'function', function: { name: 'f', parameters: 'none' } }] }, '/tools/0/function/parameters', 'type'],
    ['tool_choice unknown word', { ...baseRequest, tool_choice: 'always' }, '/tool_choice', 'enum'],
    ['response_format of unknown type', { ...baseRequest, response_format: { type: 'yaml' } }, '/response_format/type', 'discriminator'],
    ['json_schema without name', { ...baseRequest, response_format: { type: 'json_schema', json_schema: { schema: {} } } }, '/response_format/json_schema/name', 'required'],
    ['reasoning_effort unknown', { ...baseRequest, reasoning_effort: 'extreme' }, '/reasoning_effort', 'enum'],
    ['max_completion_tokens fractional', { ...baseRequest, max_completion_tokens: 10.5 }, '/max_completion_tokens', 'type'],
    ['metadata with a number value', { ...baseRequest, metadata: { a: 1 } }, '/metadata/a', 'type'],
  ])('rejects %s at %s', (_case, body, path, keyword) => {
    const result = validateChatRequest(body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ path, keyword });
    expect(result.issues[0]?.message).not.toBe('');
  });

  it('names both allowed types when content is neither a string nor an array', () => {
    const result = validateChatRequest(withMessages({ role: 'user', content: 7 }));
    expect(result).toEqual({ ok: false, issues: [{ path: '/messages/0/content', message: 'must be string or array', keyword: 'type' }] });
  });

  it('points into the right message of a long conversation', () => {
    const messages = [
      { role: 'system', content: 'be brief' },
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello' },
      { role: 'user', content: [{ type: 'text', text: 'a' }, { type: 'image_url', image_url: {} }] },
    ];
    const result = validateChatRequest({ model: 'm', messages });
    expect(result.ok === false && result.issues[0]?.path).toBe('/messages/3/content/1/image_url/url');
  });

  it.each([null, undefined, 'text', 12, [], true])('rejects the root value %j', (value) => {
    const result = validateChatRequest(value);
    expect(result).toEqual({ ok: false, issues: [expect.objectContaining({ path: '', keyword: 'type' })] });
  });

  it('never throws, even on a value whose getters throw', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); }, has: () => { throw new Error('boom'); } });
    const result = validateChatRequest(hostile);
    expect(result.ok).toBe(false);
  });
});

describe('validateChatResponse', () => {
  it.each(listFixtures('responses'))('accepts %s', (name) => {
    expect(validateChatResponse(readFixtureJson(name)).ok).toBe(true);
  });

  it.each([
    ['missing choices', (body: Record<string, unknown>) => { delete body.choices; }, '/choices', 'required'],
    ['wrong object', (body: Record<string, unknown>) => { body.object = 'chat.completion.chunk'; }, '/object', 'const'],
    ['created as a string', (body: Record<string, unknown>) => { body.created = '2026-11-21'; }, '/created', 'type'],
    ['unknown finish_reason', (body: Record<string, unknown>) => { (body.choices as Array<Record<string, unknown>>)[0]!.finish_reason = 'end_turn'; }, '/choices/0/finish_reason', 'enum'],
    ['usage without total_tokens', (body: Record<string, unknown>) => { delete (body.usage as Record<string, unknown>).total_tokens; }, '/usage/total_tokens', 'required'],
  ])('rejects %s', (_case, mutate, path, keyword) => {
    const body = readFixtureJson('responses/text.json') as Record<string, unknown>;
    mutate(body);
    const result = validateChatResponse(body);
    expect(result.ok === false && result.issues[0]).toMatchObject({ path, keyword });
  });
});

describe('validateChatStreamChunk', () => {
  const chunk = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }] };

  it('accepts a content chunk and the final usage chunk', () => {
    expect(validateChatStreamChunk(chunk).ok).toBe(true);
    const usageChunk = { ...chunk, choices: [], usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 } };
    expect(validateChatStreamChunk(usageChunk).ok).toBe(true);
  });

  it.each([
    ['a whole completion', { ...chunk, object: 'chat.completion' }, '/object'],
    ['a delta that is not an object', { ...chunk, choices: [{ index: 0, delta: 'Hi' }] }, '/choices/0/delta'],
    ['a tool-call fragment without index', { ...chunk, choices: [{ index: 0, delta: { tool_calls: [{ function: { arguments: '{' } }] } }] }, '/choices/0/delta/tool_calls/0/index'],
  ])('rejects %s', (_case, value, path) => {
    const result = validateChatStreamChunk(value);
    expect(result.ok === false && result.issues[0]?.path).toBe(path);
  });
});

describe('validateChatErrorBody', () => {
  it.each(listFixtures('errors'))('accepts %s', (name) => {
    expect(validateChatErrorBody(readFixtureJson(name)).ok).toBe(true);
  });

  it.each([
    [{ message: 'flat' }, '/error'],
    [{ error: { type: 'server_error' } }, '/error/message'],
    [{ error: 'boom' }, '/error'],
  ])('rejects %j', (value, path) => {
    const result = validateChatErrorBody(value);
    expect(result.ok === false && result.issues[0]?.path).toBe(path);
  });
});

describe('validateModelList and validateModelCatalog', () => {
  it.each(['models/union-list.json', 'models/openai-list.json', 'models/anthropic-list.json'])('accepts the list %s', (name) => {
    expect(validateModelList(readFixtureJson(name)).ok).toBe(true);
  });

  it('accepts the Codex catalog, which is not a list', () => {
    expect(validateModelCatalog(readFixtureJson('models/codex-catalog.json')).ok).toBe(true);
    expect(validateModelList(readFixtureJson('models/codex-catalog.json'))).toMatchObject({ ok: false, issues: [{ path: '/data' }] });
  });

  it.each([
    [{ data: [{ object: 'model' }] }, '/data/0/id'],
    [{ data: [{ id: 'm', type: 'llm' }] }, '/data/0/type'],
    [{ object: 'list', data: 'm' }, '/data'],
  ])('rejects the list %j', (value, path) => {
    const result = validateModelList(value);
    expect(result.ok === false && result.issues[0]?.path).toBe(path);
  });

  it('rejects a catalog entry without slug', () => {
    const result = validateModelCatalog({ models: [{ display_name: 'x' }] });
    expect(result.ok === false && result.issues[0]?.path).toBe('/models/0/slug');
  });
});

describe('issue paths on mutated client bodies', () => {
  // A small seeded generator keeps the cases the same on every run.
  function createRandom(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }

  function listPointers(value: unknown, pointer = ''): string[] {
    const pointers = [pointer];
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        pointers.push(...listPointers(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`));
      }
    }
    return pointers;
  }

  function resolvePointer(value: unknown, pointer: string): { found: boolean; value?: unknown } {
    let current: unknown = value;
    for (const raw of pointer.split('/').slice(1)) {
      const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      if (current === null || typeof current !== 'object' || !(key in current)) return { found: false };
      current = (current as Record<string, unknown>)[key];
    }
    return { found: true, value: current };
  }

  const replacements: unknown[] = [null, 0, -1, 1.5, '', 'x', true, [], {}, [1], { type: 'unknown' }];

  it.each(listFixtures('requests'))('every issue for a mutated %s points at a real place', (name) => {
    const random = createRandom(name.length * 7919);
    for (let round = 0; round < 150; round += 1) {
      const body = readFixtureJson(name);
      const pointers = listPointers(body).filter((pointer) => pointer !== '');
      const target = pointers[Math.floor(random() * pointers.length)] ?? '/model';
      const parentPointer = target.slice(0, target.lastIndexOf('/'));
      const key = target.slice(target.lastIndexOf('/') + 1).replaceAll('~1', '/').replaceAll('~0', '~');
      const parent = resolvePointer(body, parentPointer).value as Record<string, unknown>;
      if (random() < 0.2 && !Array.isArray(parent)) delete parent[key];
      else parent[key] = replacements[Math.floor(random() * replacements.length)];

      const result = validateChatRequest(body);
      if (result.ok) continue;
      expect(result.issues.length).toBeGreaterThan(0);
      for (const issue of result.issues) {
        const located = resolvePointer(body, issue.keyword === 'required' || issue.keyword === 'discriminator'
          ? issue.path.slice(0, issue.path.lastIndexOf('/'))
          : issue.path);
        expect(located.found, `${issue.path} (${issue.message}) after changing ${target}`).toBe(true);
        expect(target.startsWith(issue.path) || issue.path.startsWith(target) || issue.path.startsWith(parentPointer)).toBe(true);
      }
    }
  });
});
