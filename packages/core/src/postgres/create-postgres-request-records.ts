import { buildRequestRecordWhere } from '../build-request-record-where.js';
import { mapRequestRecordRow, mapRequestTrafficRow, type Row } from '../map-sql-rows.js';
import { mergeRequestTraffic } from '../merge-request-traffic.js';
import type { Store } from '../store.js';

const DEFAULT_LIMIT = 100;
const RECORD_SEPARATOR = '\u001e';
/** A record's columns, its JSON from `record_json` or (written before migration 18) `record`. */
const COLUMNS = 'request_id, created_at, account_id, token_id, model_id, status, COALESCE(record_json, record::json) AS record';

/**
 * The PostgreSQL store's request records: a batch is one statement (the keys a JSON array, the records' texts kept as
 * written), pages on the indexes; the traffic read parses its window's records (migration 18).
 */
export function createPostgresRequestRecords(
  query: (sql: string, params?: unknown[]) => Promise<Row[]>,
): Pick<Store, 'insertRequestRecords' | 'getRequestRecord' | 'listRequestRecords' | 'deleteRequestRecordsBefore' | 'requestTraffic'> {
  return {
    async insertRequestRecords(records) {
      if (records.length === 0) return;
      // The keys as one JSON array, and the records' texts apart, each put in as it is (checked to be JSON by the cast,
      // not rebuilt as jsonb): joined by U+001E, which JSON text never holds raw (a control character is escaped in a
      // string and is no white space), so a text that holds one is not JSON and leaves a row short: the batch fails.
      const keys: string[] = [];
      const texts: string[] = [];
      for (const each of records) {
        keys.push(JSON.stringify({
          request_id: each.requestId, created_at: each.createdAt, account_id: each.accountId, token_id: each.tokenId,
          model_id: each.modelId, status: each.status,
        }));
        texts.push(each.recordJson ?? JSON.stringify(each.record));
      }
      await query(
        `INSERT INTO request_records (request_id, created_at, account_id, token_id, model_id, status, record_json)
         SELECT x.request_id, x.created_at, x.account_id, x.token_id, x.model_id, x.status, x.record::json
         FROM ROWS FROM (
           json_to_recordset($1::json) AS (request_id TEXT, created_at BIGINT, account_id TEXT, token_id TEXT, model_id TEXT, status INTEGER),
           unnest(string_to_array($2, E'\\x1e'))
         ) AS x(request_id, created_at, account_id, token_id, model_id, status, record)
         ON CONFLICT (request_id) DO NOTHING`,
        [`[${keys.join(',')}]`, texts.join(RECORD_SEPARATOR)],
      );
    },
    async getRequestRecord(requestId) {
      const [row] = await query(`SELECT ${COLUMNS} FROM request_records WHERE request_id = $1`, [requestId]);
      return row === undefined ? null : mapRequestRecordRow(row);
    },
    async listRequestRecords(filter) {
      const where = buildRequestRecordWhere(filter, (position) => `$${position}`);
      const limit = Math.max(0, Math.floor(filter.limit ?? DEFAULT_LIMIT));
      const rows = await query(`SELECT ${COLUMNS} FROM request_records ${where.sql} ORDER BY created_at DESC, request_id DESC LIMIT ${limit}`, where.params);
      return rows.map(mapRequestRecordRow);
    },
    async deleteRequestRecordsBefore(time) {
      const rows = await query('WITH removed AS (DELETE FROM request_records WHERE created_at < $1 RETURNING 1) SELECT COUNT(*) AS count FROM removed', [time]);
      return Number(rows[0]?.count ?? 0);
    },
    async requestTraffic(since) {
      // A record kept as text gives the two members read here in one parse of it, without building the rest as jsonb.
      const rows = await query(
        `WITH recent AS (
           SELECT model_id, status, CASE WHEN record_json IS NULL THEN record
             ELSE jsonb_build_object('upstreamAttempts', picked."upstreamAttempts", 'deployment', picked.deployment) END AS record
           FROM request_records LEFT JOIN LATERAL json_to_record(record_json) AS picked("upstreamAttempts" JSONB, deployment JSONB) ON TRUE
           WHERE created_at >= $1 AND model_id IS NOT NULL AND status IS NOT NULL
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
