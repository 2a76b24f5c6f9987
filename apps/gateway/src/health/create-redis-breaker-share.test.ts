import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpProvider } from '../providers/http/create-http-provider.js';
import { ADMIN_TOKEN, createTestGateway, NOW } from '../testing-fixtures/create-test-gateway.js';
import { startScriptedUpstream } from '../testing-fixtures/start-scripted-upstream.js';
import { REDIS_URL } from '../testing-fixtures/test-services.js';
import { createDeploymentHealth } from './create-deployment-health.js';
import { createRedisBreakerShare } from './create-redis-breaker-share.js';
import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS } from './deployment-health-settings.js';

// Redis on this machine (127.0.0.1:6379), on a channel of this run's own prefix.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let round = 0; round < 500; round += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('gave up waiting');
}

describe('breakers shared through Redis', () => {
  it("opens one instance's breaker when another's opens, and closes it when the other's probe succeeds", async () => {
    let now = NOW;
    const keyPrefix = `mg-h6-test-${process.pid}-${Date.now().toString(36)}`;
    const primary = await startScriptedUpstream('openai-chat');
    const backup = await startScriptedUpstream('openai-chat');
    cleanups.push(() => primary.close(), () => backup.close());
    const port = Number(new URL(primary.baseUrl).port);
    const instance = async (name: string) => {
      const share = createRedisBreakerShare({ url: REDIS_URL, keyPrefix, instanceId: name });
      cleanups.push(() => share.close());
      await share.ready;
      const health = createDeploymentHealth({ now: () => now, share });
      const provider = (upstream: string, baseUrl: string) => {
        const created = createHttpProvider({ name: upstream, format: 'openai-chat', baseUrl, apiKey: 'sk-up', headers: {}, timeouts: { connectMs: 2000, firstByteMs: 5000, idleMs: 5000 }, connections: 2 });
        cleanups.push(() => created.close());
        return created;
      };
      const gateway = await createTestGateway({
        health,
        models: [
          {
            id: 'gpt-x',
            deployments: [
              { provider: provider('primary', primary.baseUrl), priority: 0, health: { ...DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, failureThreshold: 1, openMs: 30_000 } },
              { provider: provider('backup', backup.baseUrl), priority: 1 },
            ],
          },
        ],
      });
      const send = async (): Promise<Record<string, unknown>> => {
        expect((await request(gateway.app).post('/v1/chat/completions').set('authorization', `Bearer ${gateway.secret}`).send({ model: 'gpt-x', messages: [{ role: 'user', content: 'hi' }] })).status).toBe(200);
        return gateway.logs.filter((line) => line['msg'] === 'request').at(-1) ?? {};
      };
      const state = async (): Promise<unknown> => {
        const response = await request(gateway.app).get('/admin/deployments').set('authorization', `Bearer ${ADMIN_TOKEN}`);
        return (response.body as { data: { name: string; state: string }[] }).data.find((entry) => entry.name === 'primary/gpt-x')?.state;
      };
      return { send, state };
    };
    const first = await instance('first');
    const second = await instance('second');

    await primary.close();
    expect(await first.send()).toMatchObject({ deployment: 'backup/gpt-x', attempts: 2 });
    expect(await first.state()).toBe('open');
    // The second instance never tried the dead upstream, and still skips it.
    await until(async () => (await second.state()) === 'open');
    expect(await second.send()).toMatchObject({ deployment: 'backup/gpt-x', attempts: 1 });

    // The first instance's probe finds it back and closes its breaker; the second follows.
    const recovered = await startScriptedUpstream('openai-chat', { port });
    cleanups.push(() => recovered.close());
    now = NOW + 30_000;
    expect(await first.send()).toMatchObject({ deployment: 'primary/gpt-x', attempts: 1 });
    await until(async () => (await second.state()) === 'closed');
    expect(await second.send()).toMatchObject({ deployment: 'primary/gpt-x', attempts: 1 });
    expect(recovered.requests).toHaveLength(2);
  });
});
