import { Registry } from 'prom-client';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMetricsListener } from './create-metrics-listener.js';
import { registerBuildInfo } from './register-build-info.js';

describe('the metrics.listen listener', () => {
  const registry = new Registry();
  registerBuildInfo(registry, '9.9.9');
  const listener = createMetricsListener(registry);

  it('serves GET /metrics with no token', async () => {
    const response = await request(listener).get('/metrics?x=1');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(registry.contentType);
    expect(response.text).toContain('modelgate_build_info{version="9.9.9"');
  });

  it('serves nothing else', async () => {
    expect((await request(listener).get('/admin/accounts')).status).toBe(404);
    expect((await request(listener).get('/v1/models')).status).toBe(404);
    const post = await request(listener).post('/metrics');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
  });
});
