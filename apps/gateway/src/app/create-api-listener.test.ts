import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { ADMIN_TOKEN, createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const chatBody = { model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] };

describe('the model API without Express: paths match as Express matched them', () => {
  it.each(['/v1/chat/completions/', '/V1/Chat/Completions', '/v1/chat/completions?beta=true'])('POST %s reaches the chat route', async (path) => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post(path).set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ object: 'chat.completion', model: 'demo-model' });
  });

  it('answers HEAD /v1/models like GET, without a body', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).head('/v1/models').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.text).toBeUndefined();
  });

  it.each([
    ['/v1/models/openai/gpt-x', 'slashes as they are'],
    ['/v1/models/openai%2Fgpt-x', 'an encoded slash'],
    ['/v1/models/openai/gpt-x/', 'a trailing slash'],
  ])('GET %s finds the model ID with %s', async (path) => {
    const upstream = createScriptedProvider('up', ['openai-chat'], []);
    const { app, secret } = await createTestGateway({ models: [{ id: 'openai/gpt-x', deployments: [{ provider: upstream }] }] });
    const response = await request(app).get(path).set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe('openai/gpt-x');
  });

  it('keeps the case of a model ID in the path (IDs match exactly)', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).get('/V1/MODELS/Demo-Model').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: 'model_not_found', message: expect.stringContaining('demo-model') });
  });

  it('400s a model ID that is not valid percent-encoding, in the route format', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).get('/v1/models/bad%E0%A4').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('percent-encoding');
  });

  it('leaves other methods on API paths to the 404 that explains the path', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).get('/v1/chat/completions').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('unknown_path');
  });

  it('writes one diagnostic record per request on both sides, and labels metrics by route', async () => {
    const { app, secret, logs } = await createTestGateway();
    await request(app).post('/v1/chat/completions/').set('authorization', `Bearer ${secret}`).send(chatBody).expect(200);
    await request(app).get('/healthz').expect(200);
    await request(app).get('/nowhere').expect(404);
    const records = logs.filter((line) => line['msg'] === 'request');
    expect(records.map((record) => [record['path'], record['status']])).toEqual([
      ['/v1/chat/completions/', 200],
      ['/healthz', 200],
      ['/nowhere', 404],
    ]);
    const metrics = await request(app).get('/metrics').set('authorization', `Bearer ${ADMIN_TOKEN}`);
    expect(metrics.text).toContain('modelgate_requests_total{route="POST /v1/chat/completions",format="openai-chat",model="demo-model",status="200",outcome="ok"} 1');
    expect(metrics.text).toContain('modelgate_requests_total{route="GET /healthz",format="",model="",status="200",outcome=""} 1');
    expect(metrics.text).toContain('modelgate_requests_total{route="unmatched",format="",model="",status="404",outcome=""} 1');
  });
});
