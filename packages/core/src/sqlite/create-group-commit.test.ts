import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createGroupCommit } from './create-group-commit.js';

const folder = mkdtempSync(join(tmpdir(), 'modelgate-core-group-commit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function open(name: string) {
  const path = join(folder, `${name}.db`);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE items (id TEXT PRIMARY KEY, value INTEGER NOT NULL CHECK (value >= 0))');
  const insert = db.prepare('INSERT INTO items (id, value) VALUES (?, ?)');
  // Two statements, so a failure of the second must undo the first.
  const write = db.transaction((item: { id: string; value: number }) => {
    insert.run(`${item.id}-shadow`, 0);
    insert.run(item.id, item.value);
    return item.id;
  });
  return { db, path, write, ids: () => db.prepare('SELECT id FROM items ORDER BY id').pluck().all() };
}

describe('createGroupCommit', () => {
  it('commits the first write of a turn at once and the rest of the turn together, each undone alone when it throws', async () => {
    const { db, path, write, ids } = open('group');
    const group = createGroupCommit(db);
    const first = group.run(write, { id: 'a', value: 1 });
    // Committed before the turn ends: another connection sees it.
    const reader = new Database(path, { readonly: true });
    expect(reader.prepare('SELECT id FROM items').pluck().all()).toEqual(['a', 'a-shadow']);
    const rest = [
      group.run(write, { id: 'b', value: 2 }),
      group.run(write, { id: 'c', value: -1 }), // violates the CHECK: its shadow row goes too
      group.run(write, { id: 'd', value: 4 }),
    ];
    // Not committed until the end of the turn.
    expect(reader.prepare('SELECT id FROM items').pluck().all()).toEqual(['a', 'a-shadow']);
    const settled = await Promise.allSettled([first, ...rest]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(settled[2]).toMatchObject({ reason: expect.objectContaining({ code: 'SQLITE_CONSTRAINT_CHECK' }) });
    expect(ids()).toEqual(['a', 'a-shadow', 'b', 'b-shadow', 'd', 'd-shadow']);
    expect(reader.prepare('SELECT count(*) FROM items').pluck().get()).toBe(6);
    reader.close();
    db.close();
  });

  it('defers a write nobody waits on to the end of the turn, and a write after it in that turn joins the same group', async () => {
    const { db, path, write, ids } = open('defer');
    const group = createGroupCommit(db);
    const reader = new Database(path, { readonly: true });
    const deferred = group.defer(write, { id: 'a', value: 1 });
    const next = group.run(write, { id: 'b', value: 2 });
    // Neither committed before the turn ends: the deferred write took the turn's place of the write committed at once.
    expect(reader.prepare('SELECT count(*) FROM items').pluck().get()).toBe(0);
    await expect(Promise.all([deferred, next])).resolves.toEqual(['a', 'b']);
    expect(ids()).toEqual(['a', 'a-shadow', 'b', 'b-shadow']);
    // The next turn's first write commits at once again.
    const later = group.run(write, { id: 'c', value: 3 });
    expect(reader.prepare('SELECT count(*) FROM items').pluck().get()).toBe(6);
    await later;
    reader.close();
    db.close();
  });

  it('with deferMs, commits deferred writes soon after a commit together on a timer, and a lone one at the end of its turn', async () => {
    const { db, path, write, ids } = open('defer-window');
    const group = createGroupCommit(db, { deferMs: 40 });
    const reader = new Database(path, { readonly: true });
    const count = (): unknown => reader.prepare('SELECT count(*) FROM items').pluck().get();
    // Long after any commit: the end of the turn, as without deferMs.
    await expect(group.defer(write, { id: 'a', value: 1 })).resolves.toBe('a');
    expect(count()).toBe(2);
    // Within 40 ms of that commit: the next turns' deferred writes wait for the rest of it, and commit together.
    const later = [group.defer(write, { id: 'b', value: 2 })];
    await new Promise((resolve) => setImmediate(resolve));
    later.push(group.defer(write, { id: 'c', value: 3 }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(count()).toBe(2);
    await expect(Promise.all(later)).resolves.toEqual(['b', 'c']);
    expect(count()).toBe(6);
    // A write waited on joins deferred writes that wait for their timer, and they commit at the end of its turn.
    const deferred = group.defer(write, { id: 'd', value: 4 });
    const waited = group.run(write, { id: 'e', value: 5 });
    expect(count()).toBe(6);
    const turnEnd = new Promise((resolve) => setImmediate(() => resolve(count())));
    await expect(Promise.all([deferred, waited])).resolves.toEqual(['d', 'e']);
    expect(await turnEnd).toBe(10);
    expect(ids()).toEqual(['a', 'a-shadow', 'b', 'b-shadow', 'c', 'c-shadow', 'd', 'd-shadow', 'e', 'e-shadow']);
    reader.close();
    db.close();
  });

  it('runs a group of deferred writes again with a savepoint each when one throws, so that it fails alone', async () => {
    const { db, ids } = open('deferred-failure');
    const group = createGroupCommit(db);
    const insert = db.prepare('INSERT INTO items (id, value) VALUES (?, ?)');
    let runs = 0;
    // Not a transaction function: without a savepoint of the group's, its shadow row would stay when the second insert fails.
    const counted = (item: { id: string; value: number }) => {
      runs += 1;
      insert.run(`${item.id}-shadow`, 0);
      insert.run(item.id, item.value);
      return item.id;
    };
    const settled = await Promise.allSettled([
      group.defer(counted, { id: 'a', value: 1 }),
      group.defer(counted, { id: 'b', value: -1 }), // violates the CHECK after its shadow row was written
      group.defer(counted, { id: 'c', value: 3 }),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(ids()).toEqual(['a', 'a-shadow', 'c', 'c-shadow']);
    // Once up to the failing write without savepoints, then all three with one each.
    expect(runs).toBe(5);
    db.close();
  });

  it('rejects every write of a group whose transaction cannot start, and none of them lands', async () => {
    const { db, path, write, ids } = open('busy');
    db.pragma('busy_timeout = 0');
    const group = createGroupCommit(db);
    await group.run(write, { id: 'a', value: 1 });
    await new Promise(setImmediate); // a new turn
    const first = group.run(write, { id: 'b', value: 1 }); // the turn's first write: committed at once
    const rest = [group.run(write, { id: 'c', value: 1 }), group.run(write, { id: 'd', value: 1 })];
    // Another process holds the write lock when the group commits.
    const other = new Database(path);
    other.prepare('BEGIN IMMEDIATE').run();
    const settled = await Promise.allSettled([first, ...rest]);
    other.prepare('ROLLBACK').run();
    other.close();
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(ids()).toEqual(['a', 'a-shadow', 'b', 'b-shadow']);
    db.close();
  });

  it('with lockWaitMs, does not stop the event loop for another process\'s write lock: it tries again on later turns, in order', async () => {
    const { db, path, write, ids } = open('lock-wait');
    // Without lockWaitMs a locked database would stop this thread for the busy timeout, then fail every write.
    db.pragma('busy_timeout = 20');
    const group = createGroupCommit(db, { lockWaitMs: 60_000 });
    const other = new Database(path);
    other.prepare('BEGIN IMMEDIATE').run();
    const first = group.run(write, { id: 'a', value: 1 }); // the turn's first write: the lock is taken, so it waits
    const deferred = [group.defer(write, { id: 'b', value: 1 }), group.defer(write, { id: 'c', value: -1 })];
    // Turns go by while the other connection holds the lock; nothing of this one's lands meanwhile.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const late = group.defer(write, { id: 'd', value: 1 }); // asked for while the others wait: after them
    expect(ids()).toEqual([]);
    other.prepare('INSERT INTO items (id, value) VALUES (?, ?)').run('other', 1);
    other.prepare('COMMIT').run();
    other.close();
    const settled = await Promise.allSettled([first, ...deferred, late]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(ids()).toEqual(['a', 'a-shadow', 'b', 'b-shadow', 'd', 'd-shadow', 'other']);
    // One group, in the order asked: rowids follow the inserts.
    expect(db.prepare("SELECT id FROM items WHERE id NOT LIKE '%-shadow' ORDER BY rowid").pluck().all()).toEqual(['other', 'a', 'b', 'd']);
    // The connection's own wait is put back for a statement of its own; a group from the event loop lifts it again and
    // leaves it lifted (not put back after every commit).
    group.restoreLockWait();
    expect(db.pragma('busy_timeout', { simple: true })).toBe(20);
    await expect(group.defer(write, { id: 'e', value: 1 })).resolves.toBe('e');
    expect(db.pragma('busy_timeout', { simple: true })).toBe(0);
    group.restoreLockWait();
    expect(db.pragma('busy_timeout', { simple: true })).toBe(20);
    db.close();
  });

  it('with lockWaitMs, rejects the waiting writes once the lock stayed taken that long, and none of them lands', async () => {
    const { db, path, write, ids } = open('lock-wait-bound');
    db.pragma('busy_timeout = 0');
    const group = createGroupCommit(db, { lockWaitMs: 30 });
    const other = new Database(path);
    other.prepare('BEGIN IMMEDIATE').run();
    const settled = await Promise.allSettled([group.run(write, { id: 'a', value: 1 }), group.defer(write, { id: 'b', value: 1 })]);
    other.prepare('ROLLBACK').run();
    other.close();
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(settled[0]).toMatchObject({ reason: expect.objectContaining({ code: 'SQLITE_BUSY' }) });
    expect(ids()).toEqual([]);
    // The next write, the lock free again, commits at once.
    await expect(group.run(write, { id: 'c', value: 1 })).resolves.toBe('c');
    expect(ids()).toEqual(['c', 'c-shadow']);
    db.close();
  });

  it('with lockWaitMs, flush (before a close) waits for the lock as the connection does instead of trying later', async () => {
    const { db, path, write, ids } = open('lock-wait-flush');
    db.pragma('busy_timeout = 0');
    const group = createGroupCommit(db, { lockWaitMs: 60_000 });
    const other = new Database(path);
    other.prepare('BEGIN IMMEDIATE').run();
    const waiting = group.run(write, { id: 'a', value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    other.prepare('ROLLBACK').run();
    other.close();
    group.flush();
    expect(ids()).toEqual(['a', 'a-shadow']);
    await expect(waiting).resolves.toBe('a');
    db.close();
  });

  it('commits the waiting group on flush (before a close)', async () => {
    const { db, write, ids } = open('flush');
    const group = createGroupCommit(db);
    const writes = [group.run(write, { id: 'a', value: 1 }), group.run(write, { id: 'b', value: 1 })];
    group.flush();
    expect(ids()).toEqual(['a', 'a-shadow', 'b', 'b-shadow']);
    db.close();
    await expect(Promise.all(writes)).resolves.toEqual(['a', 'b']);
  });

  it('runs beforeCommit inside every transaction it opens, and tells afterRollback when one fails as a whole', async () => {
    const { db, path, write, ids } = open('hooks');
    db.pragma('busy_timeout = 0');
    const counted: string[] = [];
    let rolledBack = 0;
    const summary = db.prepare('INSERT INTO items (id, value) VALUES (?, ?)');
    const group = createGroupCommit(db, {
      beforeCommit: () => {
        if (counted.length > 0) summary.run(`sum-${counted.join('+')}`, counted.length);
        counted.length = 0;
      },
      afterRollback: () => {
        rolledBack += 1;
        counted.length = 0;
      },
    });
    const count = (item: { id: string; value: number }) => {
      const id = write(item);
      counted.push(id);
      return id;
    };
    await group.run(count, { id: 'a', value: 1 }); // alone: its summary commits with it
    await Promise.all([group.defer(count, { id: 'b', value: 1 }), group.defer(count, { id: 'c', value: 1 })]); // a group
    expect(ids()).toEqual(['a', 'a-shadow', 'b', 'b-shadow', 'c', 'c-shadow', 'sum-a', 'sum-b+c']);
    const other = new Database(path);
    other.prepare('BEGIN IMMEDIATE').run();
    const failed = await Promise.allSettled([group.defer(count, { id: 'd', value: 1 }), group.defer(count, { id: 'e', value: 1 })]);
    other.prepare('ROLLBACK').run();
    other.close();
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(rolledBack).toBe(1);
    expect(counted).toEqual([]);
    expect(ids()).toHaveLength(8);
    db.close();
  });

  it('tells bareWrites where each run of deferred writes without savepoints begins and ends, and runs again guarded when its end throws', async () => {
    const { db, write, ids } = open('bare-runs');
    const told: string[] = [];
    let failEnd = true;
    const group = createGroupCommit(db, {
      bareWrites: {
        begin: () => told.push('begin'),
        end: () => {
          told.push(`end${db.inTransaction ? '' : ' outside'}`);
          if (failEnd && ids().includes('c')) {
            failEnd = false;
            throw new Error('the summed write failed');
          }
        },
      },
      afterRollback: () => told.push('rollback'),
    });
    const noted = (item: { id: string; value: number }) => {
      told.push(item.id);
      return write(item);
    };
    await Promise.all([group.defer(noted, { id: 'a', value: 1 }), group.defer(noted, { id: 'b', value: 1 }), group.run(noted, { id: 'x', value: 1 }), group.defer(noted, { id: 'c', value: 1 })]);
    expect(ids()).toEqual(['a', 'a-shadow', 'b', 'b-shadow', 'c', 'c-shadow', 'x', 'x-shadow']);
    // The first try: two runs; the second one's end fails, so all four run again, each in a savepoint and no run.
    expect(told).toEqual(['begin', 'a', 'b', 'end', 'x', 'begin', 'c', 'end', 'rollback', 'a', 'b', 'x', 'c']);
    db.close();
  });
});
