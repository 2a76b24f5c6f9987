import { validateAdminDeploymentHealthList } from '@modelgate/admin-api';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import request from 'supertest';
import { createSqliteStore } from '@modelgate/core/sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../errors/upstream-error.js';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createDeploymentHealth } from '../health/create-deployment-health.js';
import { ADMIN_TOKEN, createTestGateway, NOW } from '../testing-fixtures/create-test-gateway.js';

const admin = `Bearer ${ADMIN_TOKEN}`;
const chatOk = JSON.stringify({
  id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'gpt-x',
  choices: [{ index: 0, message: { role: 'assistant', content: 'fine' }, finish_reason: 'stop', logprobs: null }],
  usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
});
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function listen(app: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('request records in the admin API', () => {
  it('finds a request that failed over between deployments by the request ID the openai SDK saw', async () => {
    const broken = createScriptedProvider('broken', ['openai-chat'], [{ status: 503, body: '{"error":{"message":"overloaded"}}' }]);
    const down = createScriptedProvider('down', ['openai-chat'], [{ throws: new UpstreamError({ code: 'upstream_unavailable', message: 'connect ECONNREFUSED', retryable: true }) }]);
    const good = createScriptedProvider('good', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const { app, secret, requestRecords } = await createTestGateway({
      health: createDeploymentHealth({ now: () => NOW }),
      models: [{ id: 'gpt-x', deployments: [{ provider: broken, priority: 0 }, { provider: down, priority: 1 }, { provider: good, priority: 2 }] }],
    });
    const client = new OpenAI({ apiKey: secret, baseURL: `${await listen(app)}/v1`, maxRetries: 0 });
    const { data, response } = await client.chat.completions.create({ model: 'gpt-x', messages: [{ role: 'user', content: 'hi' }] }).withResponse();
    expect(data.choices[0]?.message.content).toBe('fine');
    const requestId = response.headers.get('x-request-id') ?? '';
    await requestRecords.flush();

    const found = await request(app).get(`/admin/requests/${requestId}`).set('authorization', admin);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ request_id: requestId, status: 200, model_id: 'gpt-x', token_id: expect.stringMatching(/^tok_/), account_id: expect.stringMatching(/^acct_/) });
    expect(found.body.record).toMatchObject({ requestId, path: '/v1/chat/completions', deployment: 'good/gpt-x', attempts: 3, account: 'acme', tokenPrefix: expect.stringMatching(/^mg-/) });
    expect(found.body.record.upstreamAttempts.map((attempt: { deployment: string; outcome: string }) => [attempt.deployment, attempt.outcome])).toEqual([
      ['broken/gpt-x', 'failed'],
      ['down/gpt-x', 'failed'],
      ['good/gpt-x', 'ok'],
    ]);
    expect(found.body.record.upstreamAttempts[0]).toMatchObject({ upstreamStatus: 503, reason: expect.any(String) });
    expect(JSON.stringify(found.body)).not.toContain(secret);
    expect(JSON.stringify(found.body)).not.toContain(secret.slice(12));

    const models = await request(app).get('/admin/models').set('authorization', admin);
    const gptX = models.body.data.find((model: { id: string }) => model.id === 'gpt-x');
    expect(gptX).toMatchObject({ traffic: { requests: 1, errors: 0, error_rate: 0 } });
    expect(gptX.deployments.map((each: { name: string; traffic: { requests: number; errors: number } }) => [each.name, each.traffic.requests, each.traffic.errors])).toEqual([
      ['broken/gpt-x', 1, 1],
      ['down/gpt-x', 1, 1],
      ['good/gpt-x', 1, 0],
    ]);

    const deployments = await request(app).get('/admin/deployments').set('authorization', admin);
    expect(deployments.status).toBe(200);
    expect(validateAdminDeploymentHealthList(deployments.body)).toMatchObject({ ok: true });
    expect(deployments.body.data.map((each: { name: string; state: string; traffic: { requests: number; errors: number } }) => [each.name, each.state, each.traffic.requests, each.traffic.errors])).toEqual([
      ['demo/demo-model', 'closed', 0, 0],
      ['broken/gpt-x', 'closed', 1, 1],
      ['down/gpt-x', 'closed', 1, 1],
      ['good/gpt-x', 'closed', 1, 0],
    ]);
    expect(deployments.body.data[1]).toMatchObject({ models: ['gpt-x'], consecutive_failures: 1, opened_at: null, cooling_until: null, available_at: expect.stringMatching(/Z$/) });
    const unknown = await request(app).get('/admin/deployments?state=open').set('authorization', admin);
    expect([unknown.status, unknown.body.error.param]).toEqual([400, 'state']);
  });

  it('counts requests that end in a 5xx in their model\'s error rate, and failed attempts in their deployment\'s', async () => {
    const broken = createScriptedProvider('broken', ['openai-chat'], [{ status: 500, body: '{"error":{"message":"boom"}}' }]);
    const { app, secret, requestRecords } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: broken }] }] });
    for (let index = 0; index < 2; index += 1) {
      await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'gpt-x', messages: [{ role: 'user', content: 'hi' }] }).expect(502);
    }
    await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] }).expect(200);
    await requestRecords.flush();
    const models = await request(app).get('/admin/models').set('authorization', admin);
    expect(models.body.data).toEqual([
      { id: 'demo-model', traffic: { requests: 1, errors: 0, error_rate: 0 }, deployments: [{ name: 'demo/demo-model', priority: 0, weight: 1, traffic: { requests: 1, errors: 0, error_rate: 0 } }] },
      { id: 'gpt-x', traffic: { requests: 2, errors: 2, error_rate: 1 }, deployments: [{ name: 'broken/gpt-x', priority: 0, weight: 1, traffic: { requests: 2, errors: 2, error_rate: 1 } }] },
    ]);
  });

  it('finds a refused request by the request ID in the error the SDK raised, and lists failures first', async () => {
    const { app, secret, requestRecords } = await createTestGateway();
    const client = new OpenAI({ apiKey: secret, baseURL: `${await listen(app)}/v1`, maxRetries: 0 });
    await client.chat.completions.create({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] });
    const error: unknown = await client.chat.completions.create({ model: 'no-such-model', messages: [{ role: 'user', content: 'hi' }] }).catch((caught: unknown) => caught);
    if (!(error instanceof OpenAI.APIError)) throw new Error('expected an API error');
    await requestRecords.flush();
    const found = await request(app).get(`/admin/requests/${String(error.requestID)}`).set('authorization', admin);
    expect(found.body).toMatchObject({ status: 404, record: { error: { code: 'not_found' } } });

    const failed = await request(app).get('/admin/requests?outcome=failed').set('authorization', admin);
    expect(failed.body.data.map((each: { request_id: string }) => each.request_id)).toEqual([error.requestID]);
    const all = await request(app).get('/admin/requests?account=acme&limit=1').set('authorization', admin);
    expect(all.body.data).toHaveLength(1);
    const next = await request(app).get(`/admin/requests?account=acme&limit=1&after=${String(all.body.next_cursor)}`).set('authorization', admin);
    expect(next.body).toMatchObject({ data: [{ status: 200 }], next_cursor: null });
  });

  it('serializes a request\'s record once, for the log line and the SQLite store both, which keeps the line\'s record', async () => {
    const { app, secret, logs, requestRecords } = await createTestGateway({ store: createSqliteStore({ path: ':memory:' }) });
    const stringify = vi.spyOn(JSON, 'stringify');
    let response;
    let stringified: unknown[] = [];
    try {
      response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] });
      await vi.waitFor(() => expect(logs.some((each) => each['msg'] === 'request')).toBe(true));
      await requestRecords.flush();
      stringified = stringify.mock.calls.map(([value]) => value);
    } finally {
      stringify.mockRestore();
    }
    expect(response.status).toBe(200);
    const requestId = String(response.headers['x-request-id']);
    const isRecord = (value: unknown): boolean => typeof value === 'object' && value !== null && (value as { requestId?: unknown }).requestId === requestId && 'method' in value;
    expect(stringified.filter(isRecord)).toHaveLength(1);
    const line = logs.find((each) => each['requestId'] === requestId && each['msg'] === 'request');
    const { level: _level, time: _time, pid: _pid, hostname: _hostname, msg: _msg, ...logged } = line ?? {};
    const found = await request(app).get(`/admin/requests/${requestId}`).set('authorization', admin);
    expect(found.body.record).toEqual(logged);
    expect(Object.keys(found.body.record)).toEqual(Object.keys(logged));
    expect(logged).toMatchObject({ requestId, path: '/v1/chat/completions', status: 200, startedAt: new Date(NOW).toISOString() });
  });

  it('keeps no record of admin or health requests, and says why a request ID is not found', async () => {
    const { app, requestRecords } = await createTestGateway();
    await request(app).get('/healthz');
    await request(app).get('/admin/accounts').set('authorization', admin);
    await requestRecords.flush();
    expect((await request(app).get('/admin/requests').set('authorization', admin)).body.data).toEqual([]);
    const missing = await request(app).get('/admin/requests/req_nothing').set('authorization', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toContain('request_retention_days');
    const bad = await request(app).get('/admin/requests?outcome=maybe').set('authorization', admin);
    expect(bad.body.error).toMatchObject({ param: 'outcome' });
  });
});
