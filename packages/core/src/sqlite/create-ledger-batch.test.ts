import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../ledger-entry.js';
import { migrateSqlite } from './migrate-sqlite.js';
import { createLedgerBatch } from './create-ledger-batch.js';

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
  const inserted = () => statements.splice(0).filter((sql) => sql.startsWith('INSERT INTO ledger')).map((sql) => sql.split('), (').length);
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

  it('throws when a run repeats an entry of the ledger or of itself, so that the group runs again one by one', () => {
    const { db, ledger } = open();
    const batch = createLedgerBatch(db);
    batch.insertIfNew(entry('r1'));
    batch.begin();
    batch.insertIfNew(entry('r2'));
    batch.insertIfNew(entry('r1'));
    expect(() => batch.end()).toThrow(/UNIQUE/);
    batch.begin();
    batch.insertIfNew(entry('r3'));
    batch.insertIfNew(entry('r3'));
    expect(() => batch.write()).toThrow(/UNIQUE/);
    batch.discard();
    expect(ledger()).toEqual(['r1']);
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
});
