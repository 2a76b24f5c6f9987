import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_DOCUMENT } from '../config/default-config-document.js';
import { parseConfig } from '../config/parse-config.js';
import { dropPostgresSchemas, POSTGRES_URL, REDIS_URL } from '../testing-fixtures/test-services.js';
import { createGatewayRuntime } from './create-gateway-runtime.js';

// The runtime on the services this machine runs (PostgreSQL on 127.0.0.1:5432 database `test`, Redis on 6379),
// in a schema and key prefix of its own that the test drops afterwards.
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

async function exercise(document: Record<string, unknown>): Promise<void> {
  const config = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, ...document, server: { admin_token: 'runtime-admin-token-1234' } }, {}, 'test');
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const runtime = createGatewayRuntime(config, logger);
  try {
    const account = await runtime.core.admin.createAccount({ name: 'runtime', balance: 5_000_000 });
    const { secret } = await runtime.core.admin.createToken({ accountId: account.id, rateLimits: { requestsPerMinute: 2 } });
    const body = { model: 'modelgate-demo', messages: [{ role: 'user', content: 'hi' }] };
    for (let index = 0; index < 2; index++) {
      expect((await request(runtime.app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(body)).status).toBe(200);
    }
    const limited = await request(runtime.app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(body);
    expect(limited.status).toBe(429);
    // Settling is written after the answer is sent: wait (bounded) for the ledger to catch up.
    let settled = 0;
    for (let attempt = 0; attempt < 200 && settled < 2; attempt++) {
      settled = (await runtime.core.admin.usage({ accountId: account.id })).total.requests;
      if (settled < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(settled).toBe(2);
    // Each diagnostic record is written once its request is settled, so it carries the real tokens and cost.
    const answered = (): Record<string, unknown>[] => logs.filter((line) => line['msg'] === 'request' && line['status'] === 200 && line['path'] === '/v1/chat/completions');
    for (let attempt = 0; attempt < 200 && answered().length < 2; attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered()).toHaveLength(2);
    for (const record of answered()) expect(record).toMatchObject({ tokens: { estimated: false, input: expect.any(Number) }, cost: expect.any(Number) });
    const ready = await request(runtime.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { store: 'ok', ...(document['redis'] === undefined ? {} : { redis: 'ok' }) } });
    const metrics = (await request(runtime.app).get('/metrics').set('authorization', 'Bearer runtime-admin-token-1234')).text;
    expect(metrics).toContain('process_cpu_user_seconds_total');
    expect(metrics).toContain('modelgate_rate_limited_requests_total{limit="rpm"} 1');
    expect(metrics).toMatch(/modelgate_store_operation_duration_seconds_count\{operation="findAuthRecord",outcome="ok"\} [1-9]/);
    if (document['redis'] === undefined) expect(metrics).not.toMatch(/modelgate_redis_operation_duration_seconds_count\{/);
    else expect(metrics).toMatch(/modelgate_redis_operation_duration_seconds_count\{operation="acquire",outcome="ok"\} [1-9]/);
  } finally {
    await runtime.close();
  }
}

/** A loopback port nothing listens on (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address !== null ? address.port : 1;
}

describe('GET /readyz on the runtime', () => {
  it('answers 503 naming Redis when the configured Redis does not answer, while the store does', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
    const config = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', redis: `redis://127.0.0.1:${await closedPort()}` }, {}, 'test');
    const runtime = createGatewayRuntime(config, logger);
    try {
      const ready = await request(runtime.app).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'not_ready', failing: ['redis'], checks: { store: 'ok', redis: 'failed' } });
      expect(logs.find((line) => line['msg'] === 'readiness check failed')).toMatchObject({ dependency: 'redis', error: expect.stringContaining('ECONNREFUSED') });
    } finally {
      await runtime.close();
    }
  });

  it('answers 503 naming the store when PostgreSQL does not answer', async () => {
    const config = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: `postgres://postgres@127.0.0.1:${await closedPort()}/test` }, {}, 'test');
    const runtime = createGatewayRuntime(config, pino({ level: 'silent' }));
    try {
      const ready = await request(runtime.app).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'not_ready', failing: ['store'], checks: { store: 'failed' } });
    } finally {
      await runtime.close();
    }
  });
});

describe('createGatewayRuntime', () => {
  it('serves the demo model on a memory store with the in-process limiter', async () => {
    await exercise({ store: 'memory' });
  });

  it('serves on PostgreSQL with rate limits in Redis', async () => {
    const schema = `mg_gateway_test_${process.pid}_${Date.now().toString(36)}`;
    try {
      await exercise({ store: `${POSTGRES_URL}?schema=${schema}`, redis: REDIS_URL });
    } finally {
      await dropPostgresSchemas(schema);
    }
  });

  it('loads prom-client only when /metrics can be served (issue 7: idle RSS)', async () => {
    // A fresh process from source: the modules this one has loaded (the other tests' metrics) must not count.
    const script = `
      import { createRequire } from 'node:module';
      import { pino } from 'pino';
      const { DEFAULT_CONFIG_DOCUMENT } = await import('./src/config/default-config-document.ts');
      const { parseConfig } = await import('./src/config/parse-config.ts');
      const { createGatewayRuntime } = await import('./src/runtime/create-gateway-runtime.ts');
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).filter((path) => /[\\\\/]node_modules[\\\\/]prom-client[\\\\/]/.test(path)).length;
      const start = async (server) => {
        const runtime = createGatewayRuntime(parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', server }, {}, 'test'), pino({ level: 'silent' }));
        await runtime.close();
      };
      await start({});
      const before = loaded();
      await start({ admin_token: 'runtime-admin-token-1234' });
      process.stdout.write(JSON.stringify({ before, after: loaded() }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=@modelgate/source', '--import', tsxLoader, '--input-type=module', '-e', script], {
      cwd: packageRoot,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    const counts = JSON.parse(stdout) as { before: number; after: number };
    expect(counts.before).toBe(0);
    expect(counts.after).toBeGreaterThan(0);
  });

  it('serves /metrics to metrics.token with the admin API off', async () => {
    const config = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', metrics: { token: 'runtime-scrape-token-1234' } }, {}, 'test');
    const runtime = createGatewayRuntime(config, pino({ level: 'silent' }));
    try {
      expect(runtime.metrics).toBeDefined();
      const metrics = await request(runtime.app).get('/metrics').set('authorization', 'Bearer runtime-scrape-token-1234');
      expect(metrics.status).toBe(200);
      expect(metrics.text).toContain('modelgate_build_info{version=');
      expect((await request(runtime.app).get('/admin/accounts').set('authorization', 'Bearer runtime-scrape-token-1234')).status).toBe(404);
    } finally {
      await runtime.close();
    }
  });

  it("gives Codex's catalog the operator's instructions for a model", async () => {
    const models = [{ ...DEFAULT_CONFIG_DOCUMENT.models[0], codex_instructions: 'You are our house coding agent.' }];
    const config = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', models }, {}, 'test');
    const runtime = createGatewayRuntime(config, pino({ level: 'silent' }));
    try {
      const account = await runtime.core.admin.createAccount({ name: 'codex', balance: 0 });
      const { secret } = await runtime.core.admin.createToken({ accountId: account.id });
      const catalog = await request(runtime.app).get('/v1/models?client_version=0.169.0').set('authorization', `Bearer ${secret}`);
      expect(catalog.body.models[0]).toMatchObject({ slug: 'modelgate-demo', base_instructions: 'You are our house coding agent.' });
    } finally {
      await runtime.close();
    }
  });

  it('answers browser preflights when server.cors is set', async () => {
    const server = { cors: { allowed_origins: ['https://app.example.com'] } };
    const runtime = createGatewayRuntime(parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', server }, {}, 'test'), pino({ level: 'silent' }));
    try {
      const preflight = await request(runtime.app).options('/v1/messages').set('origin', 'https://app.example.com').set('access-control-request-method', 'POST').set('access-control-request-headers', 'x-api-key');
      expect(preflight.status).toBe(204);
      expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': 'https://app.example.com', 'access-control-allow-headers': 'x-api-key' });
    } finally {
      await runtime.close();
    }
  });

  it('reloads providers and models without a restart', async () => {
    const config = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory' }, {}, 'test');
    const runtime = createGatewayRuntime(config, pino({ level: 'silent' }));
    try {
      const account = await runtime.core.admin.createAccount({ name: 'reload', balance: 5_000_000 });
      const { secret } = await runtime.core.admin.createToken({ accountId: account.id });
      const second = { ...DEFAULT_CONFIG_DOCUMENT.models[0], id: 'second-demo', deployments: [{ provider: 'demo', model: 'second-demo' }] };
      const next = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', server: { port: 9999 }, models: [...DEFAULT_CONFIG_DOCUMENT.models, second] }, {}, 'test');
      expect(await runtime.reload(next)).toEqual(['server changes need a restart']);
      const models = await request(runtime.app).get('/v1/models').set('authorization', `Bearer ${secret}`);
      expect(models.body.data.map((model: { id: string }) => model.id)).toEqual(['modelgate-demo', 'second-demo']);
      const answer = await request(runtime.app).post('/v1/responses').set('authorization', `Bearer ${secret}`).send({ model: 'second-demo', input: 'hi' });
      expect(answer.status).toBe(200);
    } finally {
      await runtime.close();
    }
  });
});
