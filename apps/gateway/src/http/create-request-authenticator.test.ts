import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const chatBody = { model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] };

describe('authentication (SPEC §5, §7 401/403)', () => {
  it('401s without a token, in the chat envelope, with x-should-retry false', async () => {
    const { app } = await createTestGateway();
    const response = await request(app).post('/v1/chat/completions').send(chatBody);
    expect(response.status).toBe(401);
    expect(response.headers['x-should-retry']).toBe('false');
    expect(response.body.error).toMatchObject({ code: 'invalid_api_key', message: expect.stringContaining('Authorization: Bearer') });
  });

  it('401s on /v1/messages in the Anthropic envelope with request-id', async () => {
    const { app } = await createTestGateway();
    const response = await request(app).post('/v1/messages?beta=true').send({});
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    expect(response.headers['request-id']).toBe(response.headers['x-request-id']);
  });

  it('rejects x-api-key with a message naming ANTHROPIC_AUTH_TOKEN', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post('/v1/messages').set('x-api-key', secret).send({});
    expect(response.status).toBe(401);
    expect(response.body.error.message).toContain('ANTHROPIC_AUTH_TOKEN');
    expect(response.body.error.message.toLowerCase()).not.toContain('x-api-key');
  });

  it('accepts x-api-key when the operator allows it', async () => {
    const { app, secret } = await createTestGateway({ options: { allowXApiKey: true } });
    const response = await request(app).get('/v1/models').set('x-api-key', secret);
    expect(response.status).toBe(200);
  });

  it('rejects a malformed Authorization header', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).get('/v1/models').set('authorization', secret);
    expect(response.status).toBe(401);
    expect(response.body.error.message).toContain('Bearer');
  });

  it('401s an unknown token', async () => {
    const { app } = await createTestGateway();
    const response = await request(app).get('/v1/models').set('authorization', 'Bearer mg-nope-nope');
    expect(response.status).toBe(401);
    expect(response.body.error.message).toContain('not known');
  });

  it('rejects a token in the URL and never logs it', async () => {
    const { app, secret, logs } = await createTestGateway();
    const response = await request(app).get(`/v1/models?api_key=${secret}`).set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(401);
    expect(response.body.error.message).toContain('Do not put a token in the URL');
    expect(JSON.stringify(logs)).not.toContain(secret);
    expect(logs.at(-1)).toMatchObject({ path: '/v1/models', status: 401 });
  });

  it('401s a revoked token', async () => {
    const { app, core, accountId } = await createTestGateway();
    const { token, secret } = await core.admin.createToken({ accountId });
    await core.admin.revokeToken(token.id);
    const response = await request(app).get('/v1/models').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(401);
    expect(response.body.error.message).toContain('revoked');
  });

  it('403s when the account is suspended', async () => {
    const { app, core, accountId, secret } = await createTestGateway();
    await core.admin.suspendAccount(accountId);
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(403);
    expect(response.headers['x-should-retry']).toBe('false');
    expect(response.body.error.message).toContain('suspended');
  });
});
