import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createHeldProvider } from '../testing-fixtures/create-held-provider.js';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { ADMIN_TOKEN, createTestGateway, type TestGateway } from '../testing-fixtures/create-test-gateway.js';
import { chatAnswer } from '../testing-fixtures/scripted-answers.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function scrape(app: TestGateway['app'], token = ADMIN_TOKEN): Promise<string> {
  const response = await request(app).get('/metrics').set('authorization', `Bearer ${token}`);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.text;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('gave up waiting');
}

const messages = (model: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ model, max_tokens: 10, messages: [{ role: 'user', content: 'x' }], ...extra });
const chat = (model: string): Record<string, unknown> => ({ model, messages: [{ role: 'user', content: 'say hi' }] });

describe('GET /metrics', () => {
  it('counts requests by route, format, model, status and outcome; admin routes keep their prefix; unknown models are one label', async () => {
    const { app, secret } = await createTestGateway();
    await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(messages('demo-model'));
    await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chat('no-such-model-4711'));
    await request(app).get('/admin/accounts').set('authorization', `Bearer ${ADMIN_TOKEN}`);
    await request(app).get('/admin/accounts/ghost').set('authorization', `Bearer ${ADMIN_TOKEN}`);
    const text = await scrape(app);
    expect(text).toContain('modelgate_requests_total{route="POST /v1/messages",format="anthropic-messages",model="demo-model",status="200",outcome="ok"} 1');
    expect(text).toContain('modelgate_requests_total{route="POST /v1/chat/completions",format="openai-chat",model="(unknown)",status="404",outcome="refused"} 1');
    expect(text).not.toContain('no-such-model-4711');
    expect(text).toContain('modelgate_requests_total{route="GET /admin/accounts",format="",model="",status="200",outcome=""} 1');
    expect(text).toContain('modelgate_requests_total{route="GET /admin/accounts/:account",format="",model="",status="404",outcome=""} 1');
  });

  it('has duration and time-to-first-byte histograms per model and deployment, tokens by type and cost in credits', async () => {
    const { app, secret } = await createTestGateway();
    await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(messages('demo-model'));
    await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(messages('demo-model', { stream: true }));
    const text = await scrape(app);
    expect(text).toContain('modelgate_request_duration_seconds_count{route="POST /v1/messages",model="demo-model",deployment="demo/demo-model"} 2');
    expect(text).toContain('modelgate_time_to_first_byte_seconds_count{model="demo-model",deployment="demo/demo-model"} 2');
    expect(text).toMatch(/modelgate_tokens_total\{model="demo-model",type="input"\} [1-9]/);
    expect(text).toMatch(/modelgate_tokens_total\{model="demo-model",type="output"\} [1-9]/);
    expect(text).toContain('modelgate_tokens_total{model="demo-model",type="cached_input"} 0');
    // The test pricing makes a request cost several credits: a fraction of a credit would be a micro-credit count.
    const cost = /modelgate_cost_credits_total\{model="demo-model"\} ([\d.e+-]+)/.exec(text)?.[1];
    expect(Number(cost)).toBeGreaterThan(0);
    expect(Number(cost)).toBeLessThan(1000);
    expect(text).not.toContain('micro');
  });

  it('counts upstream attempts and failures by deployment, reason and upstream status', async () => {
    const failing = createScriptedProvider('failing', ['openai-chat'], [{ status: 503, body: '{"error":{"message":"overloaded"}}' }]);
    const backup = createScriptedProvider('backup', ['openai-chat'], [chatAnswer({ text: 'hi' })]);
    const { app, secret } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: failing, priority: 0 }, { provider: backup, priority: 1 }] }] });
    expect((await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chat('gpt-x'))).status).toBe(200);
    const text = await scrape(app);
    expect(text).toContain('modelgate_upstream_attempts_total{deployment="failing/gpt-x",outcome="failed"} 1');
    expect(text).toContain('modelgate_upstream_attempts_total{deployment="backup/gpt-x",outcome="ok"} 1');
    expect(text).toContain('modelgate_upstream_failures_total{deployment="failing/gpt-x",reason="upstream_status",upstream_status="503"} 1');
    expect(text).not.toContain('modelgate_upstream_failures_total{deployment="backup/gpt-x"');
  });

  it('shows requests in flight and open streams while a stream runs, and none after it closed', async () => {
    const held = createHeldProvider('held', 'openai-chat', 'data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":"Hi"}}]}\n\n');
    const gateway = await createTestGateway({ models: [{ id: 'held-model', deployments: [{ provider: held }] }] });
    const server = createServer(gateway.app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const body = JSON.stringify({ ...chat('held-model'), stream: true });
    let received = '';
    const client = httpRequest({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      path: '/v1/chat/completions',
      method: 'POST',
      headers: { authorization: `Bearer ${gateway.secret}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    client.on('response', (response) => response.on('data', (chunk: Buffer) => (received += chunk.toString())).on('error', () => undefined));
    client.on('error', () => undefined);
    client.end(body);
    await until(() => Promise.resolve(received.includes('Hi')));
    const open = await scrape(gateway.app);
    expect(open).toContain('modelgate_requests_in_flight 1');
    expect(open).toContain('modelgate_streams_open 1');
    client.destroy();
    await until(async () => (await scrape(gateway.app)).includes('modelgate_streams_open 0'));
    expect(await scrape(gateway.app)).toContain('modelgate_requests_in_flight 0');
  });

  it.each([
    ['rpm', { rateLimits: { requestsPerMinute: 1, tokensPerMinute: null, concurrentRequests: null } }],
    ['tpm', { rateLimits: { requestsPerMinute: null, tokensPerMinute: 1, concurrentRequests: null } }],
    ['quota', { quota: { limit: 1, period: 'lifetime' as const } }],
  ])('counts a 429 of the %s limit', async (limit, settings) => {
    const gateway = await createTestGateway();
    const token = await gateway.createToken(settings);
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      statuses.push((await request(gateway.app).post('/v1/messages').set('authorization', `Bearer ${token}`).send(messages('demo-model'))).status);
    }
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(await scrape(gateway.app)).toContain(`modelgate_rate_limited_requests_total{limit="${limit}"} ${refused}`);
  });

  it("counts a 429 of the account's balance", async () => {
    const { app, secret } = await createTestGateway({ balance: 0 });
    expect((await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(messages('demo-model'))).status).toBe(429);
    expect(await scrape(app)).toContain('modelgate_rate_limited_requests_total{limit="balance"} 1');
  });

  it('counts a 429 of the concurrency limit', async () => {
    const held = createHeldProvider('held', 'openai-chat');
    const gateway = await createTestGateway({ models: [{ id: 'held-model', deployments: [{ provider: held }] }] });
    const token = await gateway.createToken({ rateLimits: { requestsPerMinute: null, tokensPerMinute: null, concurrentRequests: 1 } });
    const server = createServer(gateway.app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const body = JSON.stringify(chat('held-model'));
    const first = httpRequest({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      path: '/v1/chat/completions',
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    first.on('error', () => undefined);
    first.end(body);
    await until(() => Promise.resolve(held.requests.length === 1));
    expect((await request(gateway.app).post('/v1/chat/completions').set('authorization', `Bearer ${token}`).send(chat('held-model'))).status).toBe(429);
    first.destroy();
    expect(await scrape(gateway.app)).toContain('modelgate_rate_limited_requests_total{limit="concurrency"} 1');
  });

  it("counts the upstream's own 429 passed on to the client", async () => {
    const limited = createScriptedProvider('limited', ['openai-chat'], [{ status: 429, body: '{"error":{"message":"slow down"}}' }]);
    const { app, secret } = await createTestGateway({ models: [{ id: 'gpt-l', deployments: [{ provider: limited }] }] });
    expect((await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chat('gpt-l'))).status).toBe(429);
    expect(await scrape(app)).toContain('modelgate_rate_limited_requests_total{limit="upstream"} 1');
  });

  it('times the store calls and reports the build', async () => {
    const { app, secret } = await createTestGateway();
    await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(messages('demo-model'));
    const text = await scrape(app);
    expect(text).toMatch(/modelgate_store_operation_duration_seconds_count\{operation="findAuthRecord",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/modelgate_store_operation_duration_seconds_count\{operation="settle",outcome="ok"\} [1-9]/);
    expect(text).toContain(`modelgate_build_info{version="1.2.3-test",node_version="${process.version}"} 1`);
  });
});

describe('who may scrape /metrics', () => {
  const SCRAPE_TOKEN = 'scrape-test-secret-0123';

  it('takes the scrape token or the admin token, and no API token', async () => {
    const { app, secret } = await createTestGateway({ scrapeToken: SCRAPE_TOKEN });
    expect(await scrape(app, SCRAPE_TOKEN)).toContain('modelgate_build_info');
    expect(await scrape(app, ADMIN_TOKEN)).toContain('modelgate_build_info');
    const refused = await request(app).get('/metrics').set('authorization', `Bearer ${secret}`);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).toContain('metrics.token');
    expect((await request(app).get('/metrics')).status).toBe(401);
    // The scrape token opens nothing else.
    expect((await request(app).get('/admin/accounts').set('authorization', `Bearer ${SCRAPE_TOKEN}`)).status).toBe(401);
  });

  it('serves /metrics with the scrape token when the admin API is off', async () => {
    const { app } = await createTestGateway({ admin: false, scrapeToken: SCRAPE_TOKEN });
    expect(await scrape(app, SCRAPE_TOKEN)).toContain('modelgate_requests_total');
    expect((await request(app).get('/admin/accounts').set('authorization', `Bearer ${SCRAPE_TOKEN}`)).status).toBe(404);
  });

  it('is a 404 with neither an admin nor a scrape token', async () => {
    const { app } = await createTestGateway({ admin: false });
    expect((await request(app).get('/metrics').set('authorization', `Bearer ${ADMIN_TOKEN}`)).status).toBe(404);
  });
});
