import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const admin = `Bearer ${ADMIN_TOKEN}`;

describe('admin API', () => {
  it('refuses API tokens and missing tokens', async () => {
    const { app, secret } = await createTestGateway();
    expect((await request(app).get('/admin/accounts')).status).toBe(401);
    const withApiToken = await request(app).get('/admin/accounts').set('authorization', `Bearer ${secret}`);
    expect(withApiToken.status).toBe(401);
    expect(withApiToken.body.error.message).toContain('admin token is wrong');
    expect((await request(app).get('/metrics')).status).toBe(401);
  });

  it('creates an account, tops it up, issues a token that works, revokes it and reports usage', async () => {
    const { app } = await createTestGateway();
    const account = await request(app).post('/admin/accounts').set('authorization', admin).send({ name: 'beta', balance: '1.5' });
    expect(account.status).toBe(201);
    expect(account.body).toMatchObject({ name: 'beta', balance: 1_500_000 });
    const topped = await request(app).post('/admin/accounts/beta/top-up').set('authorization', admin).send({ amount: 1 });
    expect(topped.body.balance).toBe(2_500_000);
    const created = await request(app).post('/admin/tokens').set('authorization', admin).send({ account: 'beta', models: ['demo-model'], rpm: 10 });
    expect(created.status).toBe(201);
    const secret: string = created.body.secret;
    const answer = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] });
    expect(answer.status).toBe(200);
    const usage = await request(app).get('/admin/usage?account=beta').set('authorization', admin);
    expect(usage.body.total.requests).toBe(1);
    const tokens = await request(app).get('/admin/tokens?account=beta').set('authorization', admin);
    expect(tokens.body.data).toHaveLength(1);
    await request(app).post(`/admin/tokens/${String(created.body.token.id)}/revoke`).set('authorization', admin).expect(200);
    expect((await request(app).get('/v1/models').set('authorization', `Bearer ${secret}`)).status).toBe(401);
  });

  it('suspends and resumes an account', async () => {
    const { app, secret } = await createTestGateway();
    await request(app).post('/admin/accounts/acme/suspend').set('authorization', admin).expect(200);
    expect((await request(app).post('/v1/responses').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', input: 'x' })).status).toBe(403);
    await request(app).post('/admin/accounts/acme/resume').set('authorization', admin).expect(200);
    expect((await request(app).post('/v1/responses').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', input: 'x' })).status).toBe(200);
  });

  it('names bad input', async () => {
    const { app } = await createTestGateway();
    const response = await request(app).post('/admin/accounts/acme/top-up').set('authorization', admin).send({ amount: 'lots' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('`amount` must be a credit amount');
    expect((await request(app).get('/admin/accounts/ghost').set('authorization', admin)).status).toBe(404);
  });

  it('serves Prometheus metrics behind the admin token', async () => {
    const { app, secret } = await createTestGateway();
    await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] });
    const metrics = await request(app).get('/metrics').set('authorization', admin);
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('modelgate_requests_total{route="POST /v1/messages",status="200",model="demo-model"} 1');
    expect(metrics.text).toContain('modelgate_deployment_requests_total{deployment="demo/demo-model",attempts="1"} 1');
    expect(metrics.text).toContain('modelgate_time_to_first_byte_seconds_count{route="POST /v1/messages"} 1');
    expect(metrics.text).toMatch(/modelgate_cost_micro_credits_total\{model="demo-model"\} [1-9]/);
  });
});
