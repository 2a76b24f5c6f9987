import type { LedgerEntry, SettleStatus, UsageEstimate } from '../ledger-entry.js';
import { LEDGER_COLUMN_COUNT } from '../map-sql-rows.js';

const STATUSES: readonly SettleStatus[] = ['ok', 'upstream_error', 'client_aborted', 'failed_mid_stream'];
const ESTIMATES: readonly UsageEstimate[] = ['none', 'output', 'input_and_output'];

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
export const SQLITE_LEDGER_ROW = `(${Array(LEDGER_COLUMN_COUNT - 3).fill('?').join(', ')}, ${textOfIndex(STATUSES)}, ?, ${textOfIndex(ESTIMATES)})`;

/** The values of `SQLITE_LEDGER_ROW` for `entry`, in its order. */
export function sqliteLedgerValues(entry: LedgerEntry): unknown[] {
  return [
    entry.id, entry.reservationId, entry.requestId, entry.createdAt, entry.tokenId, entry.accountId, entry.modelId,
    entry.inputTokens, entry.cachedInputTokens, entry.cacheWriteInputTokens, entry.outputTokens, entry.cost,
    entry.ratedCost, STATUSES.indexOf(entry.status), entry.quotaWindow, ESTIMATES.indexOf(entry.estimated),
  ];
}
