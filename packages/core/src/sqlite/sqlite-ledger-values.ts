import { SETTLE_STATUSES, USAGE_ESTIMATES, type LedgerEntry } from '../ledger-entry.js';
import { LEDGER_COLUMN_NAMES, ledgerColumns } from '../map-sql-rows.js';

const COLUMNS = LEDGER_COLUMN_NAMES.split(',').map((name) => name.trim());
const STATUS_AT = COLUMNS.indexOf('status');
const ESTIMATED_AT = COLUMNS.indexOf('estimated');

/** `CASE ? WHEN 0 THEN 'a' WHEN 1 THEN 'b' … END`: a bound index turned back into its text (NULL for any other). */
const textOfIndex = (texts: readonly string[]): string =>
  `CASE ? ${texts.map((text, index) => `WHEN ${index} THEN '${text}'`).join(' ')} END`;

/**
 * One ledger row of an SQLite `INSERT INTO ledger (LEDGER_COLUMN_NAMES) VALUES …`, for `sqliteLedgerValues`: the
 * columns in `ledgerColumns`' order, but `status` and `estimated` bound as their index in a fixed list and written as
 * the same text by a `CASE`. better-sqlite3 binds a JS string by converting it to UTF-8 in a buffer of its own, which
 * SQLite copies again (~1k instructions each, against ~100 for a number); these two are one of a few constants.
 * A value outside the lists becomes NULL, which the columns' NOT NULL refuses, as their CHECKs refused it before.
 */
export const SQLITE_LEDGER_ROW = `(${COLUMNS.map((_, at) => (at === STATUS_AT ? textOfIndex(SETTLE_STATUSES) : at === ESTIMATED_AT ? textOfIndex(USAGE_ESTIMATES) : '?')).join(', ')})`;

/** The values of `SQLITE_LEDGER_ROW` for `entry`: `ledgerColumns` with the status and the estimate as their indexes. */
export function sqliteLedgerValues(entry: LedgerEntry): unknown[] {
  const values = ledgerColumns(entry);
  values[STATUS_AT] = SETTLE_STATUSES.indexOf(entry.status);
  values[ESTIMATED_AT] = USAGE_ESTIMATES.indexOf(entry.estimated);
  return values;
}
