import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeWorstCaseCost, createMemoryStore, type Store } from '@modelgate/core';
import { createPostgresStore } from '@modelgate/core/postgres';
import { createSqliteStore } from '@modelgate/core/sqlite';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { dropPostgresSchemas, POSTGRES_URL } from '../testing-fixtures/test-services.js';
import { estimateInputTokens } from '../usage/estimate-input-tokens.js';

const schemaPrefix = `mg_test_settle_first_${process.pid}_${Date.now().toString(36)}`;
const schemas: string[] = [];
const directory = mkdtempSync(join(tmpdir(), 'modelgate-settle-first-'));
const pricing = { inputPerMillion: 1_000_000, cachedInputPerMillion: 100_000, outputPerMillion: 2_000_000 };

afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  await dropPostgresSchemas(...schemas);
});

/** The store, with settlements that take a while (a database under load): a late settlement shows. */
function slowSettling(store: Store): Store {
  return {
    ...store,
    settle: async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return store.settle(input);
    },
  };
}

/** The store, with every settlement held until the test lets them go. */
function heldSettling(store: Store): { store: Store; begun: () => number; release: () => void } {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let begun = 0;
  const held: Store = {
    ...store,
    settle: async (input) => {
      begun += 1;
      await gate;
      return store.settle(input);
    },
  };
  return { store: held, begun: () => begun, release: () => release() };
}

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const done = await Promise.race([promise.then(() => true, () => true), late]);
  clearTimeout(timer);
  return done;
}

const STORES: [string, () => Store][] = [
  ['memory', () => createMemoryStore()],
  ['SQLite', () => createSqliteStore({ path: join(directory, `settle-${Math.random()}.db`) })],
  [
    'PostgreSQL',
    () => {
      const schema = `${schemaPrefix}_${schemas.length}`;
      schemas.push(schema);
      return createPostgresStore({ connectionString: POSTGRES_URL, schema });
    },
  ],
];

const bodies = {
  '/v1/messages': { model: 'demo-model', max_tokens: 1000, messages: [{ role: 'user', content: 'say hi' }] },
  '/v1/chat/completions': { model: 'demo-model', max_tokens: 1000, messages: [{ role: 'user', content: 'say hi' }] },
  '/v1/responses': { model: 'demo-model', max_output_tokens: 1000, input: [{ role: 'user', content: 'say hi' }] },
} as const;

describe.each(STORES)('settlement after the answer ends, on %s', (_, openStore) => {
  it.each([false, true])('admits each next sequential request against a budget that fits it (stream %s)', async (stream) => {
    const hold = computeWorstCaseCost(pricing, estimateInputTokens(bodies['/v1/messages']), 1000);
    // Room for one hold and a half: a request admitted while the previous one still holds its reservation is refused.
    const { app, secret } = await createTestGateway({ store: slowSettling(openStore()), balance: Math.floor(hold * 1.5) });
    for (const [path, body] of Object.entries(bodies)) {
      for (let round = 0; round < 2; round += 1) {
        const response = await request(app).post(path).set('authorization', `Bearer ${secret}`).send({ ...body, stream });
        expect({ path, round, status: response.status }).toEqual({ path, round, status: 200 });
      }
    }
  });

  it.each([false, true])('admits each next sequential request against a token quota that fits it (stream %s)', async (stream) => {
    const hold = computeWorstCaseCost(pricing, estimateInputTokens(bodies['/v1/messages']), 1000);
    // The balance is ample; the token's quota has room for one hold and a half.
    const { app, createToken } = await createTestGateway({ store: slowSettling(openStore()), balance: hold * 100 });
    const secret = await createToken({ quota: { limit: Math.floor(hold * 1.5), period: 'month' } });
    for (const [path, body] of Object.entries(bodies)) {
      for (let round = 0; round < 2; round += 1) {
        const response = await request(app).post(path).set('authorization', `Bearer ${secret}`).send({ ...body, stream });
        expect({ path, round, status: response.status }).toEqual({ path, round, status: 200 });
      }
    }
  });

  it.each([false, true])('writes the whole answer before the settlement commits, and the next request waits for it (stream %s)', async (stream) => {
    const hold = computeWorstCaseCost(pricing, estimateInputTokens(bodies['/v1/chat/completions']), 1000);
    const settling = heldSettling(openStore());
    // Room for one hold and a half: the next request fits only once this one's settlement has returned its hold.
    const { app, secret, core, logs } = await createTestGateway({ store: settling.store, balance: Math.floor(hold * 1.5) });
    const send = (): Promise<request.Response> =>
      request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ ...bodies['/v1/chat/completions'], stream }).then((response) => response);
    const first = send();
    expect(await settlesWithin(first, 5_000)).toBe(true);
    expect((await first).status).toBe(200);
    expect((await first).text).toContain(stream ? '[DONE]' : '"usage"');
    // The client has the whole answer; its settlement has begun and not committed.
    expect(settling.begun()).toBe(1);
    expect(await core.admin.ledger()).toEqual([]);
    const second = send();
    expect(await settlesWithin(second, 150)).toBe(false);
    settling.release();
    expect((await second).status).toBe(200);
    // The second answer, too, went out before its settlement landed, and its record is written after it.
    await vi.waitFor(async () => expect(await core.admin.ledger()).toHaveLength(2));
    // The diagnostic record still carries what the settlement found.
    const records = await vi.waitFor(() => {
      const written = logs.filter((line) => line['settlement'] !== undefined);
      expect(written).toHaveLength(2);
      return written;
    });
    for (const record of records) expect(record).toMatchObject({ settlement: 'ok', outcome: 'ok', cost: expect.any(Number), tokens: expect.objectContaining({ output: expect.any(Number) }) });
  });
});

describe('a token with a concurrency limit', () => {
  it.each([false, true])('admits its next request once the previous settlement has released its slot (stream %s)', async (stream) => {
    const settling = heldSettling(createMemoryStore());
    const { app, createToken, core } = await createTestGateway({ store: settling.store });
    const secret = await createToken({ rateLimits: { concurrentRequests: 1 } });
    const send = (): Promise<request.Response> =>
      request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ ...bodies['/v1/chat/completions'], stream }).then((response) => response);
    expect((await send()).status).toBe(200);
    expect(settling.begun()).toBe(1);
    const second = send();
    expect(await settlesWithin(second, 150)).toBe(false);
    settling.release();
    expect((await second).status).toBe(200);
    await vi.waitFor(async () => expect(await core.admin.ledger()).toHaveLength(2));
  });
});
