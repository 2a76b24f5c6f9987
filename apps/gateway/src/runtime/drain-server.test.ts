import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestDrain, type RequestDrain } from '../app/create-request-drain.js';
import { createHeldProvider } from '../testing-fixtures/create-held-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { drainServer } from './drain-server.js';

const FIRST_CHUNK = `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'held', choices: [{ index: 0, delta: { content: 'Hel' }, finish_reason: null }] })}\n\n`;

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function start(): Promise<{ server: Server; url: string; drain: RequestDrain; secret: string }> {
  const drain = createRequestDrain();
  const gateway = await createTestGateway({ models: [{ id: 'held', deployments: [{ provider: createHeldProvider('held', 'openai-chat', FIRST_CHUNK) }] }], drain });
  const server = createServer(gateway.app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, drain, secret: gateway.secret };
}

/** Starts a chat stream and returns once its first content arrived, with a promise of the whole body text. */
async function openStream(url: string, secret: string, model: string): Promise<{ first: string; rest: Promise<string> }> {
  const response = await fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });
  expect(response.status).toBe(200);
  const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
  const decoder = new TextDecoder();
  let first = '';
  while (!first.includes('Hel')) {
    const { value, done } = await reader.read();
    if (done) break;
    first += decoder.decode(value, { stream: true });
  }
  const rest = (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return { first, rest };
}

describe('drainServer', () => {
  it('lets a running request finish within the grace period and closes the server', async () => {
    const { server, url, secret } = await start();
    const answer = fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'demo-model', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    });
    const response = await answer;
    const stopping = drainServer(server, createRequestDrain(), 60_000);
    expect(await response.text()).toContain('data: [DONE]');
    await stopping.done;
    expect(server.listening).toBe(false);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('ends a stream still running after the grace period with the format error event, then closes', async () => {
    const { server, url, drain, secret } = await start();
    const stream = await openStream(url, secret, 'held');
    expect(stream.first).toContain('"content":"Hel"');
    const stopping = drainServer(server, drain, 50);
    const rest = await stream.rest;
    expect(rest).toMatch(/^data: \{"error":\{"message":"The gateway is shutting down[^\n]*"code":"server_shutting_down"[^\n]*\}\}\n\n$/);
    expect(rest).not.toContain('[DONE]');
    await stopping.done;
    expect(drain.running).toBe(0);
  });

  it('cuts at once on cutNow (a second signal), whatever the grace period', async () => {
    const { server, url, drain, secret } = await start();
    const stream = await openStream(url, secret, 'held');
    const stopping = drainServer(server, drain, 3_600_000);
    stopping.cutNow();
    expect(await stream.rest).toContain('server_shutting_down');
    await stopping.done;
  });
});
