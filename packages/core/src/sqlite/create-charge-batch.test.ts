import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createChargeBatch } from './create-charge-batch.js';

/** A database with two accounts and a quota window, and the tables each UPDATE run since the last call went to. */
function open() {
  const statements: string[] = [];
  const db = new Database(':memory:', { verbose: (sql) => statements.push(String(sql)) });
  db.exec(`CREATE TABLE accounts (id TEXT PRIMARY KEY, balance INTEGER NOT NULL, reserved INTEGER NOT NULL);
    CREATE TABLE quota_usage (token_id TEXT, quota_window TEXT, spent INTEGER NOT NULL, reserved INTEGER NOT NULL,
      PRIMARY KEY (token_id, quota_window));
    INSERT INTO accounts VALUES ('a', 1000, 100), ('b', 1000, 100);
    INSERT INTO quota_usage VALUES ('t', 'lifetime', 0, 100);`);
  const updated = () => statements.splice(0).filter((sql) => sql.startsWith('UPDATE')).map((sql) => sql.split(' ')[1]);
  const rows = () => [
    ...db.prepare('SELECT balance, reserved FROM accounts ORDER BY id').raw().all(),
    ...db.prepare('SELECT spent, reserved FROM quota_usage').raw().all(),
  ];
  const charge = {
    chargeAccount: db.prepare('UPDATE accounts SET balance = balance - ?, reserved = reserved - ? WHERE id = ?'),
    chargeQuota: db.prepare('UPDATE quota_usage SET spent = spent + ?, reserved = reserved - ? WHERE token_id = ? AND quota_window = ?'),
  };
  return { db, charge, updated, rows };
}

describe('createChargeBatch', () => {
  it('charges at once outside a run', () => {
    const { charge, updated, rows } = open();
    const charges = createChargeBatch(charge);
    charges.charge('a', 't', 'lifetime', 7, 10);
    charges.charge('b', 't', null, 5, 10);
    expect(updated()).toEqual(['accounts', 'quota_usage', 'accounts']);
    expect(rows()).toEqual([[993, 90], [995, 90], [7, 90]]);
  });

  it('sums a run\'s charges per account and quota window, writes them when asked and at its end, to the same rows', () => {
    const { charge, updated, rows } = open();
    const charges = createChargeBatch(charge);
    charges.begin();
    charges.charge('a', 't', 'lifetime', 7, 10);
    charges.charge('a', 't', 'lifetime', 3, 10);
    charges.charge('b', 't', null, 5, 10);
    expect(updated()).toEqual([]);
    charges.write(); // as before a read of an account
    expect(updated()).toEqual(['accounts', 'accounts', 'quota_usage']);
    expect(rows()).toEqual([[990, 80], [995, 90], [10, 80]]);
    charges.charge('a', 't', 'lifetime', 1, 2);
    charges.charge('a', 't', 'lifetime', 1, 2);
    charges.end();
    expect(updated()).toEqual(['accounts', 'quota_usage']);
    expect(rows()).toEqual([[988, 76], [995, 90], [12, 76]]);
    charges.charge('b', 't', null, 1, 1); // after the run: at once again
    expect(updated()).toEqual(['accounts']);
  });

  it('forgets a run\'s charges when its transaction is rolled back, and charges at once after', () => {
    const { charge, updated, rows } = open();
    const charges = createChargeBatch(charge);
    charges.begin();
    charges.charge('a', 't', 'lifetime', 7, 10);
    charges.discard();
    charges.write();
    expect(updated()).toEqual([]);
    charges.charge('b', 't', null, 5, 10);
    expect(updated()).toEqual(['accounts']);
    expect(rows()).toEqual([[1000, 100], [995, 90], [0, 100]]);
  });
});
