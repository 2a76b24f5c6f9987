import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { describeStoreContract } from '../../test/describe-store-contract.js';
import { deleteRedisKeys, dropPostgresSchemas, POSTGRES_URL, REDIS_URL, requireServices } from '../../test/test-services.js';
import { createRedisLimiter } from '../redis/create-redis-limiter.js';
import { fixtureModels, gpt4o } from '../../test/__fixtures__/fixture-models.js';
import { createCore } from '../create-core.js';
import type { Principal } from '../principal.js';
import { createPostgresStore } from './create-postgres-store.js';
import { quoteIdentifier } from './migrate-postgres.js';
import { HOT_STATEMENTS } from './hot-statements.js';
import { POSTGRES_MIGRATIONS } from './postgres-migrations.js';

await requireServices('postgres', 'redis');
const schemaOf = (id: string) => `mg_test_${id}`.toLowerCase();

describeStoreContract('postgres + redis limiter', {
  // Without its change notifications: the contract pins the auth cache's one-second window on a clock the tests move,
  // which a notification arriving in real time would cut short. They have tests of their own (auth-changes.test.ts).
  createStore: async ({ id }) => ({ ...createPostgresStore({ connectionString: POSTGRES_URL, schema: schemaOf(id) }), watchAuthChanges: undefined }),
  createLimiter: async ({ id }) => createRedisLimiter({ url: REDIS_URL, keyPrefix: `modelgate-test:${id}` }),
  destroy: async ({ id }) => {
    await dropPostgresSchemas(schemaOf(id));
    await deleteRedisKeys(`modelgate-test:${id}`);
  },
});

describe('createPostgresStore', () => {
  it('sweeps more expired holds than one batch, across accounts and quota windows', async () => {
    const schema = schemaOf(`sweep_${process.pid}_${Date.now().toString(36)}`);
    let now = Date.UTC(2026, 10, 21, 10);
    const core = createCore({
      // One reservation per request (no admission leases), so that there are more than a batch to sweep.
      store: createPostgresStore({ connectionString: POSTGRES_URL, schema }), models: fixtureModels, clock: () => now, reservationTtlMs: 1_000,
      admissionLeaseMs: 0,
    });
    try {
      const principals: Principal[] = [];
      for (const name of ['a', 'b']) {
        const account = await core.admin.createAccount({ name, balance: 1_000_000_000 });
        for (const period of ['day', 'month'] as const) {
          const { secret } = await core.admin.createToken({ accountId: account.id, quota: { limit: 1_000_000_000, period } });
          const auth = await core.authenticate(secret);
          if (!auth.ok) throw new Error(auth.reason);
          principals.push(auth.principal);
        }
      }
      for (let chunk = 0; chunk < 12; chunk += 1) {
        const results = await Promise.all(Array.from({ length: 100 }, (_, index) =>
          core.admit(principals[index % principals.length] as Principal, gpt4o, { inputTokens: 10, requestId: `r${chunk}-${index}` })));
        expect(results.every((result) => result.ok)).toBe(true);
      }
      now += 1_000;
      expect(await core.sweepExpired()).toBe(1_200);
      for (const account of await core.admin.listAccounts()) expect(account).toMatchObject({ balance: 1_000_000_000, reserved: 0 });
      for (const principal of principals) expect(await core.admin.quotaUsage(principal.tokenId)).toMatchObject({ spent: 0, reserved: 0 });
      expect(await core.admin.heldReservations()).toEqual([]);
    } finally {
      await core.close();
      await dropPostgresSchemas(schema);
    }
  }, 60_000);

  it('runs authentication, admission, settlement and renewal as named statements (the driver prepares each once per connection)', async () => {
    const schema = schemaOf(`named_${process.pid}_${Date.now().toString(36)}`);
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    // One connection: every statement below goes over it.
    const core = createCore({ store: createPostgresStore({ connectionString: POSTGRES_URL, schema, maxConnections: 1 }), models: fixtureModels, authCacheTtlMs: 0, admissionLeaseMs: 0 });
    try {
      const account = await core.admin.createAccount({ name: 'named', balance: 1_000_000_000 });
      const { secret } = await core.admin.createToken({ accountId: account.id, quota: { limit: 1_000_000_000, period: 'month' } });
      for (let index = 0; index < 3; index += 1) {
        const auth = await core.authenticate(secret);
        if (!auth.ok) throw new Error(auth.reason);
        const admitted = await core.admit(auth.principal, gpt4o, { inputTokens: 10, requestId: `named-${index}` });
        if (!admitted.ok) throw new Error(admitted.message);
        expect(await core.renew(admitted.reservation)).not.toBeNull();
        await core.settle(admitted.reservation, { inputTokens: 10, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 5, status: 'ok' });
      }
      const names = sent.mock.calls.map(([config]: unknown[]) => (typeof config === 'object' && config !== null && 'name' in config ? config.name : undefined));
      const counts = Object.fromEntries([HOT_STATEMENTS.findAuthRecord, HOT_STATEMENTS.reserve, HOT_STATEMENTS.renewReservation].map(({ name }) => [name, names.filter((each) => each === name).length]));
      expect(counts).toEqual({ modelgate_find_auth_record: 3, modelgate_reserve: 3, modelgate_renew_reservation: 3 });
      expect(names).toContain(HOT_STATEMENTS.settleWithinHold.name);
      expect(await core.admin.ledger({ accountId: account.id })).toHaveLength(3);
    } finally {
      sent.mockRestore();
      await core.close();
      await dropPostgresSchemas(schema);
    }
  });

  it('gives back part of a hold, and the rest, in one statement each (a lease return holds its account\'s row for one round trip)', async () => {
    const schema = schemaOf(`shrink_${process.pid}_${Date.now().toString(36)}`);
    // Without the auth changes' listener, whose LISTEN and checks would be counted among the statements.
    const store = { ...createPostgresStore({ connectionString: POSTGRES_URL, schema, maxConnections: 1 }), watchAuthChanges: undefined };
    const core = createCore({ store, models: fixtureModels, admissionLeaseMs: 0 });
    try {
      const account = await core.admin.createAccount({ name: 'shrink', balance: 1_000_000_000 });
      const { secret } = await core.admin.createToken({ accountId: account.id, quota: { limit: 1_000_000_000, period: 'month' } });
      const auth = await core.authenticate(secret);
      if (!auth.ok) throw new Error(auth.reason);
      const admitted = await core.admit(auth.principal, gpt4o, { inputTokens: 10, requestId: 'shrink' });
      if (!admitted.ok) throw new Error(admitted.message);
      const { hold } = admitted.reservation;
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      try {
        expect(await store.shrinkHold?.(admitted.reservation.id, 1)).toBe(1);
        expect(await store.shrinkHold?.(admitted.reservation.id, hold)).toBe(hold - 1);
        expect(await store.shrinkHold?.(admitted.reservation.id, 1)).toBe(0);
        expect(sent).toHaveBeenCalledTimes(3);
      } finally {
        sent.mockRestore();
      }
      expect(await store.getAccount(account.id)).toMatchObject({ balance: 1_000_000_000, reserved: 0 });
      expect(await core.admin.quotaUsage(auth.principal.tokenId)).toMatchObject({ spent: 0, reserved: 0 });
      expect(await core.admin.heldReservations()).toEqual([]);
    } finally {
      await core.close();
      await dropPostgresSchemas(schema);
    }
  });

  it('migrates once when several instances start together, and keeps the ledger append-only', async () => {
    const schema = schemaOf(`migrate_${process.pid}_${Date.now().toString(36)}`);
    const stores = Array.from({ length: 3 }, () => createPostgresStore({ connectionString: POSTGRES_URL, schema }));
    try {
      await Promise.all(stores.map((store) => store.listAccounts()));
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`SET search_path TO ${quoteIdentifier(schema)}`);
        expect((await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual(POSTGRES_MIGRATIONS.map(({ version }) => ({ version })));
        const failedIndex = await client.query('SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND indexname = $2', [schema, 'request_records_failed_time']);
        expect(failedIndex.rows).toEqual([{ indexdef: expect.stringMatching(/ON \S*request_records USING btree \(created_at, request_id\) WHERE \(status >= 400\)$/) }]);
        await client.query(`INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
          cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status) VALUES ('l', 'r', 'q', 0, 't', 'a', 'm', 1, 0, 0, 1, 5, 5, 'ok')`);
        await expect(client.query('UPDATE ledger SET cost = 0')).rejects.toThrow(/append-only/);
        await expect(client.query('DELETE FROM ledger')).rejects.toThrow(/append-only/);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await dropPostgresSchemas(schema);
    }
  });
});
