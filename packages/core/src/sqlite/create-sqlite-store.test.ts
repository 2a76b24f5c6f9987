import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { describeStoreContract } from '../../test/describe-store-contract.js';
import { createCore } from '../create-core.js';
import { createMemoryStore } from '../memory/create-memory-store.js';
import { buildRequestRecordWhere } from '../build-request-record-where.js';
import type { RequestRecord, RequestRecordFilter } from '../request-record.js';
import { withLeaseId, type Reservation } from '../reservation.js';
import type { Store } from '../store.js';
import { SQLITE_REQUEST_TRAFFIC, sqliteRequestRecordsPage } from './create-sqlite-request-records.js';
import { createSqliteStore } from './create-sqlite-store.js';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.js';

const folder = mkdtempSync(join(tmpdir(), 'modelgate-core-sqlite-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describeStoreContract('sqlite', {
  async createStore({ id }) {
    return createSqliteStore({ path: join(folder, id, 'modelgate.db') });
  },
  async destroy({ id }) {
    rmSync(join(folder, id), { recursive: true, force: true });
  },
});

const HOLD = 10_000;
const usage = { inputTokens: 1_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 200, status: 'ok' as const };

/**
 * Two event-loop turns of settlements (one charged beyond its hold) and admissions (one refused) on a store whose four
 * holds, taken in the turn before, leave `spare` free; what each answered and the books after.
 */
async function runSettlementTurn(store: Store) {
  const core = createCore({ store, models: [] });
  const spare = 3_000;
  const account = await core.admin.createAccount({ name: 'turn', balance: 4 * HOLD + spare });
  const { token } = await core.admin.createToken({ accountId: account.id, quota: { limit: 100 * HOLD, period: 'lifetime' } });
  const reservation = (id: string, hold: number): Reservation => ({
    id, requestId: `q-${id}`, tokenId: token.id, accountId: account.id, modelId: 'm', pricing: { inputPerMillion: 1, cachedInputPerMillion: 1, outputPerMillion: 1 },
    inputTokens: 1_000, maxOutputTokens: 200, hold, quotaWindow: 'lifetime', quotaLimit: 100 * HOLD, rateWindowStart: null, createdAt: 0, expiresAt: 60_000,
  });
  const held = ['r1', 'r2', 'r3', 'r4'].map((id) => reservation(id, HOLD));
  const admitted = await Promise.all(held.map((hold) => store.reserve(hold, 0)));
  const settle = (index: number, ratedCost: number) => store.settle({ reservation: held[index] as Reservation, usage, ratedCost, ledgerId: `l${index}`, now: 1 });
  // A turn: the first settlement gives 6,000 back, which the second, rated 20,000 over its hold, may take with the
  // 3,000 spare. The next: the first settlement gives 6,000 back, which the admission after it needs; the next
  // admission is refused.
  const turns = [
    ...(await Promise.all([settle(0, 4_000), settle(2, HOLD + 20_000)])),
    ...(await Promise.all([
      settle(1, 4_000), store.reserve(reservation('r5', 5_000), 0), store.reserve(reservation('r6', 1_000_000), 0), settle(3, 1_000),
    ])),
  ];
  const after = await store.getAccount(account.id);
  const quota = await store.getQuotaUsage(token.id, 'lifetime');
  const verification = await core.admin.verifyLedger();
  await core.close();
  return { admitted: admitted.map((result) => result.ok), turn: turns.map((result) => ('cost' in result ? result.cost : result.ok)), after, quota, verification };
}

/**
 * A lease of three holds and one turn of settlements of its three requests' parts: the last settlement finds the lease
 * holding no more than its part. What each settlement answered and the books after.
 */
async function runLeaseTurn(store: Store) {
  const core = createCore({ store, models: [] });
  const account = await core.admin.createAccount({ name: 'lease', balance: 10 * HOLD });
  const { token } = await core.admin.createToken({ accountId: account.id, quota: { limit: 100 * HOLD, period: 'lifetime' } });
  const reservation = (id: string, hold: number): Reservation => ({
    id, requestId: `q-${id}`, tokenId: token.id, accountId: account.id, modelId: 'm', pricing: { inputPerMillion: 1, cachedInputPerMillion: 1, outputPerMillion: 1 },
    inputTokens: 1_000, maxOutputTokens: 200, hold, quotaWindow: 'lifetime', quotaLimit: 100 * HOLD, rateWindowStart: null, createdAt: 0, expiresAt: 60_000,
  });
  const leased = await store.reserve(reservation('lease', 3 * HOLD), 0);
  const parts = ['r1', 'r2', 'r3'].map((id) => withLeaseId(reservation(id, HOLD), 'lease'));
  const settle = (index: number, ratedCost: number) => store.settle({ reservation: parts[index] as Reservation, usage, ratedCost, ledgerId: `l${index}`, now: 1 });
  // One turn: the first two take their parts from the lease; the third finds it holding exactly its part (the general
  // path takes the rest and the lease's row goes).
  const turn = await Promise.all([settle(0, 4_000), settle(1, 5_000), settle(2, 6_000)]);
  const after = await store.getAccount(account.id);
  const quota = await store.getQuotaUsage(token.id, 'lifetime');
  const held = await store.listHeldReservations({ accountId: account.id });
  const verification = await core.admin.verifyLedger();
  await core.close();
  return { leased: leased.ok, turn: turn.map((entry) => entry.cost), after, quota, held: held.map((row) => [row.id, row.hold]), verification };
}

describe('createSqliteStore', () => {
  it('charges a turn\'s settlements as if one by one: an over-charge and an admission see the charges before them in the turn', async () => {
    const path = join(folder, 'turn', 'modelgate.db');
    const sqlite = await runSettlementTurn(createSqliteStore({ path }));
    const memory = await runSettlementTurn(createMemoryStore());
    expect(sqlite.admitted).toEqual([true, true, true, true]);
    // The second settlement takes its hold and the 9,000 free; the fifth admission fits in the 6,000 given back.
    expect(sqlite.turn).toEqual([4_000, HOLD + 9_000, 4_000, true, false, 1_000]);
    expect(sqlite.after).toMatchObject({ balance: 4 * HOLD + 3_000 - 28_000, reserved: 5_000 });
    expect(sqlite.quota).toEqual({ spent: 28_000, reserved: 5_000 });
    expect(sqlite.verification).toEqual(memory.verification);
    expect({ ...sqlite, after: { ...sqlite.after, id: '', createdAt: 0 }, verification: null })
      .toEqual({ ...memory, after: { ...memory.after, id: '', createdAt: 0 }, verification: null });
  });

  it('settles a turn of a lease\'s parts as if one by one when the lease holds no more than the last part', async () => {
    const sqlite = await runLeaseTurn(createSqliteStore({ path: join(folder, 'lease-turn', 'modelgate.db') }));
    const memory = await runLeaseTurn(createMemoryStore());
    expect(sqlite.leased).toBe(true);
    expect(sqlite.turn).toEqual([4_000, 5_000, 6_000]);
    expect(sqlite.after).toMatchObject({ balance: 10 * HOLD - 15_000, reserved: 0 });
    expect(sqlite.quota).toEqual({ spent: 15_000, reserved: 0 });
    expect(sqlite.held).toEqual([]);
    expect({ ...sqlite, after: { ...sqlite.after, id: '', createdAt: 0 }, verification: null })
      .toEqual({ ...memory, after: { ...memory.after, id: '', createdAt: 0 }, verification: null });
    expect(sqlite.verification).toEqual(memory.verification);
  });

  it('waits in SQLite for another connection\'s write lock outside the group commit, after the group commit ran', async () => {
    const busyTimeoutMs = 300;
    const path = join(folder, 'lock-wait', 'modelgate.db');
    const store = createSqliteStore({ path, busyTimeoutMs });
    const core = createCore({ store, models: [] });
    const account = await core.admin.createAccount({ name: 'lock', balance: 10 * HOLD });
    const { token } = await core.admin.createToken({ accountId: account.id });
    const reservation: Reservation = {
      id: 'r1', requestId: 'q-r1', tokenId: token.id, accountId: account.id, modelId: 'm', pricing: { inputPerMillion: 1, cachedInputPerMillion: 1, outputPerMillion: 1 },
      inputTokens: 1_000, maxOutputTokens: 200, hold: HOLD, quotaWindow: null, quotaLimit: null, rateWindowStart: null, createdAt: 0, expiresAt: 60_000,
    };
    const other = new Database(path);
    /** How long `write` took to give up on the lock the other connection holds (it holds it on this thread: it fails). */
    const waitedFor = async (write: () => Promise<unknown>): Promise<number> => {
      other.prepare('BEGIN IMMEDIATE').run();
      const started = performance.now();
      try {
        await expect(write()).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
        return performance.now() - started;
      } finally {
        other.prepare('ROLLBACK').run();
      }
    };
    const record = { requestId: 'q-r1', createdAt: 3, accountId: account.id, tokenId: token.id, modelId: 'm', status: 200, record: { requestId: 'q-r1' } };
    // An admission and a settlement through the group commit, which starts its transactions without waiting in SQLite;
    // each other write after it waits there for the connection's busy timeout.
    await expect(store.reserve(reservation, 0)).resolves.toMatchObject({ ok: true });
    await store.settle({ reservation, usage, ratedCost: 4_000, ledgerId: 'l1', now: 1 });
    expect(await waitedFor(() => store.topUp({ id: 'top-1', accountId: account.id, amount: 1, note: null, createdAt: 2 }))).toBeGreaterThanOrEqual(busyTimeoutMs * 0.9);
    await store.settle({ reservation: { ...reservation, id: 'r2', requestId: 'q-r2' }, usage, ratedCost: 0, ledgerId: 'l2', now: 3 });
    expect(await waitedFor(() => store.insertRequestRecords([record]))).toBeGreaterThanOrEqual(busyTimeoutMs * 0.9);
    await store.settle({ reservation: { ...reservation, id: 'r3', requestId: 'q-r3' }, usage, ratedCost: 0, ledgerId: 'l3', now: 4 });
    expect(await waitedFor(() => store.sweepExpired(60_001))).toBeGreaterThanOrEqual(busyTimeoutMs * 0.9);
    // The lock free again, each goes through.
    await expect(store.topUp({ id: 'top-1', accountId: account.id, amount: 1, note: null, createdAt: 2 })).resolves.toMatchObject({ balance: 10 * HOLD - 4_000 + 1 });
    await store.insertRequestRecords([record]);
    expect(await store.getRequestRecord('q-r1')).toMatchObject({ requestId: 'q-r1' });
    other.close();
    await core.close();
  });

  it('keeps statement journals in memory (temp_store = MEMORY), not in temporary files', async () => {
    const pragmas = vi.spyOn(Database.prototype, 'pragma');
    try {
      await createSqliteStore({ path: join(folder, 'temp-store.db') }).close();
      expect(pragmas.mock.calls.map(([text]) => text)).toContain('temp_store = MEMORY');
    } finally {
      pragmas.mockRestore();
    }
  });

  it('creates the folder, uses WAL and records each migration once across reopenings', async () => {
    const path = join(folder, 'nested', 'deeper', 'modelgate.db');
    await createSqliteStore({ path }).close();
    await createSqliteStore({ path }).close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(SQLITE_MIGRATIONS.map(({ version }) => ({ version })));
    db.close();
  });

  it('upgrades a database made by an older version, keeping its rows', async () => {
    const path = join(folder, 'upgrade', 'modelgate.db');
    mkdirSync(dirname(path), { recursive: true });
    const old = new Database(path);
    const [first] = SQLITE_MIGRATIONS;
    if (first === undefined) throw new Error('no migrations');
    old.exec(first.sql);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
    old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 0)').run(first.version, first.name);
    old.prepare(`INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
      cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status)
      VALUES ('l', 'r', 'q', 0, 't', 'a', 'm', 1, 0, 0, 1, 5, 5, 'ok')`).run();
    old.close();
    const store = createSqliteStore({ path });
    expect(await store.listLedger({})).toEqual([expect.objectContaining({ id: 'l', cost: 5, quotaWindow: null })]);
    await store.close();
  });

  it('upgrades the ledger statuses of a version 4 database: error becomes upstream_error, aborted client_aborted', async () => {
    const path = join(folder, 'statuses', 'modelgate.db');
    mkdirSync(dirname(path), { recursive: true });
    const old = new Database(path);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
    for (const migration of SQLITE_MIGRATIONS.filter(({ version }) => version <= 4)) {
      old.exec(migration.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 0)').run(migration.version, migration.name);
    }
    const insert = old.prepare(`INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
      cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status) VALUES (?, ?, 'q', 0, 't', 'a', 'm', 1, 0, 0, 1, 5, 5, ?)`);
    for (const [id, status] of [['l1', 'ok'], ['l2', 'error'], ['l3', 'aborted']] as const) insert.run(id, `r-${id}`, status);
    old.close();
    const store = createSqliteStore({ path });
    const statuses = Object.fromEntries((await store.listLedger({})).map((entry) => [entry.id, entry.status]));
    expect(statuses).toEqual({ l1: 'ok', l2: 'upstream_error', l3: 'client_aborted' });
    // Entries from before the estimate was recorded read as reported.
    expect((await store.listLedger({})).map((entry) => entry.estimated)).toEqual(['none', 'none', 'none']);
    await store.close();
    const db = new Database(path);
    expect(() => db.prepare('UPDATE ledger SET cost = 0').run()).toThrow(/append-only/);
    db.close();
  });

  it('refuses to change or delete ledger entries', async () => {
    const path = join(folder, 'append-only', 'modelgate.db');
    await createSqliteStore({ path }).close();
    const db = new Database(path);
    db.prepare(`INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
      cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status)
      VALUES ('l', 'r', 'q', 0, 't', 'a', 'm', 1, 0, 0, 1, 5, 5, 'ok')`).run();
    expect(() => db.prepare('UPDATE ledger SET cost = 0').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM ledger').run()).toThrow(/append-only/);
    db.close();
  });

  it('checks a ledger entry\'s status and estimate with comparisons, no temporary b-tree per insert', async () => {
    const path = join(folder, 'ledger-checks', 'modelgate.db');
    await createSqliteStore({ path }).close();
    const db = new Database(path);
    const insert = (status: string, estimated: string) => `INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id,
      account_id, model_id, input_tokens, cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, estimated)
      VALUES ('l-${status}-${estimated}', 'r-${status}-${estimated}', 'q', 0, 't', 'a', 'm', 1, 0, 0, 1, 5, 5, '${status}', '${estimated}')`;
    const opcodes = db.prepare<[], { opcode: string }>(`EXPLAIN ${insert('ok', 'none')}`).all().map((row) => row.opcode);
    expect(opcodes).toContain('Insert');
    expect(opcodes).not.toContain('OpenEphemeral');
    for (const status of ['ok', 'upstream_error', 'client_aborted', 'failed_mid_stream']) expect(() => db.prepare(insert(status, 'none')).run()).not.toThrow();
    for (const estimated of ['output', 'input_and_output']) expect(() => db.prepare(insert('ok', estimated)).run()).not.toThrow();
    expect(() => db.prepare(insert('error', 'none')).run()).toThrow(/CHECK constraint failed: status/);
    expect(() => db.prepare(insert('ok', 'all')).run()).toThrow(/CHECK constraint failed: estimated/);
    db.close();
  });

  it('writes a batch of request records as one: a repeated ID is skipped, a row SQLite refuses fails the whole batch', async () => {
    const store = createSqliteStore({ path: ':memory:' });
    const records = (from: number, count: number): RequestRecord[] =>
      Array.from({ length: count }, (_, index) => {
        const requestId = `q-${String(from + index).padStart(4, '0')}`;
        return { requestId, createdAt: from + index, accountId: null, tokenId: null, modelId: 'm', status: 200, record: { requestId } };
      });
    // 120 rows: two of the 50-row statements and 20 single rows; a repeated ID in the batch and one already kept.
    await store.insertRequestRecords(records(0, 10));
    const first = records(5, 120);
    await store.insertRequestRecords([...first.slice(0, 60), { ...first[3]!, status: 500 }, ...first.slice(60)]);
    const kept = await store.listRequestRecords({ limit: 1_000 });
    expect(kept.map(({ requestId }) => requestId)).toEqual(records(0, 125).map(({ requestId }) => requestId).reverse());
    expect(kept.every(({ status }) => status === 200)).toBe(true);
    // A row refused (created_at NOT NULL) in the middle of a 50-row statement, after 70 good rows: none of the batch is kept.
    const refused = records(1_000, 120);
    refused[75] = { ...refused[75]!, createdAt: null as unknown as number };
    await expect(store.insertRequestRecords(refused)).rejects.toThrow(/NOT NULL/);
    expect(await store.listRequestRecords({ limit: 1_000 })).toHaveLength(125);
    await store.close();
  });

  it('writes a batch of fewer than 50 request records, and a remainder past the 50s, as one statement, keeping a repeated ID\'s first record', async () => {
    const store = createSqliteStore({ path: ':memory:' });
    const records = (from: number, count: number): RequestRecord[] =>
      Array.from({ length: count }, (_, index) => {
        const requestId = `r-${String(from + index).padStart(4, '0')}`;
        return { requestId, createdAt: from + index, accountId: null, tokenId: null, modelId: 'm', status: 200, record: { requestId } };
      });
    const statementPrototype = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as { run: (...values: unknown[]) => unknown };
    const run = vi.spyOn(statementPrototype, 'run');
    let from = 0;
    const statementsOf = (): number => run.mock.contexts.filter((context) => (context as { source: string }).source.includes('request_records')).length;
    await store.insertRequestRecords(records(from, 1));
    expect(statementsOf()).toBe(1);
    from += 1;
    for (const [size, statements] of [[49, 1], [50, 1], [51, 2], [137, 3]] as const) {
      const batch = records(from, size - 2);
      // The batch's last record again, then its first (in another statement when the batch is past 50 rows): both skipped.
      run.mockClear();
      await store.insertRequestRecords([...batch, { ...batch.at(-1)!, status: 500 }, { ...batch[0]!, status: 500 }]);
      expect(statementsOf()).toBe(statements);
      from += size - 2;
    }
    run.mockRestore();
    const kept = await store.listRequestRecords({ limit: 1_000 });
    expect(kept.map(({ requestId }) => requestId)).toEqual(records(0, from).map(({ requestId }) => requestId).reverse());
    expect(kept.every(({ status }) => status === 200)).toBe(true);
    await store.close();
  });

  it('reads a later page and the traffic window on a range of the time indexes, not a scan of the table', async () => {
    const path = join(folder, 'request-record-plans', 'modelgate.db');
    await createSqliteStore({ path }).close();
    const db = new Database(path);
    const plan = (sql: string, params: unknown[]) =>
      db.prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).all(...params).map((row) => row.detail).filter((detail) => detail.includes('request_records'));
    const page = (filter: RequestRecordFilter) => {
      const where = buildRequestRecordWhere(filter, () => '?');
      return plan(sqliteRequestRecordsPage(where.sql, 51), where.params);
    };
    const before = { createdAt: 5_000, requestId: 'q-5' };
    expect(page({ before })).toEqual(['SEARCH request_records USING INDEX request_records_time (created_at<?)']);
    expect(page({ accountId: 'a', before })).toEqual([
      'SEARCH request_records USING INDEX request_records_account_time (account_id=? AND created_at<?)',
    ]);
    // Failed requests (few, as a rule) on an index of their own, not the time index's every record until a page is found.
    expect(page({ failed: true })).toEqual(['SCAN request_records USING INDEX request_records_failed_time']);
    expect(page({ failed: true, before })).toEqual(['SEARCH request_records USING INDEX request_records_failed_time (created_at<?)']);
    // Every arm of the traffic query reads the window's rows on the time index (not every row with a model).
    expect(plan(SQLITE_REQUEST_TRAFFIC, [0])).toEqual(Array(3).fill('SEARCH request_records USING INDEX request_records_time (created_at>?)'));
    db.close();
  });

  it('works in memory', async () => {
    const store = createSqliteStore({ path: ':memory:' });
    expect(await store.listAccounts()).toEqual([]);
    await store.close();
  });
});
