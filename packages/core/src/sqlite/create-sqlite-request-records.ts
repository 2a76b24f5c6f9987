import type { Database, Statement } from 'better-sqlite3';
import { buildRequestRecordWhere } from '../build-request-record-where.js';
import { mapRequestRecordRow, mapRequestTrafficRow, type Row } from '../map-sql-rows.js';
import type { RequestRecord } from '../request-record.js';
import type { Store } from '../store.js';
import { mergeRequestTraffic as mergeTraffic } from '../merge-request-traffic.js';

const DEFAULT_LIMIT = 100;
/** Rows per multi-row INSERT of a batch (7 values each, far under SQLite's 32,766 variables). */
const ROWS_PER_INSERT = 50;
const COLUMNS = 'request_id, created_at, account_id, token_id, model_id, status, record';

/** A page of request records under a `WHERE` clause (or ''), newest first, the request ID the tie-break. */
export const sqliteRequestRecordsPage = (where: string, limit: number): string =>
  `SELECT * FROM request_records ${where} ORDER BY created_at DESC, request_id DESC LIMIT ${limit}`;

/**
 * Requests and errors since a time (the one parameter), by model and by deployment: one pass over the window's rows on
 * the time index; attempts come out of the record's JSON in SQLite itself. Without `INDEXED BY`, SQLite (which has no
 * statistics here) read the model index instead, for `model_id IS NOT NULL` or the `GROUP BY`: every record kept.
 */
export const SQLITE_REQUEST_TRAFFIC = `
    WITH recent AS (
      SELECT model_id, status, record FROM request_records INDEXED BY request_records_time
      WHERE created_at >= ? AND model_id IS NOT NULL AND status IS NOT NULL
    )
    SELECT model_id, NULL AS deployment, COUNT(*) AS requests, SUM(status >= 500) AS errors FROM recent GROUP BY model_id
    UNION ALL
    SELECT model_id, json_extract(attempt.value, '$.deployment') AS deployment, COUNT(*) AS requests,
      SUM(json_extract(attempt.value, '$.outcome') = 'failed') AS errors
    FROM recent, json_each(recent.record, '$.upstreamAttempts') AS attempt
    WHERE json_type(recent.record, '$.upstreamAttempts') = 'array' AND json_type(attempt.value, '$.deployment') = 'text'
    GROUP BY model_id, deployment
    UNION ALL
    SELECT model_id, json_extract(record, '$.deployment') AS deployment, COUNT(*) AS requests, SUM(status >= 500) AS errors FROM recent
    WHERE json_type(record, '$.upstreamAttempts') IS NOT 'array' AND json_type(record, '$.deployment') = 'text'
    GROUP BY model_id, deployment`;

/** The SQLite store's request records: one transaction per batch, newest-first pages on the indexes. */
export function createSqliteRequestRecords(db: Database): Pick<Store, 'insertRequestRecords' | 'getRequestRecord' | 'listRequestRecords' | 'deleteRequestRecordsBefore' | 'requestTraffic'> {
  // OR FAIL, not the default ABORT, for a row SQLite refuses (NOT NULL): a multi-row statement that may abort keeps a
  // statement journal (a copy of each page it touches first, to undo its own rows), ~1.5k instructions a record; with
  // FAIL it keeps none and still throws, and the batch's transaction then undoes the whole batch as before. A repeated
  // request ID is still skipped (the upsert's DO NOTHING).
  // The INSERT of n rows, at index n, prepared when first needed: a batch is written ROWS_PER_INSERT rows a statement
  // and its remainder as one more, so a batch of up to 50 records is one call into SQLite (under load the sink's
  // batches were mostly smaller than 50, and the remainder used to go one row a statement). Within one statement a
  // repeated request ID meets the row before it and is skipped, as between statements.
  const inserts: Statement<unknown[]>[] = [];
  const insertRows = (rows: number): Statement<unknown[]> =>
    (inserts[rows] ??= db.prepare(`INSERT OR FAIL INTO request_records (${COLUMNS}) VALUES ${Array(rows).fill('(?, ?, ?, ?, ?, ?, ?)').join(', ')} ON CONFLICT (request_id) DO NOTHING`));
  const get = db.prepare<unknown[], Row>('SELECT * FROM request_records WHERE request_id = ?');
  const remove = db.prepare('DELETE FROM request_records WHERE created_at < ?');
  const traffic = db.prepare<unknown[], Row>(SQLITE_REQUEST_TRAFFIC);
  /** Writes `rows` records from `start` into `values`, seven values each. */
  const fill = (values: unknown[], records: readonly RequestRecord[], start: number, rows: number): unknown[] => {
    for (let row = 0; row < rows; row += 1) {
      const each = records[start + row] as RequestRecord;
      const at = row * 7;
      values[at] = each.requestId;
      values[at + 1] = each.createdAt;
      values[at + 2] = each.accountId;
      values[at + 3] = each.tokenId;
      values[at + 4] = each.modelId;
      values[at + 5] = each.status;
      values[at + 6] = each.recordJson ?? JSON.stringify(each.record);
    }
    return values;
  };
  // One array of values a statement size, kept for the next batch of that size.
  const valuesOf: unknown[][] = [];
  const insertAll = db.transaction((records: readonly RequestRecord[]) => {
    for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
      const rows = Math.min(ROWS_PER_INSERT, records.length - start);
      const values = fill((valuesOf[rows] ??= Array<unknown>(rows * 7).fill(null)), records, start, rows);
      // Spread, not an array: better-sqlite3 binds an array's values through a V8 API call each.
      insertRows(rows).run(...values);
      // No record's JSON stays alive in the kept array.
      values.fill(null);
    }
  });
  return {
    async insertRequestRecords(records) {
      if (records.length > 0) insertAll.immediate(records);
    },
    async getRequestRecord(requestId) {
      const row = get.get(requestId);
      return row === undefined ? null : mapRequestRecordRow(row);
    },
    async listRequestRecords(filter) {
      const where = buildRequestRecordWhere(filter, () => '?');
      const limit = Math.max(0, Math.floor(filter.limit ?? DEFAULT_LIMIT));
      return db
        .prepare<unknown[], Row>(sqliteRequestRecordsPage(where.sql, limit))
        .all(...where.params)
        .map(mapRequestRecordRow);
    },
    async deleteRequestRecordsBefore(time) {
      return remove.run(time).changes;
    },
    requestTraffic: async (since) => mergeTraffic(traffic.all(since).map(mapRequestTrafficRow)),
  };
}
