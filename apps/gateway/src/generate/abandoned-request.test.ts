import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Provider, ProviderResponse } from '../providers/provider.js';
import { createTestGateway, type TestGateway } from '../testing-fixtures/create-test-gateway.js';

/** An upstream that works on a request for a long while; a cancelled request rejects as the HTTP provider's does. */
function createSlowProvider(): Provider & { received: number } {
  const provider = {
    name: 'slow',
    kind: 'scripted',
    formats: ['openai-chat'] as const,
    received: 0,
    send(request: Parameters<Provider['send']>[0]): Promise<ProviderResponse> {
      provider.received += 1;
      return new Promise((_, reject) => {
        const timer = setTimeout(() => reject(new Error('the test upstream never answers')), 10_000);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(request.signal.reason);
        });
      });
    },
  };
  return provider as unknown as Provider & { received: number };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function until<T>(read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let round = 0; round < 200; round += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('gave up waiting');
}

/** Sends a request and hangs up once the upstream has it, as `curl -m 1` does. */
async function sendAndHangUp(gateway: TestGateway, provider: { received: number }, stream: boolean): Promise<void> {
  const server = createServer(gateway.app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const body = JSON.stringify({ model: 'slow-model', stream, messages: [{ role: 'user', content: 'write a long essay' }] });
  const client = httpRequest({
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    path: '/v1/chat/completions',
    method: 'POST',
    headers: { authorization: `Bearer ${gateway.secret}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  client.on('error', () => undefined);
  client.end(body);
  await until(() => (provider.received > 0 ? true : undefined));
  client.destroy();
}

describe('a request the client abandons after it reached the upstream', () => {
  it.each([false, true])('is settled (input estimate, status aborted), recorded as 499 aborted and logged at info (stream %s)', async (stream) => {
    const provider = createSlowProvider();
    const gateway = await createTestGateway({ models: [{ id: 'slow-model', deployments: [{ provider }] }] });
    await sendAndHangUp(gateway, provider, stream);
    const record = await until(() => gateway.logs.find((line) => line['msg'] === 'request'));
    const [entry] = await gateway.core.admin.ledger();
    expect(entry).toMatchObject({ status: 'client_aborted', outputTokens: 0 });
    expect(entry?.inputTokens).toBeGreaterThan(0);
    expect(entry?.cost).toBeGreaterThan(0);
    expect(await gateway.core.admin.heldReservations()).toEqual([]);
    expect(record).toMatchObject({ status: 499, outcome: 'aborted', settlement: 'client_aborted', level: 30 });
    expect(gateway.logs.filter((line) => Number(line['level']) >= 50)).toEqual([]);
  });
});
