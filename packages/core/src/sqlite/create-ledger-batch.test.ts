import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../ledger-entry.js';
import { migrateSqlite } from './migrate-sqlite.js';
import { createLedgerBatch } from './create-ledger-batch.js';
import { createGroupCommit } from './create-group-commit.js';

const entry = (reservationId: string): LedgerEntry => ({
  id: `l-${reservationId}`, reservationId, requestId: `q-${reservationId}`, createdAt: 1_000, tokenId: 't', accountId: 'a',
  modelId: 'm', inputTokens: 10, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 5, cost: 7, ratedCost: 7,
  status: 'ok', estimated: 'none', quotaWindow: null,
});

/** The store's schema in memory, and the INSERT statements run since the last call, by their number of rows. */
function open() {
  const statements: string[] = [];
  const db = new Database(':memory:', { verbose: (sql) => statements.push(String(sql)) });
  migrateSqlite(db);
  statements.length = 0;
  const inserted = () => statements.splice(0).filter((sql) => /^INSERT (OR FAIL )?INTO ledger/.test(sql)).map((sql) => sql.split('), (').length);
  const ledger = () => db.prepare('SELECT reservation_id FROM ledger ORDER BY seq').pluck().all();
  return { db, inserted, ledger };
}

describe('createLedgerBatch', () => {
  it('inserts at once outside a run, and tells a repeat by its reservation', () => {
    const { db, inserted, ledger } = open();
    const batch = createLedgerBatch(db);
    expect(batch.insertIfNew(entry('r1'))).toBe(true);
    expect(batch.insertIfNew(entry('r2'))).toBe(true);
    expect(batch.insertIfNew({ ...entry('r1'), id: 'other' })).toBe(false);
    expect(inserted()).toEqual([1, 1, 1]);
    expect(ledger()).toEqual(['r1', 'r2']);
  });

  it('writes a run\'s entries as one INSERT of many rows, in order, when asked and at its end', () => {
    const { db, inserted, ledger } = open();
    const batch = createLedgerBatch(db);
    batch.begin();
    for (const id of ['r1', 'r2', 'r3']) expect(batch.insertIfNew(entry(id))).toBe(true);
    expect(inserted()).toEqual([]);
    batch.write(); // as before a read of the ledger
    expect(inserted()).toEqual([3]);
    for (let index = 4; index <= 40; index += 1) batch.insertIfNew(entry(`r${index}`));
    batch.end();
    expect(inserted()).toEqual([32, 5]);
    expect(ledger()).toEqual(Array.from({ length: 40 }, (_, index) => `r${index + 1}`));
    batch.insertIfNew(entry('r41')); // after the run: at once again
    expect(inserted()).toEqual([1]);
  });

  it('throws when a run repeats an entry of the ledger or of itself, and its transaction\'s rollback undoes the run', () => {
    const { db, ledger } = open();
    const batch = createLedgerBatch(db);
    batch.insertIfNew(entry('r1'));
    // As in the group commit: a run inside a transaction, which the throw rolls back.
    const inTransaction = (run: () => void) => db.transaction(run)();
    expect(() => inTransaction(() => {
      batch.begin();
      batch.insertIfNew(entry('r2'));
      batch.insertIfNew(entry('r1'));
      batch.end();
    })).toThrow(/UNIQUE/);
    batch.discard();
    expect(() => inTransaction(() => {
      batch.begin();
      batch.insertIfNew(entry('r3'));
      batch.insertIfNew(entry('r3'));
      batch.write();
    })).toThrow(/UNIQUE/);
    batch.discard();
    expect(db.inTransaction).toBe(false);
    expect(ledger()).toEqual(['r1']);
  });

  it('leaves the rows before a repeat until the caller rolls back: a run needs the caller\'s transaction', () => {
    const { db, ledger } = open();
    const batch = createLedgerBatch(db);
    db.exec('BEGIN');
    batch.begin();
    batch.insertIfNew(entry('r2'));
    batch.insertIfNew(entry('r2'));
    expect(() => batch.end()).toThrow(/UNIQUE/);
    // INSERT OR FAIL: the statement keeps what it wrote before the refused row (no statement journal to undo it).
    expect(ledger()).toEqual(['r2']);
    db.exec('ROLLBACK');
    expect(ledger()).toEqual([]);
  });

  it('forgets a run\'s entries when its transaction is rolled back, and inserts at once after', () => {
    const { db, inserted, ledger } = open();
    const batch = createLedgerBatch(db);
    batch.begin();
    batch.insertIfNew(entry('r1'));
    batch.discard();
    batch.write();
    expect(inserted()).toEqual([]);
    batch.insertIfNew(entry('r2'));
    expect(inserted()).toEqual([1]);
    expect(ledger()).toEqual(['r2']);
  });

  it('in a group commit, a run that repeats an entry leaves none of its rows: the group runs again one by one', async () => {
    const { db, inserted, ledger } = open();
    const batch = createLedgerBatch(db);
    const group = createGroupCommit(db, {
      bareWrites: { begin: batch.begin, end: batch.end },
      afterRollback: batch.discard,
    });
    batch.insertIfNew(entry('r1'));
    inserted();
    // 40 entries, so two INSERTs; the repeat of r3 is in the second, after 32 rows the first one wrote.
    const ids = Array.from({ length: 40 }, (_, index) => `r${index + 2}`);
    ids.splice(35, 0, 'r3');
    const answers = await Promise.all(ids.map((id, index) => group.defer(batch.insertIfNew, { ...entry(id), id: `e${index}` })));
    // The first try: one INSERT of 32 rows and one of 9 that throws; then each entry at once, the repeat seen as one.
    expect(inserted()).toEqual([32, 9, ...ids.map(() => 1)]);
    expect(answers).toEqual(ids.map((id, index) => !(id === 'r3' && index === 35)));
    expect(ledger()).toEqual(['r1', ...ids.filter((_, index) => index !== 35)]);
    expect(db.prepare("SELECT id FROM ledger WHERE reservation_id = 'r3'").pluck().get()).toBe('e1');
    db.close();
  });
});
