import type { Database } from 'better-sqlite3';
import { isSqliteBusy } from './is-sqlite-busy.js';

/** How long to wait between two tries of a refused switch. */
const RETRY_EVERY_MS = 5;

/** Blocks the thread for `ms` (the store opens synchronously, before the gateway serves anything). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Puts the database in WAL mode (a no-op when it already is), retrying for up to `timeoutMs` when another connection
 * holds the lock. A new file opened by several processes at once (`server.workers`, instances started together) has
 * each of them read it and then ask for the exclusive lock the switch needs; SQLite answers the one that asks while
 * another already waits for that lock with SQLITE_BUSY at once, without its busy timeout (waiting could deadlock),
 * so the switch is tried again here once the other has switched the file.
 */
export function switchToWal(db: Pick<Database, 'pragma'>, timeoutMs: number, sleep: (ms: number) => void = sleepSync): void {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() >= giveUpAt) throw error;
      sleep(RETRY_EVERY_MS);
    }
  }
}
