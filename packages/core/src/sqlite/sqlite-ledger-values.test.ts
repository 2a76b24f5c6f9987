import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry, SettleStatus, UsageEstimate } from '../ledger-entry.js';
import { LEDGER_COLUMN_NAMES, mapLedgerRow, type Row } from '../map-sql-rows.js';
import { createLedgerBatch } from './create-ledger-batch.js';
import { migrateSqlite } from './migrate-sqlite.js';
import { SQLITE_LEDGER_ROW, sqliteLedgerValues } from './sqlite-ledger-values.js';

const STATUSES: SettleStatus[] = ['ok', 'upstream_error', 'client_aborted', 'failed_mid_stream'];
const ESTIMATES: UsageEstimate[] = ['none', 'output', 'input_and_output'];

const entry = (index: number, status: SettleStatus, estimated: UsageEstimate): LedgerEntry => ({
  id: `led-${index}`, reservationId: `res-${index}`, requestId: `req-${index}`, createdAt: 1_000 + index, tokenId: 'tok', accountId: 'acct',
  modelId: 'model', inputTokens: 10, cachedInputTokens: 2, cacheWriteInputTokens: 1, outputTokens: 5, cost: 7, ratedCost: 8,
  status, estimated, quotaWindow: index % 2 === 0 ? null : '2026-11',
});

const every = STATUSES.flatMap((status, row) => ESTIMATES.map((estimated, column) => entry(row * ESTIMATES.length + column, status, estimated)));

function open() {
  const db = new Database(':memory:');
  migrateSqlite(db);
  const stored = () => db.prepare<[], Row>('SELECT * FROM ledger ORDER BY seq').all().map(mapLedgerRow);
  return { db, stored };
}

describe('the SQLite ledger row with its status and estimate bound as indexes', () => {
  it('stores every status and estimate as its text, one row a statement', () => {
    const { db, stored } = open();
    const insert = db.prepare(`INSERT INTO ledger (${LEDGER_COLUMN_NAMES}) VALUES ${SQLITE_LEDGER_ROW}`);
    for (const each of every) insert.run(...sqliteLedgerValues(each));
    expect(stored()).toEqual(every);
  });

  it('stores the same rows through a run of the ledger batch (one INSERT of many rows)', () => {
    const { db, stored } = open();
    const batch = createLedgerBatch(db);
    db.transaction(() => {
      batch.begin();
      for (const each of every) batch.insertIfNew(each);
      batch.end();
    })();
    expect(stored()).toEqual(every);
  });

  it('refuses a status or an estimate outside the lists, as the CHECKs did', () => {
    const { db } = open();
    const insert = db.prepare(`INSERT INTO ledger (${LEDGER_COLUMN_NAMES}) VALUES ${SQLITE_LEDGER_ROW}`);
    expect(() => insert.run(...sqliteLedgerValues({ ...entry(1, 'ok', 'none'), status: 'lost' as SettleStatus }))).toThrow(/NOT NULL/);
    expect(() => insert.run(...sqliteLedgerValues({ ...entry(2, 'ok', 'none'), estimated: 'all' as UsageEstimate }))).toThrow(/NOT NULL/);
    expect(db.prepare('SELECT COUNT(*) FROM ledger').pluck().get()).toBe(0);
  });
});
