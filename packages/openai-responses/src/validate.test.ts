import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCodexRequest } from './__fixtures__/build-codex-request.js';
import { validateResponsesErrorBody, validateResponsesRequest, validateResponsesResponse, validateResponsesStreamEvent } from './validate.js';

function fixture(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`./__fixtures__/${path}`, import.meta.url), 'utf8'));
}

function withChange(value: unknown, change: (copy: Record<string, unknown>) => void): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  change(copy);
  return copy;
}

describe('validateResponsesRequest', () => {
  it.each([
    'requests/codex-first-request.json',
    'requests/codex-tool-round-trip.json',
    'requests/codex-hosted-items-replay.json',
    'requests/sdk-string-input.json',
    'requests/sdk-tool-round-trip.json',
    'requests/sdk-multimodal-structured.json',
  ])('accepts %s', (path) => {
    const body = fixture(path);
    const result = validateResponsesRequest(body);
    expect(result).toEqual({ ok: true, value: body });
  });

  it('accepts the benchmark request: a long Codex history replay', () => {
    const body = buildCodexRequest();
    expect(JSON.stringify(body).length).toBeGreaterThan(60_000);
    expect(validateResponsesRequest(body).ok).toBe(true);
  });

  it('accepts the explicit nulls the official SDK types allow', () => {
    expect(validateResponsesRequest({ model: 'm', input: 'hi', prompt_cache_key: null, safety_identifier: null }).ok).toBe(true);
  });

  it('accepts every tool_choice form', () => {
    const choices = fixture('requests/tool-choice-variants.json') as unknown[];
    for (const tool_choice of choices) {
      expect(validateResponsesRequest({ model: 'm', input: 'hi', tool_choice }).ok, JSON.stringify(tool_choice)).toBe(true);
    }
  });

  it('accepts fields it does not know, at the top and inside items', () => {
    const body = { model: 'm', future_flag: { nested: true }, input: [{ type: 'message', role: 'user', content: 'hi', extra: 1 }] };
    expect(validateResponsesRequest(body).ok).toBe(true);
  });

  const codex = fixture('requests/codex-tool-round-trip.json') as { input: unknown[]; tools: unknown[] };
  const inputIndex = (type: string): number => codex.input.findIndex((item) => (item as { type?: string }).type === type);

  it.each<[string, unknown, string, string]>([
    ['missing model', { input: 'hi' }, '/model', 'required'],
    ['empty model', { model: '', input: 'hi' }, '/model', 'minLength'],
    ['numeric model', { model: 5, input: 'hi' }, '/model', 'type'],
    ['not an object', [], '', 'type'],
    ['input a number', { model: 'm', input: 3 }, '/input', 'type'],
    ['input item a string', { model: 'm', input: ['hi'] }, '/input/0', 'type'],
    ['function_call without call_id', withChange(codex, (c) => delete ((c.input as Record<string, unknown>[])[inputIndex('function_call')]!.call_id)), `/input/${inputIndex('function_call')}/call_id`, 'required'],
    ['function_call_output with a numeric output', withChange(codex, (c) => { (c.input as Record<string, unknown>[])[inputIndex('function_call_output')]!.output = 42; }), `/input/${inputIndex('function_call_output')}/output`, 'type'],
    ['reasoning summary not an array', withChange(codex, (c) => { (c.input as Record<string, unknown>[])[inputIndex('reasoning')]!.summary = 'x'; }), `/input/${inputIndex('reasoning')}/summary`, 'type'],
    ['unknown item type', { model: 'm', input: [{ type: 'mystery_call' }] }, '/input/0/type', 'discriminator'],
    ['bare message without content', { model: 'm', input: [{ role: 'user' }] }, '/input/0/content', 'required'],
    ['bare message with a bad role', { model: 'm', input: [{ role: 'robot', content: 'hi' }] }, '/input/0/role', 'enum'],
    ['content part with a bad type', { model: 'm', input: [{ type: 'message', role: 'user', content: [{ type: 'text', text: 'hi' }] }] }, '/input/0/content/0/type', 'discriminator'],
    ['input_text without text', { model: 'm', input: [{ role: 'user', content: [{ type: 'input_text' }] }] }, '/input/0/content/0/text', 'required'],
    ['custom tool with a bad grammar syntax', withChange(codex, (c) => { ((c.tools as Record<string, unknown>[])[3]!.format as Record<string, unknown>).syntax = 'ebnf'; }), '/tools/3/format/syntax', 'enum'],
    ['namespace tool without tools', withChange(codex, (c) => { delete (c.tools as Record<string, unknown>[])[5]!.tools; }), '/tools/5/tools', 'required'],
    ['function tool without name', { model: 'm', tools: [{ type: 'function', parameters: {} }] }, '/tools/0/name', 'required'],
    ['unknown tool type', { model: 'm', tools: [{ type: 'teleport' }] }, '/tools/0/type', 'discriminator'],
    ['tool_choice an unknown word', { model: 'm', tool_choice: 'always' }, '/tool_choice', 'enum'],
    ['tool_choice function without name', { model: 'm', tool_choice: { type: 'function' } }, '/tool_choice/name', 'required'],
    ['max_output_tokens zero', { model: 'm', max_output_tokens: 0 }, '/max_output_tokens', 'minimum'],
    ['temperature too high', { model: 'm', temperature: 3 }, '/temperature', 'maximum'],
    ['reasoning effort unknown', { model: 'm', reasoning: { effort: 'extreme' } }, '/reasoning/effort', 'enum'],
    ['json_schema format without schema', { model: 'm', text: { format: { type: 'json_schema', name: 'x' } } }, '/text/format/schema', 'required'],
    ['metadata value not a string', { model: 'm', metadata: { n: 1 } }, '/metadata/n', 'type'],
    ['stream not a boolean', { model: 'm', stream: 'yes' }, '/stream', 'type'],
    ['tool output part without text', { model: 'm', input: [{ type: 'function_call_output', call_id: 'c', output: [{ type: 'input_text' }] }] }, '/input/0/output/0/text', 'required'],
    ['namespace member without name', withChange(codex, (c) => { delete ((c.tools as Record<string, unknown>[])[5]!.tools as Record<string, unknown>[])[1]!.name; }), '/tools/5/tools/1/name', 'required'],
    ['image detail unknown', { model: 'm', input: [{ role: 'user', content: [{ type: 'input_image', image_url: 'https://x/y.png', detail: 'ultra' }] }] }, '/input/0/content/0/detail', 'enum'],
    ['item type null', { model: 'm', input: [{ type: null, role: 'user', content: 'hi' }] }, '/input/0/type', 'discriminator'],
    ['a chat-completions body (wrong endpoint)', { model: 'm', messages: [{ role: 'user', content: 'hi' }] }, '/messages', 'not'],
    ['an Anthropic body (wrong endpoint)', { model: 'm', max_tokens: 1024, system: 'be brief', messages: [] }, '/messages', 'not'],
  ])('rejects %s', (_name, body, path, keyword) => {
    const result = validateResponsesRequest(body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([expect.objectContaining({ path, keyword })]);
  });
});

describe('validateResponsesResponse', () => {
  it.each([
    'responses/completed-text.json',
    'responses/completed-tools.json',
    'responses/incomplete.json',
    'responses/failed.json',
    'responses/refusal.json',
  ])('accepts %s', (path) => {
    const body = fixture(path);
    expect(validateResponsesResponse(body)).toEqual({ ok: true, value: body });
  });

  const completed = fixture('responses/completed-tools.json');
  it.each<[string, unknown, string, string]>([
    ['missing id', withChange(completed, (c) => delete c.id), '/id', 'required'],
    ['unknown status', withChange(completed, (c) => { c.status = 'done'; }), '/status', 'enum'],
    ['usage without total_tokens', withChange(completed, (c) => { delete (c.usage as Record<string, unknown>).total_tokens; }), '/usage/total_tokens', 'required'],
    ['usage without cached_tokens', withChange(completed, (c) => { (c.usage as Record<string, unknown>).input_tokens_details = {}; }), '/usage/input_tokens_details/cached_tokens', 'required'],
    ['output message with a user role', withChange(completed, (c) => { (c.output as Record<string, unknown>[])[1]!.role = 'user'; }), '/output/1/role', 'const'],
    ['function_call with object arguments', withChange(completed, (c) => { (c.output as Record<string, unknown>[])[2]!.arguments = { cmd: 'ls' }; }), '/output/2/arguments', 'type'],
    ['error without code', withChange(fixture('responses/failed.json'), (c) => { c.error = { message: 'x' }; }), '/error/code', 'required'],
    ['incomplete reason unknown', withChange(fixture('responses/incomplete.json'), (c) => { c.incomplete_details = { reason: 'tired' }; }), '/incomplete_details/reason', 'enum'],
  ])('rejects %s', (_name, body, path, keyword) => {
    const result = validateResponsesResponse(body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([expect.objectContaining({ path, keyword })]);
  });
});

describe('validateResponsesStreamEvent', () => {
  const delta = { type: 'response.output_text.delta', sequence_number: 3, item_id: 'msg_1', output_index: 0, content_index: 0, delta: 'Hi' };
  const added = { type: 'response.output_item.added', sequence_number: 2, output_index: 0, item: { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'f', arguments: '' } };

  it('accepts a text delta and an added function call', () => {
    expect(validateResponsesStreamEvent(delta)).toEqual({ ok: true, value: delta });
    expect(validateResponsesStreamEvent(added)).toEqual({ ok: true, value: added });
  });

  it.each<[string, unknown, string, string]>([
    ['negative sequence_number', { ...delta, sequence_number: -1 }, '/sequence_number', 'minimum'],
    ['delta not a string', { ...delta, delta: 5 }, '/delta', 'type'],
    ['missing content_index', { ...delta, content_index: undefined }, '/content_index', 'required'],
    ['added item of an unknown type', { ...added, item: { type: 'mystery' } }, '/item/type', 'discriminator'],
    ['added function call without call_id', { ...added, item: { type: 'function_call', name: 'f', arguments: '' } }, '/item/call_id', 'required'],
    ['summary part of the wrong kind', { type: 'response.reasoning_summary_part.added', sequence_number: 1, item_id: 'rs_1', output_index: 0, summary_index: 0, part: { type: 'output_text', text: '' } }, '/part/type', 'const'],
    ['failed response without error code', { type: 'response.failed', sequence_number: 1, response: { id: 'r', object: 'response', created_at: 1, status: 'failed', model: 'm', output: [], error: { message: 'x' } } }, '/response/error/code', 'required'],
    ['no type at all', { sequence_number: 0 }, '/type', 'discriminator'],
  ])('rejects %s', (_name, event, path, keyword) => {
    const result = validateResponsesStreamEvent(event);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([expect.objectContaining({ path, keyword })]);
  });
});

describe('validateResponsesErrorBody', () => {
  const bodies = fixture('errors/bodies.json') as Record<string, unknown>;
  it.each(Object.entries(bodies))('accepts the %s body', (_name, body) => {
    expect(validateResponsesErrorBody(body)).toEqual({ ok: true, value: body });
  });

  it.each<[string, unknown, string]>([
    ['no error object', { message: 'x' }, '/error'],
    ['missing type', { error: { message: 'x', param: null, code: null } }, '/error/type'],
    ['missing param', { error: { message: 'x', type: 'server_error', code: null } }, '/error/param'],
    ['numeric code', { error: { message: 'x', type: 'server_error', param: null, code: 500 } }, '/error/code'],
  ])('rejects %s', (_name, body, path) => {
    const result = validateResponsesErrorBody(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('never throws, even on values JSON cannot hold', () => {
    expect(validateResponsesErrorBody(undefined).ok).toBe(false);
    expect(validateResponsesRequest(Symbol('x')).ok).toBe(false);
  });
});
