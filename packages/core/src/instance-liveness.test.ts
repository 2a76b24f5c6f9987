import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../test/create-fake-clock.js';
import { fixtureModels, gpt4o } from '../test/__fixtures__/fixture-models.js';
import { deleteRedisKeys, dropPostgresSchemas, POSTGRES_URL, REDIS_URL, requireServices } from '../test/test-services.js';
import { createCore } from './create-core.js';
import type { Limiter } from './limiter.js';
import { createMemoryLimiter } from './memory/create-memory-limiter.js';
import { createMemoryStore } from './memory/create-memory-store.js';
import { createPostgresStore } from './postgres/create-postgres-store.js';
import { createRedisLimiter } from './redis/create-redis-limiter.js';
import { createSqliteStore } from './sqlite/create-sqlite-store.js';
import type { Store } from './store.js';

const usage = { inputTokens: 1_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 100, status: 'ok' as const };

const runId = `${process.pid}_${Date.now().toString(36)}`;
const schema = `mg_test_liveness_${runId}`;
const keyPrefix = `modelgate-test:liveness:${runId}`;
const directory = mkdtempSync(join(tmpdir(), 'modelgate-liveness-'));

type Instance = { store: Store; limiter: Limiter };
/** `services`: the backend needs PostgreSQL and Redis, and its tests fail (never skip) when they are unreachable. */
type Backend = { name: string; services: boolean; pair(): [Instance, Instance] };

/** Each backend as two instances see it: their own store client and limiter on one shared database and limiter state. */
function backends(): Backend[] {
  let file = 0;
  const list: Backend[] = [
    {
      name: 'memory',
      services: false,
      pair: () => {
        const shared = { store: createMemoryStore(), limiter: createMemoryLimiter() };
        return [shared, shared];
      },
    },
    {
      name: 'SQLite',
      services: false,
      pair: () => {
        const path = join(directory, `liveness-${(file += 1)}.db`);
        const limiter = createMemoryLimiter();
        return [{ store: createSqliteStore({ path }), limiter }, { store: createSqliteStore({ path }), limiter }];
      },
    },
  ];
  const open = (): Instance => ({ store: createPostgresStore({ connectionString: POSTGRES_URL, schema }), limiter: createRedisLimiter({ url: REDIS_URL, keyPrefix }) });
  list.push({ name: 'PostgreSQL and Redis', services: true, pair: () => [open(), open()] });
  return list;
}

afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  await dropPostgresSchemas(schema);
  await deleteRedisKeys(keyPrefix);
});

/** Two gateway instances on one store and one limiter (as PostgreSQL and Redis are shared), on a clock moved by hand. */
async function twoInstances(backend: Backend, reservationTtlMs?: number) {
  const clock = createFakeClock();
  const [first, second] = backend.pair();
  const store = second.store;
  const options = {
    models: fixtureModels, clock: clock.now, instanceDeadAfterMs: 20_000, heartbeatIntervalMs: 0, admissionLeaseMs: 0,
    ...(reservationTtlMs === undefined ? {} : { reservationTtlMs }),
  };
  const crashed = createCore({ ...options, ...first });
  const survivor = createCore({ ...options, ...second });
  const account = await survivor.admin.createAccount({ name: `acme-${Math.random()}`, balance: 10_000_000 });
  const { secret } = await survivor.admin.createToken({ accountId: account.id, rateLimits: { concurrentRequests: 3 } });
  const principalOf = async (core: typeof crashed) => {
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    return auth.principal;
  };
  const close = (): Promise<unknown> => Promise.all([crashed.close(), survivor.close()]);
  return { clock, store, crashed, survivor, account, principalOf, close };
}

describe.each(backends())('instance liveness on $name', (backend) => {
  beforeAll(async () => {
    if (backend.services) await requireServices('postgres', 'redis');
  });

  it("reclaims a dead instance's holds and concurrency slots within its bound, not after the reservation TTL", async () => {
    const { clock, store, crashed, survivor, account, principalOf, close } = await twoInstances(backend);
    const onCrashed = await principalOf(crashed);
    for (let index = 0; index < 3; index += 1) expect((await crashed.admit(onCrashed, gpt4o, { inputTokens: 1_000, requestId: `r${index}` })).ok).toBe(true);
    // The crashed instance stops beating here (SIGKILL); the survivor goes on.
    const onSurvivor = await principalOf(survivor);
    const refused = await survivor.admit(onSurvivor, gpt4o, { inputTokens: 1_000, requestId: 'blocked' });
    expect(refused).toMatchObject({ ok: false, limit: 'concurrency' });
    for (let elapsed = 0; elapsed < 25_000; elapsed += 5_000) {
      clock.advance(5_000);
      await survivor.heartbeat();
    }
    expect(await store.listHeldReservations({ accountId: account.id })).toEqual([]);
    expect(await store.getAccount(account.id)).toMatchObject({ reserved: 0 });
    expect((await survivor.admit(onSurvivor, gpt4o, { inputTokens: 1_000, requestId: 'after' })).ok).toBe(true);
    await close();
  });

  it("reclaims a dead instance's renewed holds and slots within its bound too, not a reservation TTL after the renewal", async () => {
    const { clock, store, crashed, survivor, account, principalOf, close } = await twoInstances(backend);
    const onCrashed = await principalOf(crashed);
    const reservations = [];
    for (let index = 0; index < 3; index += 1) {
      const admitted = await crashed.admit(onCrashed, gpt4o, { inputTokens: 1_000, requestId: `r${index}` });
      if (!admitted.ok) throw new Error(admitted.message);
      reservations.push(admitted.reservation);
    }
    // A long stream's holds are renewed by the request itself (the gateway's keepHoldRenewed), then the instance dies.
    clock.advance(5_000);
    for (const reservation of reservations) expect(await crashed.renew(reservation)).not.toBeNull();
    const onSurvivor = await principalOf(survivor);
    expect(await survivor.admit(onSurvivor, gpt4o, { inputTokens: 1_000, requestId: 'blocked' })).toMatchObject({ ok: false, limit: 'concurrency' });
    for (let elapsed = 0; elapsed < 30_000; elapsed += 5_000) {
      clock.advance(5_000);
      await survivor.heartbeat();
    }
    expect(await store.listHeldReservations({ accountId: account.id })).toEqual([]);
    expect(await store.getAccount(account.id)).toMatchObject({ reserved: 0 });
    expect((await survivor.admit(onSurvivor, gpt4o, { inputTokens: 1_000, requestId: 'after' })).ok).toBe(true);
    await close();
  });

  it("never reclaims a live instance's renewed hold, past the reservation TTL while its request renews it", async () => {
    const { clock, store, crashed: other, survivor: live, account, principalOf, close } = await twoInstances(backend, 60_000);
    const admitted = await live.admit(await principalOf(live), gpt4o, { inputTokens: 1_000, requestId: 'long' });
    if (!admitted.ok) throw new Error(admitted.message);
    // Three reservation TTLs long: the request renews every half TTL, the instance beats every 5 s.
    for (let elapsed = 5_000; elapsed <= 180_000; elapsed += 5_000) {
      clock.advance(5_000);
      if (elapsed % 30_000 === 0) expect(await live.renew(admitted.reservation)).not.toBeNull();
      await live.heartbeat();
      await other.heartbeat();
      expect(await store.listHeldReservations({ accountId: account.id })).toHaveLength(1);
    }
    const entry = await live.settle(admitted.reservation, usage);
    expect(entry.cost).toBe(entry.ratedCost);
    expect(await store.getAccount(account.id)).toMatchObject({ reserved: 0 });
    await close();
  });

  it("never reclaims a live instance's hold, however long its request runs within the reservation TTL", async () => {
    const { clock, store, crashed: other, survivor: live, account, principalOf, close } = await twoInstances(backend);
    const admitted = await live.admit(await principalOf(live), gpt4o, { inputTokens: 1_000, requestId: 'long' });
    if (!admitted.ok) throw new Error(admitted.message);
    for (let elapsed = 0; elapsed < 10 * 60_000; elapsed += 5_000) {
      clock.advance(5_000);
      await live.heartbeat();
      await other.heartbeat();
    }
    expect(await store.listHeldReservations({ accountId: account.id })).toHaveLength(1);
    const entry = await live.settle(admitted.reservation, usage);
    expect(entry.cost).toBe(entry.ratedCost);
    expect(await store.getAccount(account.id)).toMatchObject({ reserved: 0 });
    await close();
  });

  it('still returns a live instance\'s hold after the reservation TTL (a request stuck for ever)', async () => {
    const clock = createFakeClock();
    const store = createMemoryStore();
    const core = createCore({ store, models: fixtureModels, clock: clock.now, reservationTtlMs: 60_000, instanceDeadAfterMs: 20_000, heartbeatIntervalMs: 0, admissionLeaseMs: 0 });
    const account = await core.admin.createAccount({ name: 'acme', balance: 10_000_000 });
    const { secret } = await core.admin.createToken({ accountId: account.id });
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    expect((await core.admit(auth.principal, gpt4o, { inputTokens: 1_000, requestId: 'stuck' })).ok).toBe(true);
    for (let elapsed = 0; elapsed < 90_000; elapsed += 5_000) {
      clock.advance(5_000);
      await core.heartbeat();
    }
    expect(await store.getAccount(account.id)).toMatchObject({ reserved: 0 });
  });
});
