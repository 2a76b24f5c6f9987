import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

describe('health routes', () => {
  it('answers HEAD / without auth (Claude Code pre-warm)', async () => {
    const { app } = await createTestGateway();
    const response = await request(app).head('/');
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/^req_/);
  });

  it.each([
    ['/', 'ok'],
    ['/healthz', 'ok'],
    ['/readyz', 'ready'],
  ])('GET %s answers 200 without auth', async (path, status) => {
    const { app } = await createTestGateway();
    const response = await request(app).get(path);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status });
  });
});
