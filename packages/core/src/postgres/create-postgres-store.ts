import type { Pool, PoolClient } from 'pg';
import type { Account } from '../account.js';
import { buildLedgerEntry } from '../build-ledger-entry.js';
import { buildUsageSeriesQuery } from '../build-usage-series-query.js';
import { buildUsageWhere } from '../build-usage-where.js';
import { CoreError } from '../core-error.js';
import type { LedgerEntry } from '../ledger-entry.js';
import {
  LEDGER_COLUMN_COUNT, LEDGER_COLUMN_NAMES, TOKEN_COLUMN_NAMES, ledgerColumns, mapAccountRow, mapBalanceAdjustmentRow, mapLedgerRow, mapReservationRow, mapTokenRecordRow,
  mapTokenRow, mapTopUpRow, mapUsageRow, mapUsageSeriesRow, tokenColumns, tokenSettingsColumns, type Row,
} from '../map-sql-rows.js';
import { planBalanceAdjustment } from '../plan-balance-adjustment.js';
import { planSettlement } from '../plan-settlement.js';
import type { Store } from '../store.js';
import { migratePostgres, quoteIdentifier } from './migrate-postgres.js';
import { createPostgresRequestRecords } from './create-postgres-request-records.js';
import { createGroupCall } from '../create-group-call.js';
import { ACCOUNT_AUTH_RECORDS_SELECT, HOT_STATEMENTS, type NamedStatement } from './hot-statements.js';
import { AUTH_CHANGES_CHANNEL } from './auth-changes-channel.js';
import { watchPostgresAuthChanges } from './watch-postgres-auth-changes.js';

export type PostgresStoreOptions = {
  connectionString: string;
  /** Schema holding the tables (created if missing); default `modelgate`. */
  schema?: string;
  /** Pool size (default 10). */
  maxConnections?: number;
  /** Told when an idle pooled connection fails (e.g. the server restarted); the pool replaces it. Log it. */
  onError?: (error: unknown) => void;
};

type Client = PoolClient;


const mapAuthRecordRow = (row: Row) => ({
  token: mapTokenRecordRow(row),
  account: mapAccountRow({ id: row.a_id, name: row.a_name, status: row.a_status, balance: row.a_balance, reserved: row.a_reserved, created_at: row.a_created_at }),
});

const SWEEP_BATCH = 1_000;
/** How long a pooled connection may sit idle before it is closed. */
const IDLE_CONNECTION_MS = 2 * 60_000;
/** Settlements from leases written in one transaction at most. */
const SETTLE_BATCH = 256;
/** How long the auth changes' connection waits before it tries again, once lost or refused. */
const AUTH_CHANGES_RETRY_MS = 1_000;
/** How often the auth changes' listener checks that a notification reaches it, and how long it waits for one. */
const AUTH_CHANGES_CHECK_EVERY_MS = 10_000;
const AUTH_CHANGES_CHECK_WITHIN_MS = 2_000;

const isUniqueViolation = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === '23505';
const placeholders = (count: number): string => Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ');

/**
 * The store for several gateway instances: PostgreSQL with conditional updates under row locks taken in one
 * order everywhere (reservation → quota row → account), so concurrent admissions never overspend and never deadlock.
 */
export function createPostgresStore(options: PostgresStoreOptions): Store {
  const schema = options.schema ?? 'modelgate';
  // `pg` is loaded here, not at import time: a gateway on SQLite never pays its ~15 MiB. Every call awaits `ready`.
  const loaded = import('pg').then(({ default: pg }) => {
    const created = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      // pg's pool closes a connection idle for 10 s, so the first burst after a quiet spell of seconds opened new
      // backends, each connecting, preparing the hot statements and planning the functions' statements again on that
      // burst's first requests. Kept for two minutes idle instead: under the idle timeouts of the usual NATs and load
      // balancers (4 to 6 minutes), which would drop a connection kept longer unseen. One that fails leaves at once.
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      options: `-c search_path=${quoteIdentifier(schema)}`,
    });
    // Without a listener, an idle client's error would be an unhandled 'error' event and end the process.
    created.on('error', (error) => options.onError?.(error));
    return created;
  });
  const ready: Promise<Pool> = loaded.then(async (created) => {
    await migratePostgres(created, schema);
    return created;
  });
  ready.catch(() => undefined);

  const query = async (sql: string | NamedStatement, params: unknown[] = []): Promise<Row[]> => {
    const pool = await ready;
    return (await pool.query<Row>(typeof sql === 'string' ? { text: sql, values: params } : { ...sql, values: params })).rows;
  };
  const first = async <T>(sql: string | NamedStatement, params: unknown[], map: (row: Row) => T): Promise<T | null> => {
    const [row] = await query(sql, params);
    return row === undefined ? null : map(row);
  };
  const transaction = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    const pool = await ready;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
  const rows = async (client: Client, sql: string, params: unknown[]): Promise<Row[]> => (await client.query<Row>(sql, params)).rows;

  const returnHold = async (client: Client, id: string): Promise<boolean> => {
    const [row] = await rows(client, 'DELETE FROM reservations WHERE id = $1 RETURNING *', [id]);
    if (row === undefined) return false;
    const reservation = mapReservationRow(row);
    if (reservation.quotaWindow !== null) {
      await client.query('UPDATE quota_usage SET reserved = reserved - $1 WHERE token_id = $2 AND quota_window = $3', [reservation.hold, reservation.tokenId, reservation.quotaWindow]);
    }
    await client.query('UPDATE accounts SET reserved = reserved - $1 WHERE id = $2', [reservation.hold, reservation.accountId]);
    return true;
  };

  /** A charge beyond what is held: lock and read what the quota and balance have left. */
  const planLateOrOverCharge = async (client: Client, reservation: Parameters<Store['reserve']>[0], hold: number, ratedCost: number): Promise<number> => {
    let quota: { limit: number; spent: number; reserved: number } | null = null;
    if (reservation.quotaWindow !== null && reservation.quotaLimit !== null) {
      await client.query('INSERT INTO quota_usage (token_id, quota_window) VALUES ($1, $2) ON CONFLICT DO NOTHING', [reservation.tokenId, reservation.quotaWindow]);
      const [row] = await rows(client, 'SELECT spent, reserved FROM quota_usage WHERE token_id = $1 AND quota_window = $2 FOR UPDATE', [reservation.tokenId, reservation.quotaWindow]);
      quota = { limit: reservation.quotaLimit, spent: Number(row?.spent ?? 0), reserved: Number(row?.reserved ?? 0) };
    }
    const [accountRow] = await rows(client, 'SELECT * FROM accounts WHERE id = $1 FOR UPDATE', [reservation.accountId]);
    if (accountRow === undefined) throw new CoreError({ code: 'not_found', message: `no account ${reservation.accountId}` });
    const account = mapAccountRow(accountRow);
    return planSettlement({ hold, ratedCost, balance: account.balance, reserved: account.reserved, quota });
  };

  /** Gives back what a locked lease (`held`) still holds of one request's part; the lease goes when nothing is left. */
  const takeFromLease = async (client: Client, leaseId: string, held: number, part: number): Promise<number> => {
    const taken = Math.min(held, part);
    if (taken === held) await client.query('DELETE FROM reservations WHERE id = $1', [leaseId]);
    else await client.query('UPDATE reservations SET hold = hold - $1 WHERE id = $2', [taken, leaseId]);
    return taken;
  };

  const settleIn = async (client: Client, input: Parameters<Store['settle']>[0]): Promise<LedgerEntry> => {
    const { reservation, ratedCost } = input;
    const { leaseId } = reservation;
    let hold: number;
    if (leaseId === undefined) {
      // Deletes (so locks) the reservation row first (the lock order everywhere: reservation → quota row → account), so
      // a second settlement of the same reservation waits here and then finds the ledger entry.
      const [stored] = await rows(client, 'DELETE FROM reservations WHERE id = $1 RETURNING hold', [reservation.id]);
      if (stored === undefined) {
        const [existing] = await rows(client, 'SELECT * FROM ledger WHERE reservation_id = $1', [reservation.id]);
        if (existing !== undefined) return mapLedgerRow(existing);
      }
      hold = stored === undefined ? 0 : Number(stored.hold);
    } else {
      // The lease's lock first, then the entry: a second settlement of the same request waits, then finds it.
      const [lease] = await rows(client, 'SELECT hold FROM reservations WHERE id = $1 FOR UPDATE', [leaseId]);
      const [existing] = await rows(client, 'SELECT * FROM ledger WHERE reservation_id = $1', [reservation.id]);
      if (existing !== undefined) return mapLedgerRow(existing);
      hold = lease === undefined ? 0 : await takeFromLease(client, leaseId, Number(lease.hold), reservation.hold);
    }
    // The usual case, a real cost within the hold, needs no reads: the hold was already checked against both caps.
    const cost = ratedCost <= hold ? ratedCost : await planLateOrOverCharge(client, reservation, hold, ratedCost);
    if (reservation.quotaWindow !== null) {
      await client.query('UPDATE quota_usage SET spent = spent + $1, reserved = reserved - $2 WHERE token_id = $3 AND quota_window = $4', [cost, hold, reservation.tokenId, reservation.quotaWindow]);
    }
    await client.query('UPDATE accounts SET balance = balance - $1, reserved = reserved - $2 WHERE id = $3', [cost, hold, reservation.accountId]);
    const entry = buildLedgerEntry(input, cost);
    await client.query(`INSERT INTO ledger (${LEDGER_COLUMN_NAMES}) VALUES (${placeholders(LEDGER_COLUMN_COUNT)})`, ledgerColumns(entry));
    return entry;
  };

  /**
   * Settlements from account leases (no quota window), group-committed: the ones that arrive while a batch is being
   * written go together in the next, one statement and one commit for all, in account order (so two instances' batches
   * lock accounts in the same order). Each answers as `modelgate_settle_from_lease` would; a settlement is not
   * reported before the transaction holding it has committed.
   */
  const leaseSettlements = createGroupCall<unknown[], boolean>(async (calls) => {
    const sorted = calls.map((fields, index) => ({ fields, index })).sort((left, right) => {
      const [leftAccount, rightAccount] = [String(left.fields[8]), String(right.fields[8])];
      return leftAccount < rightAccount ? -1 : leftAccount > rightAccount ? 1 : left.index - right.index;
    });
    const columns = Array.from({ length: 17 }, (_, column) => sorted.map((call) => call.fields[column]));
    const [row] = await query(HOT_STATEMENTS.settleFromLeases, columns);
    const settled = Array.isArray(row?.settled) ? (row.settled as unknown[]) : [];
    const answers: boolean[] = new Array<boolean>(calls.length).fill(false);
    sorted.forEach((call, position) => {
      answers[call.index] = settled[position] === true;
    });
    return answers;
  }, SETTLE_BATCH);

  return {
    kind: 'postgres',
    async insertAccount(account, initialTopUp) {
      try {
        await transaction(async (client) => {
          await client.query('INSERT INTO accounts (id, name, status, balance, reserved, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
            [account.id, account.name, account.status, account.balance, account.reserved, account.createdAt]);
          if (initialTopUp !== null) {
            await client.query('INSERT INTO top_ups (id, account_id, amount, note, created_at) VALUES ($1, $2, $3, $4, $5)',
              [initialTopUp.id, initialTopUp.accountId, initialTopUp.amount, initialTopUp.note, initialTopUp.createdAt]);
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new CoreError({ code: 'conflict', message: `an account named ${account.name} exists`, cause: error });
        throw error;
      }
      return { ...account };
    },
    getAccount: (id) => first('SELECT * FROM accounts WHERE id = $1', [id], mapAccountRow),
    findAccountByName: (name) => first('SELECT * FROM accounts WHERE name = $1', [name], mapAccountRow),
    listAccounts: async () => (await query('SELECT * FROM accounts ORDER BY seq')).map(mapAccountRow),
    setAccountStatus: (id, status) => first('UPDATE accounts SET status = $1 WHERE id = $2 RETURNING *', [status, id], mapAccountRow),
    topUp: (input) =>
      transaction(async (client): Promise<Account | null> => {
        const [row] = await rows(client, 'UPDATE accounts SET balance = balance + $1 WHERE id = $2 RETURNING *', [input.amount, input.accountId]);
        if (row === undefined) return null;
        await client.query('INSERT INTO top_ups (id, account_id, amount, note, created_at) VALUES ($1, $2, $3, $4, $5)',
          [input.id, input.accountId, input.amount, input.note, input.createdAt]);
        return mapAccountRow(row);
      }),
    listTopUps: async (accountId) =>
      (await query('SELECT * FROM top_ups WHERE ($1::text IS NULL OR account_id = $1) ORDER BY seq', [accountId ?? null])).map(mapTopUpRow),
    adjustBalance: (input) =>
      transaction(async (client) => {
        const [current] = await rows(client, 'SELECT * FROM accounts WHERE id = $1 FOR UPDATE', [input.accountId]);
        if (current === undefined) return null;
        const adjustment = planBalanceAdjustment(mapAccountRow(current), input);
        const [row] = await rows(client, 'UPDATE accounts SET balance = $1 WHERE id = $2 RETURNING *', [adjustment.balanceAfter, input.accountId]);
        if (row === undefined) return null;
        await client.query('INSERT INTO balance_adjustments (id, account_id, amount, balance_after, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [adjustment.id, adjustment.accountId, adjustment.amount, adjustment.balanceAfter, adjustment.reason, adjustment.createdAt]);
        return { account: mapAccountRow(row), adjustment };
      }),
    listBalanceAdjustments: async (accountId) =>
      (await query('SELECT * FROM balance_adjustments WHERE ($1::text IS NULL OR account_id = $1) ORDER BY seq', [accountId ?? null])).map(mapBalanceAdjustmentRow),

    async insertToken(token) {
      try {
        await query(`INSERT INTO tokens (${TOKEN_COLUMN_NAMES}) VALUES (${placeholders(15)})`, tokenColumns(token));
      } catch (error) {
        if (isUniqueViolation(error)) throw new CoreError({ code: 'conflict', message: 'token prefix collision', cause: error });
        throw error;
      }
    },
    findAuthRecord: (prefix) => first(HOT_STATEMENTS.findAuthRecord, [prefix], mapAuthRecordRow),
    findAuthRecords: async (prefixes) => (await query(HOT_STATEMENTS.findAuthRecords, [[...new Set(prefixes)]])).map(mapAuthRecordRow),
    findAuthRecordsOfAccount: async (prefix, limit, afterPrefix) =>
      (
        await query(
          ACCOUNT_AUTH_RECORDS_SELECT,
          [prefix, afterPrefix, Math.max(0, Math.floor(limit))],
        )
      ).map(mapAuthRecordRow),
    getToken: (id) => first('SELECT * FROM tokens WHERE id = $1', [id], mapTokenRow),
    listTokens: async ({ accountId }) =>
      (await query('SELECT * FROM tokens WHERE ($1::text IS NULL OR account_id = $1) ORDER BY seq', [accountId ?? null])).map(mapTokenRow),
    updateToken: (id, settings) =>
      first(
        `UPDATE tokens SET name = $1, expires_at = $2, visible_model_ids = $3, quota_limit = $4, quota_period = $5,
           requests_per_minute = $6, tokens_per_minute = $7, concurrent_requests = $8 WHERE id = $9 RETURNING *`,
        [...tokenSettingsColumns(settings), id],
        mapTokenRow,
      ),
    revokeToken: (id, now) =>
      first(`UPDATE tokens SET status = 'revoked', revoked_at = COALESCE(revoked_at, $1) WHERE id = $2 RETURNING *`, [now, id], mapTokenRow),

    async reserve(reservation) {
      const [row] = await query(HOT_STATEMENTS.reserve, [
        reservation.id, reservation.requestId, reservation.tokenId, reservation.accountId, reservation.modelId, reservation.hold,
        reservation.quotaWindow, reservation.quotaLimit, reservation.createdAt, reservation.expiresAt,
      ]);
      const available = Number(row?.available ?? 0);
      switch (row?.outcome) {
        case 'ok':
          return { ok: true, available };
        case 'token_not_active':
          return { ok: false, limit: 'token_quota', available: 0, reason: 'token_not_active' };
        case 'quota_insufficient':
          return { ok: false, limit: 'token_quota', available, reason: 'insufficient' };
        case 'account_not_active':
          return { ok: false, limit: 'account_balance', available: 0, reason: 'account_not_active' };
        case 'balance_insufficient':
          return { ok: false, limit: 'account_balance', available, reason: 'insufficient' };
        default:
          throw new Error(`unexpected outcome from modelgate_reserve: ${String(row?.outcome)}`);
      }
    },
    async settle(input) {
      const { reservation, usage, ratedCost, ledgerId, now } = input;
      const ledgerFields = [
        ledgerId, reservation.requestId, now, reservation.tokenId, reservation.accountId, reservation.modelId,
        usage.inputTokens, usage.cachedInputTokens, usage.cacheWriteInputTokens, usage.outputTokens, ratedCost, usage.status,
        usage.estimated ?? 'none',
      ];
      // One round trip in the usual case (shared with other settlements from account leases); anything else (already
      // settled, expired, over the hold, a batch that failed) takes the transaction below.
      let settled: boolean;
      if (reservation.leaseId === undefined) {
        const [row] = await query(HOT_STATEMENTS.settleWithinHold, [
          reservation.id, ratedCost, ...ledgerFields,
        ]);
        settled = row?.settled === true;
      } else if (reservation.quotaWindow === null) {
        // A batch of quota leases would lock a quota row, an account, then another quota row, which an admission can hold
        // while it waits for that account: only leases without a quota are grouped.
        settled = await leaseSettlements.call([reservation.leaseId, reservation.id, reservation.hold, ratedCost, ...ledgerFields]).catch(() => false);
      } else {
        const [row] = await query(HOT_STATEMENTS.settleFromLease, [
          reservation.leaseId, reservation.id, reservation.hold, ratedCost, ...ledgerFields,
        ]);
        settled = row?.settled === true;
      }
      if (settled) return buildLedgerEntry(input, ratedCost);
      try {
        return await transaction((client) => settleIn(client, input));
      } catch (error) {
        // Two settlements of a reservation this store never held raced; the other one wrote the entry.
        const existing = isUniqueViolation(error) ? await first('SELECT * FROM ledger WHERE reservation_id = $1', [input.reservation.id], mapLedgerRow) : null;
        if (existing !== null) return existing;
        throw error;
      }
    },
    release: (id) => transaction((client) => returnHold(client, id)),
    async shrinkHold(id, amount) {
      // One statement: the account's row is locked for it alone, not across a transaction's round trips.
      const [row] = await query(HOT_STATEMENTS.shrinkHold, [id, amount]);
      return Number(row?.returned ?? 0);
    },
    async renewReservation(id, expiresAt) {
      const pool = await ready;
      return ((await pool.query({ ...HOT_STATEMENTS.renewReservation, values: [expiresAt, id] })).rowCount ?? 0) > 0;
    },
    async sweepExpired(now) {
      // Batches of a thousand, one statement each, until a batch comes back short (bounded).
      let count = 0;
      for (let batch = 0; batch < 100; batch += 1) {
        const [row] = await query('SELECT modelgate_sweep($1, $2) AS swept', [now, SWEEP_BATCH]);
        const swept = Number(row?.swept ?? 0);
        count += swept;
        if (swept < SWEEP_BATCH) break;
      }
      return count;
    },
    listHeldReservations: async ({ accountId }) =>
      (await query('SELECT * FROM reservations WHERE ($1::text IS NULL OR account_id = $1) ORDER BY created_at', [accountId ?? null])).map(mapReservationRow),
    async getQuotaUsage(tokenId, window) {
      const [row] = await query('SELECT spent, reserved FROM quota_usage WHERE token_id = $1 AND quota_window = $2', [tokenId, window]);
      return { spent: Number(row?.spent ?? 0), reserved: Number(row?.reserved ?? 0) };
    },

    ...createPostgresRequestRecords(query),
    async listLedger(filter) {
      const where = buildUsageWhere(filter, (position) => `$${position}`);
      const limit = filter.limit === undefined ? '' : ` LIMIT ${Math.max(0, Math.floor(filter.limit))}`;
      const found = await query(`SELECT * FROM (SELECT * FROM ledger ${where.sql} ORDER BY seq DESC${limit}) recent ORDER BY seq`, where.params);
      return found.map(mapLedgerRow);
    },
    async usageRows(filter) {
      const where = buildUsageWhere(filter, (position) => `$${position}`);
      const found = await query(
        `SELECT account_id, token_id, model_id, COUNT(*) AS requests, SUM(input_tokens) AS input_tokens,
           SUM(cached_input_tokens) AS cached_input_tokens, SUM(cache_write_input_tokens) AS cache_write_input_tokens,
           SUM(output_tokens) AS output_tokens, SUM(cost) AS cost FROM ledger ${where.sql} GROUP BY account_id, token_id, model_id`,
        where.params,
      );
      return found.map(mapUsageRow);
    },
    async usageSeriesRows(filter, bucketMs, groupBy, limit) {
      const series = buildUsageSeriesQuery(filter, { bucketMs, groupBy, limit }, (position) => `$${position}`);
      return (await query(series.sql, series.params)).map(mapUsageSeriesRow);
    },
    watchAuthChanges(watcher) {
      let closed = false;
      // After the migrations: the triggers that announce the changes exist from then on.
      const watch = ready.then(
        () => closed ? undefined : watchPostgresAuthChanges({
          connectionString: options.connectionString, schema, watcher, retryMs: AUTH_CHANGES_RETRY_MS, onError: options.onError,
          sendCheck: (payload) => query('SELECT pg_notify($1, $2)', [AUTH_CHANGES_CHANNEL, payload]),
          checkEveryMs: AUTH_CHANGES_CHECK_EVERY_MS, checkWithinMs: AUTH_CHANGES_CHECK_WITHIN_MS,
        }),
        () => undefined,
      );
      return {
        async close() {
          closed = true;
          await (await watch)?.close();
        },
      };
    },
    async close() {
      await leaseSettlements.idle();
      await ready.catch(() => undefined);
      // The pool exists unless `pg` itself failed to load.
      const pool = await loaded.catch(() => undefined);
      await pool?.end();
    },
  };
}
