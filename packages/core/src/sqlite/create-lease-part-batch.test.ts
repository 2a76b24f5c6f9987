import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createLeasePartBatch } from './create-lease-part-batch.js';

/** Two leases' rows, the statements the store prepares on them, and the reservation statements run since the last call. */
function open() {
  const statements: string[] = [];
  const db = new Database(':memory:', { verbose: (sql) => statements.push(String(sql)) });
  db.exec(`CREATE TABLE reservations (id TEXT PRIMARY KEY, hold INTEGER NOT NULL CHECK (hold >= 0)) WITHOUT ROWID;
    INSERT INTO reservations VALUES ('x', 100), ('y', 30);`);
  statements.length = 0;
  // The statements of the batch (not this test's own reads of the holds).
  const ran = () => statements.splice(0).filter((sql) => !sql.includes('ORDER BY')).map((sql) => sql.split(' ')[0]);
  const holds = () => db.prepare('SELECT hold FROM reservations ORDER BY id').pluck().all();
  const lease = {
    takePart: db.prepare('UPDATE reservations SET hold = hold - ? WHERE id = ? AND hold > ?'),
    heldBy: db.prepare<unknown[], number>('SELECT hold FROM reservations WHERE id = ?').pluck(),
    reduceHold: db.prepare('UPDATE reservations SET hold = hold - ? WHERE id = ?'),
  };
  return { lease, ran, holds };
}

describe('createLeasePartBatch', () => {
  it('takes at once outside a run, only from a lease holding more than the part', () => {
    const { lease, ran, holds } = open();
    const parts = createLeasePartBatch(lease);
    expect(parts.take('x', 40)).toBe(true);
    expect(parts.take('y', 30)).toBe(false);
    expect(parts.take('gone', 1)).toBe(false);
    expect(ran()).toEqual(['UPDATE', 'UPDATE', 'UPDATE']);
    expect(holds()).toEqual([60, 30]);
  });

  it('reads each lease once in a run and writes its parts\' sum, deciding each part as one by one would', () => {
    const { lease, ran, holds } = open();
    const parts = createLeasePartBatch(lease);
    parts.begin();
    // x holds 100: 40 and 40 are taken, then 20 is not (20 left is not more than 20), 19 is.
    expect([40, 40, 20, 19].map((part) => parts.take('x', part))).toEqual([true, true, false, true]);
    expect([10, 20].map((part) => parts.take('y', part))).toEqual([true, false]);
    expect(parts.take('gone', 1)).toBe(false);
    expect(ran()).toEqual(['SELECT', 'SELECT', 'SELECT']);
    parts.write(); // as before another statement on reservations
    expect(ran()).toEqual(['UPDATE', 'UPDATE']);
    expect(holds()).toEqual([1, 20]);
    expect(parts.take('x', 1)).toBe(false); // read again after the write: 1 left
    expect(parts.take('y', 5)).toBe(true);
    parts.end();
    expect(ran()).toEqual(['SELECT', 'SELECT', 'UPDATE']);
    expect(holds()).toEqual([1, 15]);
    parts.take('y', 5); // after the run: at once again
    expect(ran()).toEqual(['UPDATE']);
  });

  it('forgets a run\'s parts when its transaction is rolled back, and takes at once after', () => {
    const { lease, ran, holds } = open();
    const parts = createLeasePartBatch(lease);
    parts.begin();
    parts.take('x', 10);
    parts.discard();
    parts.write();
    expect(ran()).toEqual(['SELECT']);
    parts.take('x', 10);
    expect(ran()).toEqual(['UPDATE']);
    expect(holds()).toEqual([90, 30]);
  });
});
