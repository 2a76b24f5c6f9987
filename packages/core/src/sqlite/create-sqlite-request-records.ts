import type { Database } from 'better-sqlite3';
import { buildRequestRecordWhere } from '../build-request-record-where.js';
import { mapRequestRecordRow, mapRequestTrafficRow, type Row } from '../map-sql-rows.js';
import type { RequestRecord } from '../request-record.js';
import type { Store } from '../store.js';
import { mergeRequestTraffic as mergeTraffic } from '../merge-request-traffic.js';

const DEFAULT_LIMIT = 100;

/** The SQLite store's request records: one transaction per batch, newest-first pages on the indexes. */
export function createSqliteRequestRecords(db: Database): Pick<Store, 'insertRequestRecords' | 'getRequestRecord' | 'listRequestRecords' | 'deleteRequestRecordsBefore' | 'requestTraffic'> {
  const insert = db.prepare(
    'INSERT INTO request_records (request_id, created_at, account_id, token_id, model_id, status, record) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (request_id) DO NOTHING',
  );
  const get = db.prepare<unknown[], Row>('SELECT * FROM request_records WHERE request_id = ?');
  const remove = db.prepare('DELETE FROM request_records WHERE created_at < ?');
  // One pass over the window's rows on the time index; attempts come out of the record's JSON in SQLite itself.
  const traffic = db.prepare<unknown[], Row>(`
    WITH recent AS (
      SELECT model_id, status, record FROM request_records WHERE created_at >= ? AND model_id IS NOT NULL AND status IS NOT NULL
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
    GROUP BY model_id, deployment`);
  const insertAll = db.transaction((records: readonly RequestRecord[]) => {
    for (const each of records) {
      insert.run(each.requestId, each.createdAt, each.accountId, each.tokenId, each.modelId, each.status, JSON.stringify(each.record));
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
        .prepare<unknown[], Row>(`SELECT * FROM request_records ${where.sql} ORDER BY created_at DESC, request_id DESC LIMIT ${limit}`)
        .all(...where.params)
        .map(mapRequestRecordRow);
    },
    async deleteRequestRecordsBefore(time) {
      return remove.run(time).changes;
    },
    requestTraffic: async (since) => mergeTraffic(traffic.all(since).map(mapRequestTrafficRow)),
  };
}
