import Anthropic from '@anthropic-ai/sdk';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpProvider } from '../providers/http/create-http-provider.js';
import { ADMIN_TOKEN, createTestGateway, NOW } from '../testing-fixtures/create-test-gateway.js';
import { startScriptedUpstream, type ScriptedUpstream } from '../testing-fixtures/start-scripted-upstream.js';
import { createDeploymentHealth } from './create-deployment-health.js';
import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, type DeploymentHealthSettings } from './deployment-health-settings.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function provider(name: string, baseUrl: string): ReturnType<typeof createHttpProvider> {
  const created = createHttpProvider({ name, format: 'openai-chat', baseUrl, apiKey: 'sk-up', headers: {}, timeouts: { connectMs: 2000, firstByteMs: 5000, idleMs: 5000 }, connections: 4 });
  cleanups.push(() => created.close());
  return created;
}

async function upstream(options: { port?: number } = {}): Promise<ScriptedUpstream> {
  const started = await startScriptedUpstream('openai-chat', options);
  cleanups.push(() => started.close());
  return started;
}

const iso = (epochMs: number): string => new Date(epochMs).toISOString();

function portOf(baseUrl: string): number {
  return Number(new URL(baseUrl).port);
}

/** A loopback upstream that answers 429 with `retry-after: 2` while `limited`, and counts what reached it. */
async function rateLimitedUpstream(): Promise<{ baseUrl: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => {
      hits += 1;
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '2' }).end('{"error":{"message":"slow down","type":"rate_limit_error"}}');
    });
  });
  await listen(server);
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, hits: () => hits };
}

/** `GET /admin/deployments` without the test gateway's own demo model. */
async function deploymentsOf(app: Parameters<typeof request>[0]): Promise<unknown[]> {
  const response = await request(app).get('/admin/deployments').set('authorization', `Bearer ${ADMIN_TOKEN}`);
  expect(response.status).toBe(200);
  return (response.body as { data: { name: string }[] }).data.filter((entry) => entry.name !== 'demo/demo-model');
}

async function listen(server: Server): Promise<void> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
}

function settings(overrides: Partial<DeploymentHealthSettings>): DeploymentHealthSettings {
  return { ...DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, ...overrides };
}

const chat = (model: string): Record<string, unknown> => ({ model, messages: [{ role: 'user', content: 'say hi' }] });

describe('upstream health', () => {
  it('opens the breaker of a dead upstream, goes straight to the next deployment, and closes after a half-open probe', async () => {
    let now = NOW;
    const health = createDeploymentHealth({ now: () => now });
    const primary = await upstream();
    const backup = await upstream();
    const { app, secret, logs } = await createTestGateway({
      health,
      models: [
        {
          id: 'gpt-x',
          deployments: [
            { provider: provider('primary', primary.baseUrl), priority: 0, health: settings({ failureThreshold: 2, openMs: 30_000 }) },
            { provider: provider('backup', backup.baseUrl), priority: 1 },
          ],
        },
      ],
    });
    const send = async (): Promise<Record<string, unknown>> => {
      const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chat('gpt-x'));
      expect(response.status).toBe(200);
      const records = logs.filter((line) => line['msg'] === 'request');
      return records.at(-1) ?? {};
    };
    const breakerState = async (): Promise<{ deployments: unknown; metrics: string }> => {
      const metrics = await request(app).get('/metrics').set('authorization', `Bearer ${ADMIN_TOKEN}`);
      return { deployments: await deploymentsOf(app), metrics: metrics.text };
    };

    expect(await send()).toMatchObject({ deployment: 'primary/gpt-x', attempts: 1 });
    const port = portOf(primary.baseUrl);
    await primary.close();

    for (let failure = 0; failure < 2; failure += 1) {
      expect(await send()).toMatchObject({ deployment: 'backup/gpt-x', attempts: 2, upstreamAttempts: [{ deployment: 'primary/gpt-x', outcome: 'failed', reason: 'connection_error' }, { outcome: 'ok' }] });
    }
    // One attempt: the record lists attempts only when one failed.
    const straight = await send();
    expect(straight).toMatchObject({ deployment: 'backup/gpt-x', attempts: 1 });
    expect(straight['upstreamAttempts']).toBeUndefined();
    const open = await breakerState();
    expect(open.deployments).toEqual([
      {
        name: 'primary/gpt-x', models: ['gpt-x'], priority: 0, weight: 1, state: 'open', cooling_until: null, available_at: iso(NOW + 30_000), consecutive_failures: 2, opened_at: iso(NOW),
        traffic: expect.objectContaining({ requests: expect.any(Number) }),
      },
      {
        name: 'backup/gpt-x', models: ['gpt-x'], priority: 1, weight: 1, state: 'closed', cooling_until: null, available_at: iso(NOW), consecutive_failures: 0, opened_at: null,
        traffic: expect.objectContaining({ requests: expect.any(Number) }),
      },
    ]);
    expect(open.metrics).toContain('modelgate_deployment_breaker_state{deployment="primary/gpt-x",state="open"} 1');
    expect(open.metrics).toContain('modelgate_deployment_breaker_state{deployment="primary/gpt-x",state="closed"} 0');
    expect(open.metrics).toContain('modelgate_deployment_breaker_state{deployment="backup/gpt-x",state="closed"} 1');
    // The two failures that opened it, and nothing sent to it since: the third request went straight to the backup.
    expect(open.metrics).toContain('modelgate_upstream_failures_total{deployment="primary/gpt-x",reason="connection_error",upstream_status=""} 2');
    expect(open.metrics).toContain('modelgate_upstream_attempts_total{deployment="primary/gpt-x",outcome="failed"} 2');
    expect(open.metrics).toContain('modelgate_upstream_attempts_total{deployment="backup/gpt-x",outcome="ok"} 3');

    // The upstream recovers; until open_ms passed nothing is sent to it, then one probe is, and it closes the breaker.
    const recovered = await upstream({ port });
    now = NOW + 29_999;
    expect(await send()).toMatchObject({ deployment: 'backup/gpt-x', attempts: 1 });
    expect(recovered.requests).toHaveLength(0);
    now = NOW + 30_000;
    expect(await send()).toMatchObject({ deployment: 'primary/gpt-x', attempts: 1 });
    expect(recovered.requests).toHaveLength(1);
    const closed = await breakerState();
    expect(closed.deployments).toMatchObject([{ name: 'primary/gpt-x', state: 'closed', consecutive_failures: 0 }, { name: 'backup/gpt-x' }]);
    expect(closed.metrics).toContain('modelgate_deployment_breaker_state{deployment="primary/gpt-x",state="closed"} 1');
    expect(closed.metrics).toContain('modelgate_deployment_breaker_state{deployment="primary/gpt-x",state="open"} 0');
    expect(closed.metrics).toContain('modelgate_upstream_attempts_total{deployment="primary/gpt-x",outcome="ok"} 2');
    expect(closed.metrics).toContain('modelgate_upstream_attempts_total{deployment="primary/gpt-x",outcome="failed"} 2');
    expect(await send()).toMatchObject({ deployment: 'primary/gpt-x', attempts: 1 });
  });

  it("honours an upstream 429's retry-after: skipped within the window, tried again after it", async () => {
    let now = NOW;
    const health = createDeploymentHealth({ now: () => now });
    const limited = await rateLimitedUpstream();
    const backup = await upstream();
    const { app, secret, logs } = await createTestGateway({
      health,
      models: [{ id: 'gpt-y', deployments: [{ provider: provider('limited', limited.baseUrl), priority: 0 }, { provider: provider('backup', backup.baseUrl), priority: 1 }] }],
    });
    const send = async (): Promise<Record<string, unknown>> => {
      const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chat('gpt-y'));
      expect(response.status).toBe(200);
      return logs.filter((line) => line['msg'] === 'request').at(-1) ?? {};
    };

    expect(await send()).toMatchObject({ deployment: 'backup/gpt-y', upstreamAttempts: [{ deployment: 'limited/gpt-y', reason: 'upstream_status', upstreamStatus: 429 }, { outcome: 'ok' }] });
    expect(limited.hits()).toBe(1);
    expect((await deploymentsOf(app))[0]).toMatchObject({ name: 'limited/gpt-y', state: 'closed', cooling_until: iso(NOW + 2000), available_at: iso(NOW + 2000) });
    const metrics = await request(app).get('/metrics').set('authorization', `Bearer ${ADMIN_TOKEN}`);
    expect(metrics.text).toContain('modelgate_deployment_breaker_state{deployment="limited/gpt-y",state="cooling"} 1');

    now = NOW + 1999;
    expect(await send()).toMatchObject({ deployment: 'backup/gpt-y', attempts: 1 });
    expect(limited.hits()).toBe(1);

    now = NOW + 2000;
    expect(await send()).toMatchObject({ deployment: 'backup/gpt-y', attempts: 2 });
    expect(limited.hits()).toBe(2);
  });

  it('answers 503 with retry-after naming the model when every deployment is open, in each format, as the SDKs read it', async () => {
    let now = NOW;
    const health = createDeploymentHealth({ now: () => now });
    const dead = await upstream();
    await dead.close();
    const { app, secret } = await createTestGateway({
      health,
      models: [{ id: 'gpt-z', deployments: [{ provider: provider('dead', dead.baseUrl), health: settings({ failureThreshold: 1, openMs: 30_000 }) }] }],
    });
    const first = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chat('gpt-z'));
    expect(first.status).toBe(502);

    const server = createServer(app);
    await listen(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const openai = new OpenAI({ apiKey: secret, baseURL: `${url}/v1`, maxRetries: 0 });
    const anthropic = new Anthropic({ authToken: secret, apiKey: null, baseURL: url, maxRetries: 0 });
    now = NOW + 10_000;
    const failures = [
      await openai.chat.completions.create({ model: 'gpt-z', messages: [{ role: 'user', content: 'hi' }] }).catch((error: unknown) => error),
      await openai.responses.create({ model: 'gpt-z', input: 'hi' }).catch((error: unknown) => error),
      await anthropic.messages.create({ model: 'gpt-z', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] }).catch((error: unknown) => error),
    ];
    expect(failures[0]).toBeInstanceOf(OpenAI.APIError);
    expect(failures[1]).toBeInstanceOf(OpenAI.APIError);
    expect(failures[2]).toBeInstanceOf(Anthropic.APIError);
    for (const failure of failures) {
      const error = failure as { status: number; headers: Headers; message: string };
      expect(error.status).toBe(503);
      expect(error.headers.get('retry-after')).toBe('20');
      expect(error.message).toContain("'gpt-z'");
    }
    expect((failures[2] as InstanceType<typeof Anthropic.APIError>).error).toMatchObject({ type: 'error', error: { type: 'overloaded_error' } });
  });
});
