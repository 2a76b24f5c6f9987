import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { createAdmissionError } from './create-admission-error.js';

const body = { model: 'demo-model', max_tokens: 100, messages: [{ role: 'user', content: 'say hi' }] };

describe('createAdmissionError', () => {
  it('turns a revoked token seen by admit into a 401, not a quota 429', () => {
    const error = createAdmissionError({ limit: 'token_quota', message: 'The token is revoked.', denied: 'revoked_token' }, 3600);
    expect(error.status).toBe(401);
    expect(error.wireCode).toBe('invalid_api_key');
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.message).toMatch(/revoked/);
  });

  it('turns a suspended account seen by admit into a 403', () => {
    const error = createAdmissionError({ limit: 'account_balance', message: 'The account is suspended.', denied: 'account_suspended' }, 3600);
    expect(error.status).toBe(403);
    expect(error.wireCode).toBe('account_suspended');
    expect(error.message).toMatch(/suspended/);
  });
});

describe('a refusal inside the auth-cache window', () => {
  it('answers a token revoked a moment ago with 401 on the anthropic envelope', async () => {
    const { app, core, secret } = await createTestGateway();
    const first = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(body);
    expect(first.status).toBe(200);
    const [token] = await core.admin.listTokens();
    if (token === undefined) throw new Error('no token');
    await core.admin.revokeToken(token.id);
    const second = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(body);
    expect(second.status).toBe(401);
    expect(second.body).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    expect(second.body.error.message).toMatch(/revoked/);
    expect(second.headers['retry-after']).toBeUndefined();
  });

  it('answers an account suspended a moment ago with 403 on the chat envelope', async () => {
    const { app, core, secret, accountId } = await createTestGateway();
    const chat = { model: 'demo-model', messages: [{ role: 'user', content: 'say hi' }] };
    const first = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chat);
    expect(first.status).toBe(200);
    await core.admin.suspendAccount(accountId);
    const second = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chat);
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe('account_suspended');
    expect(second.body.error.message).toMatch(/suspended/);
  });
});
