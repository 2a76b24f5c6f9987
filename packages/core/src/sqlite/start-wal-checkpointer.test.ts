import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startWalCheckpointer } from './start-wal-checkpointer.js';

const folder = mkdtempSync(join(tmpdir(), 'modelgate-core-checkpointer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('startWalCheckpointer', () => {
  it('copies what the WAL holds into the database file from its own thread, while the writer never checkpoints', async () => {
    const path = join(folder, 'wal.db');
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO items (body) VALUES (?)');
    db.transaction(() => {
      for (let row = 0; row < 500; row += 1) insert.run('x'.repeat(1000));
    })();
    const before = statSync(path).size;
    const failures: unknown[] = [];
    const checkpointer = startWalCheckpointer({ path, intervalMs: 10, onFailed: (error) => failures.push(error) });
    // Polled, at most ~10 s: the thread's first checkpoints land within a few of its ticks.
    for (let poll = 0; poll < 500 && statSync(path).size <= before + 400_000; poll += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await checkpointer.close();
    expect(statSync(path).size).toBeGreaterThan(before + 400_000);
    expect(failures).toEqual([]);
    // Closed: the writer goes on alone.
    insert.run('after');
    expect(db.prepare('SELECT count(*) FROM items').pluck().get()).toBe(501);
    db.close();
  });

  it('tells onFailed when its thread cannot open the database, so that the caller checkpoints itself', async () => {
    const failed = await new Promise<unknown>((resolve) => {
      startWalCheckpointer({ path: join(folder, 'missing', 'none.db'), intervalMs: 10, onFailed: resolve });
    });
    expect(failed).toBeInstanceOf(Error);
  });
});
