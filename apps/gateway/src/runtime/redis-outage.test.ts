import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_DOCUMENT } from '../config/default-config-document.js';
import { parseConfig } from '../config/parse-config.js';
import { REDIS_URL } from '../testing-fixtures/test-services.js';
import { createGatewayRuntime } from './create-gateway-runtime.js';

// The Redis that holds the rate limits goes away while the gateway serves (through a proxy this test closes): the
// process must not crash on the client's 'error' events, the outage is logged once (not once per reconnection
// attempt), requests fail rather than pass unlimited, and traffic comes back with Redis. Needs Redis on 6379.

const REDIS = new URL(REDIS_URL);
const LOST = 'rate limiter lost its Redis connection';

/** A TCP proxy to Redis that can be cut (every connection destroyed, nothing listening) and opened again. */
function startRedisProxy(): { port: () => number; open: (port?: number) => Promise<void>; cut: () => Promise<void> } {
  let server: Server | undefined;
  let port = 0;
  const sockets = new Set<Socket>();
  return {
    port: () => port,
    open: async (on = 0) => {
      server = createServer((client) => {
        const upstream = createConnection(Number(REDIS.port || 6379), REDIS.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(on, '127.0.0.1', resolve));
      const address = server.address();
      port = typeof address === 'object' && address !== null ? address.port : 0;
    },
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    },
  };
}

describe('the rate limiter when Redis goes away', () => {
  it('keeps the gateway up, logs the outage once, and serves again when Redis is back', async () => {
    const proxy = startRedisProxy();
    await proxy.open();
    const logs: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
    const config = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', redis: `redis://127.0.0.1:${proxy.port()}` }, {}, 'test');
    const runtime = createGatewayRuntime(config, logger);
    try {
      const account = await runtime.core.admin.createAccount({ name: 'outage', balance: 5_000_000 });
      const { secret } = await runtime.core.admin.createToken({ accountId: account.id, rateLimits: { requestsPerMinute: 100 } });
      const ask = async (): Promise<number> =>
        (await request(runtime.app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'modelgate-demo', messages: [{ role: 'user', content: 'hi' }] })).status;
      expect(await ask()).toBe(200);

      await proxy.cut();
      const during = await ask();
      expect(during).toBeGreaterThanOrEqual(500);
      // ioredis retries every few hundred milliseconds: several attempts fail while Redis is away.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await ask()).toBeGreaterThanOrEqual(500);
      expect(logs.filter((line) => line['msg'] === LOST)).toHaveLength(1);

      await proxy.open(proxy.port());
      let status = 0;
      for (let attempt = 0; attempt < 100 && status !== 200; attempt++) {
        status = await ask();
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      await runtime.close();
      await proxy.cut();
    }
  });
});
