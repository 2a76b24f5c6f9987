import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { FORMAT_IDS, type FormatId } from '@modelgate/ir';
import { createCoreFromConfig } from '../../src/runtime/create-core-from-config.js';
import { startGatewayProcess, type GatewayProcess } from '../../src/testing-fixtures/start-gateway-process.js';
import { startScriptedUpstream, type ScriptedUpstream } from '../../src/testing-fixtures/start-scripted-upstream.js';

// The gateway as a process against scripted upstreams of all three kinds on loopback, driven by the official SDKs:
// every inbound format × every upstream kind, streamed and not, plus a two-turn tool round trip (12 calls per
// upstream kind); then the ledger.

const KINDS: readonly FormatId[] = FORMAT_IDS;
const modelFor = (kind: FormatId): string => `up-${kind}`;
const weatherSchema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };

let folder: string;
let gateway: GatewayProcess;
let configPath: string;
const upstreams = new Map<FormatId, ScriptedUpstream>();
let openai: OpenAI;
let anthropic: Anthropic;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'modelgate-e2e-'));
  for (const kind of KINDS) upstreams.set(kind, await startScriptedUpstream(kind));
  const providers = KINDS.map((kind) => `  ${kind}:\n    kind: ${kind}\n    base_url: ${upstreams.get(kind)?.baseUrl ?? ''}\n    api_key: upstream-key-${kind}`).join('\n');
  const models = KINDS.map(
    (kind) => `  - id: ${modelFor(kind)}\n    deployments: [{ provider: ${kind}, model: upstream-${kind} }]\n    pricing: { input: 1, output: 2 }`,
  ).join('\n');
  configPath = join(folder, 'modelgate.yaml');
  writeFileSync(configPath, `store: sqlite:./gateway.db\nproviders:\n${providers}\nmodels:\n${models}\n`);
  gateway = await startGatewayProcess({ configPath, cwd: folder });
  openai = new OpenAI({ apiKey: gateway.firstToken, baseURL: `${gateway.url}/v1`, maxRetries: 0 });
  anthropic = new Anthropic({ authToken: gateway.firstToken, apiKey: null, baseURL: gateway.url, maxRetries: 0 });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await Promise.all([...upstreams.values()].map((upstream) => upstream.close()));
  rmSync(folder, { recursive: true, force: true });
});

describe.each(KINDS)('upstream %s', (kind) => {
  const model = modelFor(kind);

  it('chat completions, not streamed', async () => {
    const completion = await openai.chat.completions.create({ model, messages: [{ role: 'user', content: 'say hi' }] });
    expect(completion.choices[0]?.message.content).toContain('You said');
    expect(completion.usage?.completion_tokens).toBeGreaterThan(0);
  });

  it('chat completions, streamed', async () => {
    const stream = await openai.chat.completions.create({ model, messages: [{ role: 'user', content: 'say hi' }], stream: true, stream_options: { include_usage: true } });
    let text = '';
    let usage = 0;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      usage += chunk.usage?.completion_tokens ?? 0;
    }
    expect(text).toContain('You said');
    expect(usage).toBeGreaterThan(0);
  });

  it('chat completions, two-turn tool round trip', async () => {
    const tools = [{ type: 'function' as const, function: { name: 'get_weather', parameters: weatherSchema } }];
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: 'use get_weather for Paris' }];
    const first = await openai.chat.completions.create({ model, messages, tools });
    const call = first.choices[0]?.message.tool_calls?.[0];
    expect(first.choices[0]?.finish_reason).toBe('tool_calls');
    expect(call?.type === 'function' ? call.function.name : undefined).toBe('get_weather');
    const assistant = first.choices[0]?.message;
    if (!assistant || !call) throw new Error('no tool call');
    const second = await openai.chat.completions.create({ model, tools, messages: [...messages, assistant, { role: 'tool', tool_call_id: call.id, content: 'sunny' }] });
    expect(second.choices[0]?.message.content).toContain('The tool returned: sunny');
  });

  it('responses, not streamed', async () => {
    const response = await openai.responses.create({ model, input: 'say hi' });
    expect(response.output_text).toContain('You said');
    expect(response.usage?.output_tokens).toBeGreaterThan(0);
  });

  it('responses, streamed', async () => {
    const stream = await openai.responses.create({ model, input: 'say hi', stream: true });
    let text = '';
    let completed = false;
    for await (const event of stream) {
      if (event.type === 'response.output_text.delta') text += event.delta;
      if (event.type === 'response.completed') completed = event.response.id.length > 0;
    }
    expect(text).toContain('You said');
    expect(completed).toBe(true);
  });

  it('responses, two-turn tool round trip', async () => {
    const tools = [{ type: 'function' as const, name: 'get_weather', parameters: weatherSchema, strict: false }];
    const input: OpenAI.Responses.ResponseInput = [{ role: 'user', content: 'use get_weather for Paris' }];
    const first = await openai.responses.create({ model, input, tools });
    const call = first.output.find((item) => item.type === 'function_call');
    if (call?.type !== 'function_call') throw new Error(`no function call in ${JSON.stringify(first.output)}`);
    expect(call.name).toBe('get_weather');
    const second = await openai.responses.create({ model, tools, input: [...input, call, { type: 'function_call_output', call_id: call.call_id, output: 'sunny' }] });
    expect(second.output_text).toContain('The tool returned: sunny');
  });

  it('messages, not streamed', async () => {
    const message = await anthropic.messages.create({ model, max_tokens: 200, messages: [{ role: 'user', content: 'say hi' }] });
    const block = message.content[0];
    expect(block?.type === 'text' ? block.text : '').toContain('You said');
    expect(message.usage.output_tokens).toBeGreaterThan(0);
  });

  it('messages, streamed', async () => {
    const stream = anthropic.messages.stream({ model, max_tokens: 200, messages: [{ role: 'user', content: 'say hi' }] });
    let text = '';
    stream.on('text', (delta) => (text += delta));
    const final = await stream.finalMessage();
    expect(text).toContain('You said');
    expect(final.stop_reason).toBe('end_turn');
  });

  it('messages, two-turn tool round trip', async () => {
    const tools = [{ name: 'get_weather', input_schema: { type: 'object' as const, properties: weatherSchema.properties, required: weatherSchema.required } }];
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'use get_weather for Paris' }];
    const first = await anthropic.messages.create({ model, max_tokens: 200, messages, tools });
    expect(first.stop_reason).toBe('tool_use');
    const toolUse = first.content.find((block) => block.type === 'tool_use');
    if (toolUse?.type !== 'tool_use') throw new Error('no tool_use');
    expect(toolUse.name).toBe('get_weather');
    const second = await anthropic.messages.create({
      model,
      max_tokens: 200,
      tools,
      messages: [...messages, { role: 'assistant', content: first.content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolUse.id, content: 'sunny' }] }],
    });
    const block = second.content[0];
    expect(block?.type === 'text' ? block.text : '').toContain('The tool returned: sunny');
  });

  it('reached the upstream with its own model name and key', () => {
    const seen = upstreams.get(kind)?.requests ?? [];
    expect(seen.length).toBeGreaterThanOrEqual(12);
    expect(seen.every((request) => request.body['model'] === `upstream-${kind}`)).toBe(true);
    const auth = seen[0]?.headers[kind === 'anthropic-messages' ? 'x-api-key' : 'authorization'];
    expect(auth).toContain(`upstream-key-${kind}`);
  });
});

describe('ledger', () => {
  it('settled every request from real usage', async () => {
    const { config } = loadConfig({ path: configPath, cwd: folder, env: {} });
    const core = createCoreFromConfig(config);
    try {
      const ledger = await core.admin.ledger({ limit: 1000 });
      expect(ledger).toHaveLength(KINDS.length * 12);
      for (const kind of KINDS) {
        const entries = ledger.filter((entry) => entry.modelId === modelFor(kind));
        expect(entries).toHaveLength(12);
        for (const entry of entries) {
          expect(entry.status).toBe('ok');
          expect(entry.outputTokens).toBeGreaterThan(0);
          expect(entry.cost).toBeGreaterThan(0);
        }
      }
    } finally {
      await core.close();
    }
  });
});
