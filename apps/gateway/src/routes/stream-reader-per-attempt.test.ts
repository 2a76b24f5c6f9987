import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

// Each attempt's stream reader is built ahead for that attempt (while its upstream works): the deployment that answers
// after a fallback is read with its own, which renames its own upstream model.

const chunk = (model: string, delta: Record<string, unknown>, finish: string | null): string =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('a passed-through stream after a fallback', () => {
  it('names the client model in place of the answering deployment’s upstream model, not the failed one’s', async () => {
    const broken = createScriptedProvider('broken', ['openai-chat'], [{ status: 200, body: ['data: {"error":{"message":"Overloaded","type":"server_error"}}\n\n'] }]);
    const answering = createScriptedProvider('answering', ['openai-chat'], [
      { status: 200, body: [chunk('up-b', { role: 'assistant', content: '' }, null), chunk('up-b', { content: 'hello' }, null), chunk('up-b', {}, 'stop'), 'data: [DONE]\n\n'] },
    ]);
    const gateway = await createTestGateway({
      models: [{ id: 'm-x', deployments: [{ provider: broken, upstreamModel: 'up-a' }, { provider: answering, upstreamModel: 'up-b', priority: 1 }] }],
    });
    server = createServer(gateway.app);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gateway.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm-x', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toBe(
      [chunk('m-x', { role: 'assistant', content: '' }, null), chunk('m-x', { content: 'hello' }, null), chunk('m-x', {}, 'stop'), 'data: [DONE]\n\n'].join(''),
    );
    expect(gateway.logs.find((line) => line['msg'] === 'request')).toMatchObject({ attempts: 2, upstreamAttempts: [{ reason: 'error_event' }, { outcome: 'ok' }] });
  });
});
