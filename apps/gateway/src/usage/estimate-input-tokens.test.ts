import { readFileSync } from 'node:fs';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { createJsonReuse } from '../http/create-json-reuse.js';
import { estimateInputTokens, TOKENS_PER_IMAGE } from './estimate-input-tokens.js';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../routes/__fixtures__/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

const prose = 'The committee met on Tuesday to review the budget; after a long discussion, it approved the plan with two changes. '.repeat(100);
const code = 'export function add(a: number, b: number): number {\n  return a + b; // sum\n}\nconst x = [1, 2, 3].map((v) => v * 2);\n'.repeat(100);
const cjk = '今日は良い天気ですね。会議は午後三時に始まります。'.repeat(100);

describe('estimateInputTokens', () => {
  it('counts a short chat request near its real size, not its JSON length', () => {
    const estimate = estimateInputTokens({ model: 'demo-model', messages: [{ role: 'user', content: 'say hi' }] });
    expect(estimate).toBeGreaterThanOrEqual(countTokens('say hi'));
    expect(estimate).toBeLessThanOrEqual(10);
  });

  it.each([
    ['English prose', prose],
    ['TypeScript code', code],
    ['CJK text', cjk],
    ["Claude Code's tool schemas", JSON.stringify(fixture('claude-code-request.json')['tools'])],
    ["Codex's instructions", String(fixture('codex-request.json')['instructions'] ?? prose)],
  ])('estimates long %s above the tokenizer and within 1.3x of it', (_, text) => {
    const estimate = estimateInputTokens({ model: 'm', messages: [{ role: 'user', content: text }] });
    const exact = countTokens(text);
    expect(estimate).toBeGreaterThanOrEqual(exact);
    expect(estimate).toBeLessThanOrEqual(1.3 * exact);
  });

  it('counts a long conversation within 2x of the tokenizer, above it', () => {
    const body = { model: 'm', max_tokens: 100, system: prose, messages: [{ role: 'user', content: code }, { role: 'assistant', content: prose }] };
    const exact = countTokens(prose) * 2 + countTokens(code);
    const estimate = estimateInputTokens(body);
    expect(estimate).toBeGreaterThanOrEqual(exact);
    expect(estimate).toBeLessThanOrEqual(2 * exact);
  });

  it('counts an image as a flat cost, not its base64 bytes', () => {
    const data = 'A'.repeat(1024 * 1024);
    const anthropic = estimateInputTokens({
      model: 'm',
      messages: [{ role: 'user', content: [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data } }, { type: 'text', text: 'what is this?' }] }],
    });
    const openai = estimateInputTokens({
      model: 'm',
      messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: `data:image/png;base64,${data}` } }, { type: 'text', text: 'what is this?' }] }],
    });
    for (const estimate of [anthropic, openai]) {
      expect(estimate).toBeGreaterThanOrEqual(TOKENS_PER_IMAGE);
      expect(estimate).toBeLessThan(TOKENS_PER_IMAGE + 50);
    }
  });

  it('counts the text of every format: responses input, instructions and tool outputs', () => {
    const estimate = estimateInputTokens({
      model: 'm',
      instructions: 'Be brief.',
      input: [
        { role: 'user', content: [{ type: 'input_text', text: 'list files' }] },
        { type: 'function_call', call_id: 'call_1', name: 'shell', arguments: '{"cmd":"ls"}' },
        { type: 'function_call_output', call_id: 'call_1', output: 'a.txt b.txt' },
      ],
    });
    const text = countTokens('Be brief.') + countTokens('list files') + countTokens('shell') + countTokens('{"cmd":"ls"}') + countTokens('a.txt b.txt');
    expect(estimate).toBeGreaterThanOrEqual(text);
    expect(estimate).toBeLessThanOrEqual(text + 20);
  });
});

describe('estimateInputTokens on bodies whose values a previous turn shared (frozen)', () => {
  it.each(['claude-code-request.json', 'codex-request.json'])('counts %s the same, turn after turn (whole and sampled)', (name) => {
    const body = fixture(name);
    const list = Array.isArray(body['messages']) ? 'messages' : 'input';
    const items = body[list] as unknown[];
    const reuse = createJsonReuse();
    for (const count of [1, items.length, items.length + 3, 80, 83, 83]) {
      // The conversation grows by items seen before; `tools` and `system` stay as they are.
      const turn = { ...body, [list]: Array.from({ length: count }, (_, index) => items[index % items.length]) };
      const text = JSON.stringify(turn);
      const read = reuse.readBody(Buffer.from(text), 'token-a').value as Record<string, unknown>;
      expect(estimateInputTokens(read)).toBe(estimateInputTokens(JSON.parse(text) as Record<string, unknown>));
    }
  });
});

describe('admission and count_tokens', () => {
  it('reserve and bill the estimate of the text, not of the body bytes, when the upstream reports no usage', async () => {
    const upstream = createScriptedProvider('local', ['openai-chat'], [
      { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'c1', object: 'chat.completion', created: 1, model: 'x', choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, finish_reason: 'stop' }] }) },
    ]);
    const { app, secret, core } = await createTestGateway({ models: [{ id: 'local-model', deployments: [{ provider: upstream }] }] });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'local-model', messages: [{ role: 'user', content: 'say hi' }] });
    expect(response.status).toBe(200);
    const [entry] = await core.admin.ledger();
    expect(entry?.inputTokens).toBeLessThanOrEqual(10);
  });

  it('gives a body whose members are an earlier body\'s frozen values the estimate of its own members', () => {
    const reuse = createJsonReuse();
    const tools = [{ name: 'Read', description: prose.slice(0, 2000), input_schema: { type: 'object', properties: { path: { type: 'string' } } } }];
    const base = { model: 'm', max_tokens: 100, messages: [{ role: 'user', content: code }, { role: 'assistant', content: prose }], system: prose, tools };
    const first = reuse.readBody(Buffer.from(JSON.stringify(base)), 'token-a').value as Record<string, unknown>;
    const again = reuse.readBody(Buffer.from(JSON.stringify(base)), 'token-a').value as Record<string, unknown>;
    expect(reuse.reads()).toEqual({ parsed: 1, same: 1, against: 0 });
    expect(again['messages']).toBe(first['messages']);
    // The same values again; then the same frozen messages with a member changed, added, dropped or moved.
    const { system, ...withoutSystem } = again;
    const bodies: Record<string, unknown>[] = [
      first,
      again,
      { ...again },
      { ...again, system: cjk },
      { ...again, system: `${String(system)} ${code}` },
      { ...again, metadata: { user_id: 'u' } },
      { ...again, extra: Object.freeze(['more text to count']) },
      withoutSystem,
      { system, tools: again['tools'], messages: again['messages'], model: 'm' },
      { tools: again['tools'], system, messages: again['messages'] },
      again,
    ];
    const estimates = bodies.map((body) => estimateInputTokens(body));
    expect(estimates).toEqual(bodies.map((body) => estimateInputTokens(JSON.parse(JSON.stringify(body)) as Record<string, unknown>)));
    expect(new Set(estimates).size).toBeGreaterThan(3);

    // The order of the texts places the samples: short code amid long prose is sampled first, not between samples.
    const messages = Object.freeze([Object.freeze({ role: 'user', content: 'hi' })]);
    const shortCode = code.slice(0, 600);
    const middle = { messages, a: prose.slice(0, 10_000), b: shortCode, c: prose.slice(0, 10_000) };
    const leading = { messages, b: shortCode, a: prose.slice(0, 10_000), c: prose.slice(0, 10_000) };
    expect(estimateInputTokens(middle)).toBe(estimateInputTokens({ ...middle, messages: [{ role: 'user', content: 'hi' }] }));
    expect(estimateInputTokens(leading)).toBe(estimateInputTokens({ ...leading, messages: [{ role: 'user', content: 'hi' }] }));
    expect(estimateInputTokens(leading)).toBeGreaterThan(estimateInputTokens(middle));
  });

  it('answer count_tokens with the same estimator', async () => {
    const { app, secret } = await createTestGateway();
    const body = { model: 'demo-model', messages: [{ role: 'user', content: prose }] };
    const response = await request(app).post('/v1/messages/count_tokens').set('authorization', `Bearer ${secret}`).send(body);
    expect(response.status).toBe(200);
    expect(response.body.input_tokens).toBe(estimateInputTokens(body));
  });
});
