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
    forgetExactHold: db.prepare('DELETE FROM reservations WHERE id = ? AND hold = ?'),
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

  it('reads no lease in a run: writes each lease\'s parts\' sum as one UPDATE taking it only from a hold larger than the sum', () => {
    const { lease, ran, holds } = open();
    const parts = createLeasePartBatch(lease);
    parts.begin();
    // Taken in memory, without a read: x gives 40, 40 and 19 (99 of its 100), y 10 (of 30).
    expect([40, 40, 19].map((part) => parts.take('x', part))).toEqual([true, true, true]);
    expect(parts.take('y', 10)).toBe(true);
    expect(ran()).toEqual([]);
    parts.write(); // as before another statement on reservations
    expect(ran()).toEqual(['UPDATE', 'UPDATE']);
    expect(holds()).toEqual([1, 20]);
    expect(parts.take('y', 5)).toBe(true);
    parts.end();
    expect(ran()).toEqual(['UPDATE']);
    expect(holds()).toEqual([1, 15]);
    parts.take('y', 5); // after the run: at once again
    expect(ran()).toEqual(['UPDATE']);
    expect(holds()).toEqual([1, 10]);
  });

  it('gives a run\'s last part the lease\'s rest when the lease holds exactly the run\'s sum, as one by one would', () => {
    const { lease, ran, holds } = open();
    const parts = createLeasePartBatch(lease);
    parts.begin();
    // One by one: 60 is taken, 40 then finds 40 left (not more), so the general path takes the rest and the row goes.
    expect([60, 40].map((part) => parts.take('x', part))).toEqual([true, true]);
    parts.end();
    expect(ran()).toEqual(['UPDATE', 'DELETE']);
    expect(holds()).toEqual([30]);
  });

  it('throws from write when a lease holds less than its run\'s sum, or is gone: one by one would have refused a part', () => {
    for (const [leaseId, taken] of [['x', [60, 41]], ['y', [31]], ['y', [30, 0]], ['gone', [1]]] as const) {
      const { lease, holds } = open();
      const parts = createLeasePartBatch(lease);
      parts.begin();
      for (const part of taken) expect(parts.take(leaseId, part)).toBe(true);
      expect(() => parts.end()).toThrow(/lease/);
      // Nothing of the refused lease was written (the group commit rolls the transaction back and runs it again).
      expect(holds()).toEqual([100, 30]);
      // What waited is gone: the next take is at once.
      expect(parts.take(leaseId, 1)).toBe(leaseId !== 'gone');
    }
  });

  it('forgets a run\'s parts when its transaction is rolled back, and takes at once after', () => {
    const { lease, ran, holds } = open();
    const parts = createLeasePartBatch(lease);
    parts.begin();
    parts.take('x', 10);
    parts.discard();
    parts.write();
    expect(ran()).toEqual([]);
    parts.take('x', 10);
    expect(ran()).toEqual(['UPDATE']);
    expect(holds()).toEqual([90, 30]);
  });
});
