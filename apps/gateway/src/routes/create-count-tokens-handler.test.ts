import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

describe('POST /v1/messages/count_tokens', () => {
  it('estimates input tokens, ignoring ?beta=true', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app)
      .post('/v1/messages/count_tokens?beta=true')
      .set('authorization', `Bearer ${secret}`)
      .send({ model: 'demo-model', messages: [{ role: 'user', content: 'foo '.repeat(100) }] });
    expect(response.status).toBe(200);
    expect(response.body.input_tokens).toBeGreaterThan(50);
  });

  it('404s an unknown model in the Anthropic envelope', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app)
      .post('/v1/messages/count_tokens')
      .set('authorization', `Bearer ${secret}`)
      .send({ model: 'Demo-Model', messages: [{ role: 'user', content: 'x' }] });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ type: 'error', error: { type: 'not_found_error', message: expect.stringContaining('demo-model') } });
  });

  it('400s a body without messages', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post('/v1/messages/count_tokens').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('`messages` is missing');
  });
});
