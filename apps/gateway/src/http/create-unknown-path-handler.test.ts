import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

describe('wrongly joined paths (SPEC §7 404)', () => {
  it.each([
    ['/v1/v1/messages', 'anthropic', '/v1 appears twice'],
    ['/v1/v1/chat/completions', 'openai', '/v1 appears twice'],
    ['/chat/completions', 'openai', 'the /v1 prefix is missing'],
    ['/responses', 'openai', 'the /v1 prefix is missing'],
    ['/messages', 'anthropic', 'the /v1 prefix is missing'],
    ['/v1/chat/completions/chat/completions', 'openai', '/chat/completions appears twice'],
  ])('POST %s → 404 explaining the base address', async (path, envelope, text) => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post(path).set('authorization', `Bearer ${secret}`).send({});
    expect(response.status).toBe(404);
    expect(response.headers['x-should-retry']).toBe('false');
    const message: string = response.body.error.message;
    expect(message).toContain(text);
    expect(message).toMatch(/http:\/\/127\.0\.0\.1:\d+/);
    if (envelope === 'anthropic') expect(response.body.type).toBe('error');
    else expect(response.body.type).toBeUndefined();
  });
});
