import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeWorstCaseCost, createMemoryStore, type Store } from '@modelgate/core';
import { createPostgresStore } from '@modelgate/core/postgres';
import { createSqliteStore } from '@modelgate/core/sqlite';
import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { estimateInputTokens } from '../usage/estimate-input-tokens.js';

const POSTGRES_URL = process.env['MODELGATE_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const schemaPrefix = `mg_test_settle_first_${process.pid}_${Date.now().toString(36)}`;
const schemas: string[] = [];
const directory = mkdtempSync(join(tmpdir(), 'modelgate-settle-first-'));
const pricing = { inputPerMillion: 1_000_000, cachedInputPerMillion: 100_000, outputPerMillion: 2_000_000 };

afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
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

describe.each(STORES)('settlement before the answer ends, on %s', (_, openStore) => {
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
});
