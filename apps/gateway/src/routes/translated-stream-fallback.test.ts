import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { startScriptedUpstreamProvider } from '../testing-fixtures/start-scripted-upstream-provider.js';
import { createTestGateway, type TestGateway } from '../testing-fixtures/create-test-gateway.js';

// An upstream that says "Overloaded" before any content, behind a translation: the official SDKs' stream helpers see
// the next deployment's answer, as they do when the formats match (issue 14: one fallback policy).

const OVERLOADED = {
  'openai-chat': 'data: {"error":{"message":"Overloaded","type":"server_error"}}\n\n',
  'anthropic-messages':
    'event: message_start\ndata: {"type":"message_start","message":{"id":"m","type":"message","role":"assistant","content":[],"model":"x","usage":{"input_tokens":1,"output_tokens":0}}}\n\n' +
    'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n',
} as const;

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function serve(upstreamFormat: keyof typeof OVERLOADED): Promise<{ gateway: TestGateway; baseUrl: string }> {
  const broken = createScriptedProvider('broken', [upstreamFormat], [{ status: 200, body: [OVERLOADED[upstreamFormat]] }]);
  const gateway = await createTestGateway({
    models: [{ id: 'm-x', deployments: [{ provider: broken }, { provider: startScriptedUpstreamProvider(upstreamFormat), priority: 1 }] }],
  });
  server = createServer(gateway.app);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { gateway, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('a translated stream whose first deployment fails before any content', () => {
  it('reaches an Anthropic client (messages.stream) from the next deployment, served by chat upstreams', async () => {
    const { gateway, baseUrl } = await serve('openai-chat');
    const client = new Anthropic({ authToken: gateway.secret, apiKey: null, baseURL: baseUrl, maxRetries: 0 });
    const message = await client.messages.stream({ model: 'm-x', max_tokens: 64, messages: [{ role: 'user', content: 'hi' }] }).finalMessage();
    expect(message.content).toEqual([expect.objectContaining({ type: 'text', text: expect.stringContaining('You said') })]);
    expect(gateway.logs.find((line) => line['msg'] === 'request')).toMatchObject({ attempts: 2, upstreamAttempts: [{ reason: 'error_event' }, { outcome: 'ok' }] });
  });

  it('reaches a chat client (chat.completions.stream) from the next deployment, served by Anthropic upstreams', async () => {
    const { gateway, baseUrl } = await serve('anthropic-messages');
    const client = new OpenAI({ apiKey: gateway.secret, baseURL: `${baseUrl}/v1`, maxRetries: 0 });
    const completion = await client.chat.completions.stream({ model: 'm-x', messages: [{ role: 'user', content: 'hi' }] }).finalChatCompletion();
    expect(completion.choices[0]?.message.content).toContain('You said');
  });

  it('reaches a Responses client (responses.stream) from the next deployment, served by Anthropic upstreams', async () => {
    const { gateway, baseUrl } = await serve('anthropic-messages');
    const client = new OpenAI({ apiKey: gateway.secret, baseURL: `${baseUrl}/v1`, maxRetries: 0 });
    const response = await client.responses.stream({ model: 'm-x', input: 'hi' }).finalResponse();
    expect(response.output_text).toContain('You said');
  });
});
