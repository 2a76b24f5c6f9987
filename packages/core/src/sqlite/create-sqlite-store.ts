import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Account } from '../account.js';
import { buildLedgerEntry } from '../build-ledger-entry.js';
import { buildUsageSeriesQuery } from '../build-usage-series-query.js';
import { buildUsageWhere } from '../build-usage-where.js';
import { CoreError } from '../core-error.js';
import type { LedgerEntry } from '../ledger-entry.js';
import {
  LEDGER_COLUMN_NAMES, TOKEN_COLUMN_NAMES, mapAccountRow, mapBalanceAdjustmentRow, mapLedgerRow, mapReservationRow, mapTokenRecordRow,
  mapTokenRow, mapTopUpRow, mapUsageRow, mapUsageSeriesRow, tokenColumns, tokenSettingsColumns, type Row,
} from '../map-sql-rows.js';
import { planBalanceAdjustment } from '../plan-balance-adjustment.js';
import { planSettlement } from '../plan-settlement.js';
import type { AuthRecord, ReserveResult, Store } from '../store.js';
import { createChargeBatch } from './create-charge-batch.js';
import { createGroupCommit } from './create-group-commit.js';
import { createLeasePartBatch } from './create-lease-part-batch.js';
import { createLedgerBatch } from './create-ledger-batch.js';
import { SQLITE_LEDGER_ROW, sqliteLedgerValues } from './sqlite-ledger-values.js';
import { migrateSqlite } from './migrate-sqlite.js';
import { restoreLockWaitFirst } from './restore-lock-wait-first.js';
import { createSqliteRequestRecords } from './create-sqlite-request-records.js';
import { createUsageRollupBatch } from './create-usage-rollup-batch.js';
import { startWalCheckpointer } from './start-wal-checkpointer.js';
import { switchToWal } from './switch-to-wal.js';

export type SqliteStoreOptions = {
  /** Database file, e.g. `./data/modelgate.db` (its folder is created); `:memory:` for a private in-memory database. */
  path: string;
  /**
   * `normal` (default) survives a killed process with no lost or torn transaction (WAL); `full` also survives
   * power loss, at the cost of an fsync per commit.
   */
  synchronous?: 'normal' | 'full';
  /**
   * How long a writer waits for another process's write lock (default 5000 ms). Admissions and settlements wait on
   * timers, the event loop serving meanwhile; other writes (admin changes, request records) wait in SQLite.
   */
  busyTimeoutMs?: number;
};

/** WAL pages (4 KiB) after which a commit checkpoints, when no checkpoint thread runs (four times that when one does). */
const AUTOCHECKPOINT_PAGES = 4000;
/** How often the checkpoint thread copies the WAL into the database file. */
const CHECKPOINT_INTERVAL_MS = 1000;
/**
 * The connection's page cache, KiB: SQLite's own default. better-sqlite3 builds SQLite with 16,000 KiB, and under
 * traffic the cache fills with the pages the store writes once (request records and ledger rows are appended by
 * increasing keys) and never reads again: ~15 MiB of the gateway's RSS under load (issue 7). The pages its statements
 * come back to (an append's rightmost path, the accounts, tokens and quotas read a request) fit in far less.
 */
const PAGE_CACHE_KIB = 2000;
/** How long a settlement may wait for others to commit with (create-group-commit.ts, `deferMs`). */
const SETTLEMENT_DEFER_MS = 4;

class Rejection {
  constructor(readonly result: Exclude<ReserveResult, { ok: true }>) {}
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT_UNIQUE');

/** The embedded default store: one SQLite file in WAL mode, shared safely by several processes on one machine. */
export function createSqliteStore(options: SqliteStoreOptions): Store {
  if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
  const db = new Database(options.path);
  const busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  switchToWal(db, busyTimeoutMs);
  db.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  db.pragma('foreign_keys = ON');
  // Fewer, larger checkpoints: a page rewritten by many commits (an account's row) goes to the database file once.
  db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  db.pragma('journal_size_limit = 67108864');
  db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // A statement that may fail halfway inside a transaction (a batch's multi-row INSERT of request records) keeps the
  // pages it changes in a statement journal; past 64 KiB SQLite spills it to a new temporary file (open, unlink, a
  // write a page and its number, close), ~200 pages every request-record batch under load. In memory it is a few
  // hundred KiB for the statement's length.
  db.pragma('temp_store = MEMORY');
  migrateSqlite(db);
  // A file's checkpoints run in a thread of their own, off the event loop; this connection checkpoints only if that
  // thread falls far behind (or cannot run).
  const checkpointer = options.path === ':memory:'
    ? undefined
    : startWalCheckpointer({
        path: options.path,
        intervalMs: CHECKPOINT_INTERVAL_MS,
        onFailed: () => {
          if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
        },
      });
  if (checkpointer !== undefined) db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES * 4}`);

  const statement = (sql: string) => db.prepare<unknown[], Row>(sql);
  const sql = {
    insertAccount: statement('INSERT INTO accounts (id, name, status, balance, reserved, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    insertTopUp: statement('INSERT INTO top_ups (id, account_id, amount, note, created_at) VALUES (?, ?, ?, ?, ?)'),
    getAccount: statement('SELECT * FROM accounts WHERE id = ?'),
    findAccountByName: statement('SELECT * FROM accounts WHERE name = ?'),
    listAccounts: statement('SELECT * FROM accounts ORDER BY rowid'),
    setAccountStatus: statement('UPDATE accounts SET status = ? WHERE id = ? RETURNING *'),
    addBalance: statement('UPDATE accounts SET balance = balance + ? WHERE id = ? RETURNING *'),
    listTopUps: statement('SELECT * FROM top_ups WHERE (? IS NULL OR account_id = ?) ORDER BY rowid'),
    setBalance: statement('UPDATE accounts SET balance = ? WHERE id = ? RETURNING *'),
    insertAdjustment: statement('INSERT INTO balance_adjustments (id, account_id, amount, balance_after, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    listAdjustments: statement('SELECT * FROM balance_adjustments WHERE (? IS NULL OR account_id = ?) ORDER BY rowid'),
    insertToken: statement(`INSERT INTO tokens (${TOKEN_COLUMN_NAMES}) VALUES (${Array(15).fill('?').join(', ')})`),
    findAuth: statement(`SELECT t.*, a.id AS a_id, a.name AS a_name, a.status AS a_status, a.balance AS a_balance,
      a.reserved AS a_reserved, a.created_at AS a_created_at FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.prefix = ?`),
    getToken: statement('SELECT * FROM tokens WHERE id = ?'),
    listTokens: statement('SELECT * FROM tokens WHERE (? IS NULL OR account_id = ?) ORDER BY rowid'),
    revokeToken: statement(`UPDATE tokens SET status = 'revoked', revoked_at = COALESCE(revoked_at, ?) WHERE id = ? RETURNING *`),
    updateToken: statement(`UPDATE tokens SET name = ?, expires_at = ?, visible_model_ids = ?, quota_limit = ?, quota_period = ?,
      requests_per_minute = ?, tokens_per_minute = ?, concurrent_requests = ? WHERE id = ? RETURNING *`),
    tokenStatus: statement('SELECT status FROM tokens WHERE id = ?'),
    ensureQuota: statement('INSERT INTO quota_usage (token_id, quota_window) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    getQuota: statement('SELECT spent, reserved FROM quota_usage WHERE token_id = ? AND quota_window = ?'),
    holdQuota: statement(`INSERT INTO quota_usage (token_id, quota_window, reserved) SELECT :token, :window, :hold WHERE :hold <= :limit
      ON CONFLICT (token_id, quota_window) DO UPDATE SET reserved = reserved + :hold WHERE spent + reserved + :hold <= :limit
      RETURNING :limit - spent - reserved AS available`),
    holdBalance: statement(`UPDATE accounts SET reserved = reserved + :hold
      WHERE id = :account AND status = 'active' AND balance - reserved >= :hold RETURNING balance - reserved AS available`),
    insertReservation: statement(`INSERT INTO reservations (id, request_id, token_id, account_id, model_id, hold, quota_window,
      created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    listHeld: statement('SELECT * FROM reservations WHERE (? IS NULL OR account_id = ?) ORDER BY created_at'),
    ledgerByReservation: statement('SELECT * FROM ledger WHERE reservation_id = ?'),
    chargeAccount: statement('UPDATE accounts SET balance = balance - ?, reserved = reserved - ? WHERE id = ?'),
    chargeQuota: statement('UPDATE quota_usage SET spent = spent + ?, reserved = reserved - ? WHERE token_id = ? AND quota_window = ?'),
    forgetReservation: statement('DELETE FROM reservations WHERE id = ? RETURNING *'),
    // Settling needs only the hold: no row object of every column on the hot path.
    forgetHold: db.prepare<unknown[], number>('DELETE FROM reservations WHERE id = ? RETURNING hold').pluck(),
    // A lease's hold shrinks by what one of its requests (or its unused part) gives back.
    heldBy: db.prepare<unknown[], number>('SELECT hold FROM reservations WHERE id = ?').pluck(),
    reduceHold: statement('UPDATE reservations SET hold = hold - ? WHERE id = ?'),
    // The usual settlement from a lease: the lease holds more than the part, which it gives back in one statement.
    takePart: statement('UPDATE reservations SET hold = hold - ? WHERE id = ? AND hold > ?'),
    getReservation: statement('SELECT * FROM reservations WHERE id = ?'),
    insertLedger: statement(`INSERT INTO ledger (${LEDGER_COLUMN_NAMES}) VALUES ${SQLITE_LEDGER_ROW}`),
    // A run's last part of a lease holding exactly the run's parts (create-lease-part-batch.ts): the lease goes.
    forgetExactHold: statement('DELETE FROM reservations WHERE id = ? AND hold = ?'),
    givePartBack: statement('UPDATE reservations SET hold = hold + ? WHERE id = ?'),
    renewReservation: statement('UPDATE reservations SET expires_at = ? WHERE id = ?'),
    expiredHolds: statement('SELECT id FROM reservations WHERE expires_at <= ? LIMIT 1000'),
  };

  const returnHold = (id: string): boolean => {
    const row = sql.forgetReservation.get(id);
    if (row === undefined) return false;
    const reservation = mapReservationRow(row);
    sql.chargeAccount.run(0, reservation.hold, reservation.accountId);
    if (reservation.quotaWindow !== null) sql.chargeQuota.run(0, reservation.hold, reservation.tokenId, reservation.quotaWindow);
    return true;
  };

  // Settlements' charges, summed over a run of them in a group commit (see create-charge-batch.ts).
  const charges = createChargeBatch(sql);
  // A lease's part is settled without reading the ledger first: a repeated settlement is found by its insert, which a
  // run of settlements in a group commit makes one statement of many rows (see create-ledger-batch.ts).
  const ledger = createLedgerBatch(db);
  // The parts such a run takes from a lease, summed into one UPDATE of its row (see create-lease-part-batch.ts).
  const leaseParts = createLeasePartBatch(sql);

  /** A charge beyond what is held: read what the balance and quota have left (inside the settle transaction). */
  const planLateOrOverCharge = (reservation: Parameters<Store['reserve']>[0], hold: number, ratedCost: number): number => {
    charges.write();
    const accountRow = sql.getAccount.get(reservation.accountId);
    if (accountRow === undefined) throw new CoreError({ code: 'not_found', message: `no account ${reservation.accountId}` });
    const account = mapAccountRow(accountRow);
    let quota: { limit: number; spent: number; reserved: number } | null = null;
    if (reservation.quotaWindow !== null && reservation.quotaLimit !== null) {
      sql.ensureQuota.run(reservation.tokenId, reservation.quotaWindow);
      const row = sql.getQuota.get(reservation.tokenId, reservation.quotaWindow);
      quota = { limit: reservation.quotaLimit, spent: Number(row?.spent ?? 0), reserved: Number(row?.reserved ?? 0) };
    }
    return planSettlement({ hold, ratedCost, balance: account.balance, reserved: account.reserved, quota });
  };

  // Run by the group commit, in a transaction (or a savepoint of one) it opens: a Rejection undoes the quota hold.
  const reserve = (reservation: Parameters<Store['reserve']>[0]): ReserveResult => {
    const token = sql.tokenStatus.get(reservation.tokenId);
    if (token?.status !== 'active') return { ok: false, limit: 'token_quota', available: 0, reason: 'token_not_active' };
    let available = Number.POSITIVE_INFINITY;
    if (reservation.quotaWindow !== null && reservation.quotaLimit !== null) {
      const held = sql.holdQuota.get({ hold: reservation.hold, token: reservation.tokenId, window: reservation.quotaWindow, limit: reservation.quotaLimit });
      if (held === undefined) {
        const quota = sql.getQuota.get(reservation.tokenId, reservation.quotaWindow);
        const available = reservation.quotaLimit - Number(quota?.spent ?? 0) - Number(quota?.reserved ?? 0);
        return { ok: false, limit: 'token_quota', available: Math.max(0, available), reason: 'insufficient' };
      }
      available = Number(held.available);
    }
    const balance = sql.holdBalance.get({ hold: reservation.hold, account: reservation.accountId });
    if (balance === undefined) {
      const row = sql.getAccount.get(reservation.accountId);
      const account = row === undefined ? null : mapAccountRow(row);
      throw new Rejection(account === null || account.status !== 'active'
        ? { ok: false, limit: 'account_balance', available: 0, reason: 'account_not_active' }
        : { ok: false, limit: 'account_balance', available: Math.max(0, account.balance - account.reserved), reason: 'insufficient' });
    }
    sql.insertReservation.run(
      reservation.id, reservation.requestId, reservation.tokenId, reservation.accountId, reservation.modelId, reservation.hold,
      reservation.quotaWindow, reservation.createdAt, reservation.expiresAt,
    );
    return { ok: true, available: Math.min(available, Number(balance.available)) };
  };

  /** What a lease still holds of one of its requests' part, when it holds no more than that (it goes when empty). */
  const takeRestFromLease = (leaseId: string, part: number): number => {
    const held = sql.heldBy.get(leaseId);
    if (held === undefined) return 0;
    const hold = Math.min(Number(held), part);
    if (hold === Number(held)) sql.forgetHold.get(leaseId);
    else sql.reduceHold.run(hold, leaseId);
    return hold;
  };

  const usageRollup = createUsageRollupBatch(db);

  /** Charges the account (and quota) for a settled hold; the entry counts in the hourly rollup written before the commit. */
  const charge = (entry: LedgerEntry, reservation: Parameters<Store['reserve']>[0], hold: number): LedgerEntry => {
    charges.charge(reservation.accountId, reservation.tokenId, reservation.quotaWindow, entry.cost, hold);
    // Last: nothing after it may throw, or the entry's savepoint would be undone with the entry counted.
    usageRollup.add(entry);
    return entry;
  };

  /**
   * The usual settlement from a lease, which holds more than the request's part: the part is taken from the lease and
   * the entry inserted unless the request was settled before (a second settlement racing the first, which the lease
   * sends here too), in which case the part goes back and the first entry is the answer. Undefined when the lease
   * holds no more than the part (or is gone): nothing was written, and the general path settles it.
   */
  const settleFromLease = (input: Parameters<Store['settle']>[0], leaseId: string): LedgerEntry | undefined => {
    const { reservation, ratedCost } = input;
    const part = reservation.hold;
    if (!leaseParts.take(leaseId, part)) return undefined;
    const cost = ratedCost <= part ? ratedCost : planLateOrOverCharge(reservation, part, ratedCost);
    const entry = buildLedgerEntry(input, cost);
    if (!ledger.insertIfNew(entry)) {
      sql.givePartBack.run(part, leaseId);
      const existing = sql.ledgerByReservation.get(reservation.id);
      if (existing === undefined) throw new Error(`the ledger refused the entry of ${reservation.id} without holding one`);
      return mapLedgerRow(existing);
    }
    return charge(entry, reservation, part);
  };

  /** Run by the group commit like `reserve`. */
  const settle = (input: Parameters<Store['settle']>[0]): LedgerEntry => {
    const { reservation, ratedCost } = input;
    const { leaseId } = reservation;
    const fromLease = leaseId === undefined ? undefined : settleFromLease(input, leaseId);
    if (fromLease !== undefined) return fromLease;
    // What follows reads the ledger and reservations or writes them: what a run keeps in memory goes first.
    leaseParts.write();
    ledger.write();
    let hold: number;
    if (leaseId === undefined) {
      const stored = sql.forgetHold.get(reservation.id);
      if (stored === undefined) {
        const existing = sql.ledgerByReservation.get(reservation.id);
        if (existing !== undefined) return mapLedgerRow(existing);
      }
      hold = stored === undefined ? 0 : Number(stored);
    } else {
      const existing = sql.ledgerByReservation.get(reservation.id);
      if (existing !== undefined) return mapLedgerRow(existing);
      hold = takeRestFromLease(leaseId, reservation.hold);
    }
    // The usual case, a real cost within the hold, needs no reads: the hold was already checked against both caps.
    const cost = ratedCost <= hold ? ratedCost : planLateOrOverCharge(reservation, hold, ratedCost);
    const entry = buildLedgerEntry(input, cost);
    sql.insertLedger.run(...sqliteLedgerValues(entry));
    return charge(entry, reservation, hold);
  };

  // Admissions and settlements of one event-loop turn commit together (see create-group-commit.ts), with the hourly
  // rollup of the turn's ledger entries.
  const groupCommit = createGroupCommit(db, {
    beforeCommit: usageRollup.write,
    afterRollback: () => {
      charges.discard();
      leaseParts.discard();
      ledger.discard();
      usageRollup.discard();
    },
    bareWrites: {
      begin: () => {
        charges.begin();
        leaseParts.begin();
        ledger.begin();
      },
      end: () => {
        leaseParts.end();
        ledger.end();
        charges.end();
      },
    },
    // Admissions and settlements that meet another process's write lock wait for it on timers, not in SQLite's busy
    // handler, which sleeps 1, 2, 5, 10… ms with this process's event loop (and its requests) stopped.
    lockWaitMs: busyTimeoutMs,
    // Settlements (written after their answers went out) wait up to 4 ms for company: under load one transaction
    // then holds the settlements of several turns (each commit writes the account, quota, reservation and rollup
    // pages again, and with several processes on the file makes the others read their pages again), at the price of a
    // crash losing up to 4 ms more of them (docs/ARCHITECTURE.md, settle). Against 0.5 ms: commits a request
    // 0.066–0.070 → 0.027–0.029 and ~5 µs less CPU a request for one process; with two workers 0.106 → 0.048 commits,
    // pwrite64 2.93 → 1.95, pread64 1.44 → 0.88 a request (docs/performance.md, session 32, lead).
    deferMs: SETTLEMENT_DEFER_MS,
  });
  const release = db.transaction((id: string): boolean => returnHold(id));
  const shrinkHold = db.transaction((id: string, amount: number): number => {
    const row = sql.getReservation.get(id);
    if (row === undefined) return 0;
    const reservation = mapReservationRow(row);
    const returned = Math.min(reservation.hold, Math.max(0, amount));
    if (returned === reservation.hold) return returnHold(id) ? returned : 0;
    sql.reduceHold.run(returned, id);
    sql.chargeAccount.run(0, returned, reservation.accountId);
    if (reservation.quotaWindow !== null) sql.chargeQuota.run(0, returned, reservation.tokenId, reservation.quotaWindow);
    return returned;
  });
  const sweep = db.transaction((now: number): number => {
    let count = 0;
    for (const row of sql.expiredHolds.all(now)) if (returnHold(String(row.id))) count += 1;
    return count;
  });
  const insertAccount = db.transaction((account: Account, topUp: Parameters<Store['insertAccount']>[1]) => {
    sql.insertAccount.run(account.id, account.name, account.status, account.balance, account.reserved, account.createdAt);
    if (topUp !== null) sql.insertTopUp.run(topUp.id, topUp.accountId, topUp.amount, topUp.note, topUp.createdAt);
  });
  const topUp = db.transaction((input: Parameters<Store['topUp']>[0]): Account | null => {
    const row = sql.addBalance.get(input.amount, input.accountId);
    if (row === undefined) return null;
    sql.insertTopUp.run(input.id, input.accountId, input.amount, input.note, input.createdAt);
    return mapAccountRow(row);
  });

  const adjustBalance = db.transaction((input: Parameters<Store['adjustBalance']>[0]) => {
    const current = sql.getAccount.get(input.accountId);
    if (current === undefined) return null;
    const adjustment = planBalanceAdjustment(mapAccountRow(current), input);
    const row = sql.setBalance.get(adjustment.balanceAfter, input.accountId);
    if (row === undefined) return null;
    sql.insertAdjustment.run(adjustment.id, adjustment.accountId, adjustment.amount, adjustment.balanceAfter, adjustment.reason, adjustment.createdAt);
    return { account: mapAccountRow(row), adjustment };
  });

  const one = <T>(row: Row | undefined, map: (row: Row) => T): T | null => (row === undefined ? null : map(row));
  const findAuthRecord = (prefix: string): AuthRecord | null => {
    const row = sql.findAuth.get(prefix);
    if (row === undefined) return null;
    return {
      token: mapTokenRecordRow(row),
      account: mapAccountRow({ id: row.a_id, name: row.a_name, status: row.a_status, balance: row.a_balance, reserved: row.a_reserved, created_at: row.a_created_at }),
    };
  };

  const store: Store = {
    kind: 'sqlite',
    async insertAccount(account, initialTopUp) {
      try {
        insertAccount.immediate(account, initialTopUp);
      } catch (error) {
        if (isUniqueViolation(error)) throw new CoreError({ code: 'conflict', message: `an account named ${account.name} exists`, cause: error });
        throw error;
      }
      return { ...account };
    },
    getAccount: async (id) => one(sql.getAccount.get(id), mapAccountRow),
    findAccountByName: async (name) => one(sql.findAccountByName.get(name), mapAccountRow),
    listAccounts: async () => sql.listAccounts.all().map(mapAccountRow),
    setAccountStatus: async (id, status) => one(sql.setAccountStatus.get(status, id), mapAccountRow),
    topUp: async (input) => topUp.immediate(input),
    listTopUps: async (accountId) => sql.listTopUps.all(accountId ?? null, accountId ?? null).map(mapTopUpRow),
    adjustBalance: async (input) => adjustBalance.immediate(input),
    listBalanceAdjustments: async (accountId) => sql.listAdjustments.all(accountId ?? null, accountId ?? null).map(mapBalanceAdjustmentRow),

    async insertToken(token) {
      try {
        sql.insertToken.run(...tokenColumns(token));
      } catch (error) {
        if (isUniqueViolation(error)) throw new CoreError({ code: 'conflict', message: 'token prefix collision', cause: error });
        throw error;
      }
    },
    findAuthRecord: async (prefix) => findAuthRecord(prefix),
    // In this process a lookup costs no round trip: one statement per prefix.
    findAuthRecords: async (prefixes) => [...new Set(prefixes)].flatMap((prefix) => findAuthRecord(prefix) ?? []),
    getToken: async (id) => one(sql.getToken.get(id), mapTokenRow),
    listTokens: async ({ accountId }) => sql.listTokens.all(accountId ?? null, accountId ?? null).map(mapTokenRow),
    revokeToken: async (id, now) => one(sql.revokeToken.get(now, id), mapTokenRow),
    updateToken: async (id, settings) => one(sql.updateToken.get(...tokenSettingsColumns(settings), id), mapTokenRow),

    async reserve(reservation) {
      try {
        return await groupCommit.run(reserve, reservation);
      } catch (error) {
        if (error instanceof Rejection) return error.result;
        throw error;
      }
    },
    // Settling happens after the answer went out: it waits for the end of the turn and shares its commit.
    settle: (input) => groupCommit.defer(settle, input),
    release: async (id) => release.immediate(id),
    shrinkHold: async (id, amount) => shrinkHold.immediate(id, amount),
    renewReservation: async (id, expiresAt) => sql.renewReservation.run(expiresAt, id).changes > 0,
    sweepExpired: async (now) => sweep.immediate(now),
    listHeldReservations: async ({ accountId }) => sql.listHeld.all(accountId ?? null, accountId ?? null).map(mapReservationRow),
    async getQuotaUsage(tokenId, window) {
      const row = sql.getQuota.get(tokenId, window);
      return { spent: Number(row?.spent ?? 0), reserved: Number(row?.reserved ?? 0) };
    },

    ...createSqliteRequestRecords(db),
    async listLedger(filter) {
      const where = buildUsageWhere(filter, () => '?');
      const limit = filter.limit === undefined ? '' : ` LIMIT ${Math.max(0, Math.floor(filter.limit))}`;
      const rows = db.prepare<unknown[], Row>(`SELECT * FROM (SELECT * FROM ledger ${where.sql} ORDER BY seq DESC${limit}) ORDER BY seq`).all(...where.params);
      return rows.map(mapLedgerRow);
    },
    async usageRows(filter) {
      const where = buildUsageWhere(filter, () => '?');
      return db.prepare<unknown[], Row>(`SELECT account_id, token_id, model_id, COUNT(*) AS requests, SUM(input_tokens) AS input_tokens,
        SUM(cached_input_tokens) AS cached_input_tokens, SUM(cache_write_input_tokens) AS cache_write_input_tokens,
        SUM(output_tokens) AS output_tokens, SUM(cost) AS cost FROM ledger ${where.sql}
        GROUP BY account_id, token_id, model_id`).all(...where.params).map(mapUsageRow);
    },
    async usageSeriesRows(filter, bucketMs, groupBy, limit) {
      const query = buildUsageSeriesQuery(filter, { bucketMs, groupBy, limit }, () => '?');
      return db.prepare<unknown[], Row>(query.sql).all(...query.params).map(mapUsageSeriesRow);
    },
    async close() {
      if (!db.open) return;
      groupCommit.flush();
      await checkpointer?.close();
      db.close();
    },
  };
  // Admissions and settlements run in the group commit; everything else waits for another process's lock in SQLite.
  return restoreLockWaitFirst(store, groupCommit.restoreLockWait, ['reserve', 'settle']);
}
