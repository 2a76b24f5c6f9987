import { buildRequestRecordWhere } from '../build-request-record-where.js';
import { mapRequestRecordRow, mapRequestTrafficRow, type Row } from '../map-sql-rows.js';
import { mergeRequestTraffic } from '../merge-request-traffic.js';
import type { Store } from '../store.js';

const DEFAULT_LIMIT = 100;

/** The PostgreSQL store's request records: a batch is one statement (a JSON array of rows), pages on the indexes. */
export function createPostgresRequestRecords(
  query: (sql: string, params?: unknown[]) => Promise<Row[]>,
): Pick<Store, 'insertRequestRecords' | 'getRequestRecord' | 'listRequestRecords' | 'deleteRequestRecordsBefore' | 'requestTraffic'> {
  return {
    async insertRequestRecords(records) {
      if (records.length === 0) return;
      // The rows as one JSON array; a record's JSON, when it came with it, is put in as it is rather than made again.
      const rows = records.map((each) => {
        const keys = JSON.stringify({
          request_id: each.requestId, created_at: each.createdAt, account_id: each.accountId, token_id: each.tokenId,
          model_id: each.modelId, status: each.status,
        });
        return `${keys.slice(0, -1)},"record":${each.recordJson ?? JSON.stringify(each.record)}}`;
      });
      await query(
        `INSERT INTO request_records (request_id, created_at, account_id, token_id, model_id, status, record)
         SELECT x.request_id, x.created_at, x.account_id, x.token_id, x.model_id, x.status, x.record
         FROM jsonb_to_recordset($1::jsonb) AS x(request_id TEXT, created_at BIGINT, account_id TEXT, token_id TEXT, model_id TEXT, status INTEGER, record JSONB)
         ON CONFLICT (request_id) DO NOTHING`,
        [`[${rows.join(',')}]`],
      );
    },
    async getRequestRecord(requestId) {
      const [row] = await query('SELECT * FROM request_records WHERE request_id = $1', [requestId]);
      return row === undefined ? null : mapRequestRecordRow(row);
    },
    async listRequestRecords(filter) {
      const where = buildRequestRecordWhere(filter, (position) => `$${position}`);
      const limit = Math.max(0, Math.floor(filter.limit ?? DEFAULT_LIMIT));
      const rows = await query(`SELECT * FROM request_records ${where.sql} ORDER BY created_at DESC, request_id DESC LIMIT ${limit}`, where.params);
      return rows.map(mapRequestRecordRow);
    },
    async deleteRequestRecordsBefore(time) {
      const rows = await query('WITH removed AS (DELETE FROM request_records WHERE created_at < $1 RETURNING 1) SELECT COUNT(*) AS count FROM removed', [time]);
      return Number(rows[0]?.count ?? 0);
    },
    async requestTraffic(since) {
      const rows = await query(
        `WITH recent AS (
           SELECT model_id, status, record FROM request_records WHERE created_at >= $1 AND model_id IS NOT NULL AND status IS NOT NULL
         )
         SELECT model_id, NULL AS deployment, COUNT(*) AS requests, COUNT(*) FILTER (WHERE status >= 500) AS errors FROM recent GROUP BY model_id
         UNION ALL
         SELECT model_id, attempt->>'deployment' AS deployment, COUNT(*) AS requests, COUNT(*) FILTER (WHERE attempt->>'outcome' = 'failed') AS errors
         FROM recent CROSS JOIN LATERAL jsonb_array_elements(recent.record->'upstreamAttempts') AS attempt
         WHERE jsonb_typeof(recent.record->'upstreamAttempts') = 'array' AND jsonb_typeof(attempt->'deployment') = 'string'
         GROUP BY model_id, attempt->>'deployment'
         UNION ALL
         SELECT model_id, record->>'deployment' AS deployment, COUNT(*) AS requests, COUNT(*) FILTER (WHERE status >= 500) AS errors FROM recent
         WHERE jsonb_typeof(record->'upstreamAttempts') IS DISTINCT FROM 'array' AND jsonb_typeof(record->'deployment') = 'string'
         GROUP BY model_id, record->>'deployment'`,
        [since],
      );
      return mergeRequestTraffic(rows.map(mapRequestTrafficRow));
    },
  };
}
