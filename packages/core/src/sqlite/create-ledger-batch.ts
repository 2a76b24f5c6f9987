import type { Database, Statement } from 'better-sqlite3';
import type { LedgerEntry } from '../ledger-entry.js';
import { createBatchRun, type BatchRun } from './create-batch-run.js';
import { LEDGER_COLUMN_NAMES } from '../map-sql-rows.js';
import { SQLITE_LEDGER_ROW, sqliteLedgerValues } from './sqlite-ledger-values.js';

/** Rows per multi-row INSERT (16 values each, far under SQLite's 32,766 variables); a longer run takes several. */
const ROWS_PER_INSERT = 32;

export type LedgerBatch = BatchRun & {
  /**
   * Inserts `entry` unless the ledger holds one for its reservation: true when it was inserted. Between `begin` and
   * `end` the entry waits in memory and true is returned; `write` inserts the waiting entries, in the order they came,
   * as one plain INSERT, which throws when one of them is already in the ledger (or twice in the run). Such a throw may
   * leave the rows before the repeat: a run is only for a transaction that the throw rolls back (the group commit's).
   */
  insertIfNew(entry: LedgerEntry): boolean;
};

/**
 * The settlements' ledger entries of a group commit, one INSERT of many rows for a run of settlements rather than one
 * statement each (each statement pays for its own binding call, VDBE start, three cursors and result object). A run's
 * entries are inserted without `ON CONFLICT`: a settlement whose entry is already in the ledger (a retry racing the
 * first settlement) makes the INSERT throw, which the group commit answers by running the group again with a savepoint
 * for every write, where each entry is inserted on its own with `ON CONFLICT DO NOTHING` and a repeat is seen as one.
 * So the committed ledger holds the same rows, in the same order, as inserting one by one would leave.
 */
export function createLedgerBatch(db: Database): LedgerBatch {
  const valuesOf = (rows: number): string => Array(rows).fill(SQLITE_LEDGER_ROW).join(', ');
  const insertIfNew = db.prepare(`INSERT INTO ledger (${LEDGER_COLUMN_NAMES}) VALUES ${valuesOf(1)} ON CONFLICT (reservation_id) DO NOTHING`);
  /**
   * The INSERT of n rows, at index n, prepared when first needed. `OR FAIL`, not the default ABORT: a refused row still
   * throws, but the statement does not undo its own earlier rows, so SQLite keeps no statement journal (a copy of every
   * page the statement touches first). Those rows are undone by the caller's transaction, which a throw rolls back.
   */
  const inserts: Statement<unknown[]>[] = [];
  const insertRows = (rows: number): Statement<unknown[]> =>
    (inserts[rows] ??= db.prepare(`INSERT OR FAIL INTO ledger (${LEDGER_COLUMN_NAMES}) VALUES ${valuesOf(rows)}`));
  let waiting: LedgerEntry[] = [];

  const write = (): void => {
    if (waiting.length === 0) return;
    const entries = waiting;
    waiting = [];
    for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
      const rows = Math.min(ROWS_PER_INSERT, entries.length - start);
      const values: unknown[] = [];
      for (let row = 0; row < rows; row += 1) values.push(...sqliteLedgerValues(entries[start + row] as LedgerEntry));
      // Spread, not an array: better-sqlite3 binds an array's values through a V8 API call each (~30% more per row).
      insertRows(rows).run(...values);
    }
  };

  const run = createBatchRun(write, () => {
    waiting = [];
  });

  return {
    insertIfNew(entry) {
      if (!run.waiting()) return insertIfNew.run(...sqliteLedgerValues(entry)).changes > 0;
      waiting.push(entry);
      return true;
    },
    begin: run.begin,
    write: run.write,
    end: run.end,
    discard: run.discard,
  };
}
