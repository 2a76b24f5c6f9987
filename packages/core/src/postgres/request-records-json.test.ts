import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchemas, POSTGRES_URL } from '../../test/test-services.js';
import type { RequestRecord } from '../request-record.js';
import { createPostgresStore } from './create-postgres-store.js';
import { quoteIdentifier } from './migrate-postgres.js';

const prefix = `mg_test_records_json_${process.pid}_${Date.now().toString(36)}`;
const schemas: string[] = [];
const at = Date.UTC(2026, 10, 28, 12);

async function sql(schema: string, text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${quoteIdentifier(schema)}`);
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

async function migrated(name: string) {
  const schema = `${prefix}_${name}`;
  schemas.push(schema);
  const store = createPostgresStore({ connectionString: POSTGRES_URL, schema });
  await store.listAccounts();
  return { schema, store };
}

const record = (requestId: string, minute: number, recordJson: string): RequestRecord => ({
  requestId, createdAt: at + minute * 60_000, accountId: 'acct', tokenId: 'tok', modelId: 'gpt-4o', status: 200, record: {}, recordJson,
});

// Needs PostgreSQL (127.0.0.1:5432 or MODELGATE_TEST_POSTGRES_URL): unreachable, it fails rather than skips.
describe('the PostgreSQL request records kept as JSON text (migration 18)', () => {
  afterAll(async () => {
    await dropPostgresSchemas(...schemas);
  });

  it('keeps a record\'s text as written (members in their order) and reads it back', async () => {
    const { schema, store } = await migrated('verbatim');
    try {
      // jsonb would keep neither the order (shorter names first) nor the spacing.
      const text = '{"requestId":"q1","status":200,"deployment":"a/gpt-4o","tokens":{"output":20,"input":30},"z":1}';
      await store.insertRequestRecords([record('q1', 1, text)]);
      expect((await sql(schema, 'SELECT record_json::text AS text, record FROM request_records')).rows).toEqual([{ text, record: null }]);
      const found = await store.getRequestRecord('q1');
      expect(found?.record).toEqual(JSON.parse(text));
      expect(Object.keys(found?.record ?? {})).toEqual(['requestId', 'status', 'deployment', 'tokens', 'z']);
      expect((await store.listRequestRecords({ modelId: 'gpt-4o' })).map((each) => each.record)).toEqual([JSON.parse(text)]);
    } finally {
      await store.close();
    }
  });

  it('refuses a batch with a record that is not JSON (none of it kept)', async () => {
    const { store } = await migrated('invalid');
    try {
      for (const bad of ['{"a":', '', '{"a":1}\u001e{"b":2}']) {
        await expect(store.insertRequestRecords([record('ok1', 1, '{"a":1}'), record('bad', 2, bad), record('ok2', 3, '{"c":3}')])).rejects.toThrow();
        expect(await store.listRequestRecords({})).toEqual([]);
      }
    } finally {
      await store.close();
    }
  });

  it('reads records written as jsonb before the migration (an instance not yet upgraded) beside the new ones', async () => {
    const { schema, store } = await migrated('mixed');
    try {
      // As a store before migration 18 writes them (it names only `record`).
      await sql(schema, `INSERT INTO request_records (request_id, created_at, account_id, token_id, model_id, status, record)
        VALUES ('old', $1, 'acct', 'tok', 'gpt-4o', 502, $2::jsonb)`,
      [at + 60_000, JSON.stringify({ upstreamAttempts: [{ deployment: 'a/gpt-4o', outcome: 'failed' }, { deployment: 'b/gpt-4o', outcome: 'failed' }] })]);
      await store.insertRequestRecords([
        record('new', 2, JSON.stringify({ upstreamAttempts: [{ deployment: 'a/gpt-4o', outcome: 'failed' }, { deployment: 'b/gpt-4o', outcome: 'ok' }], deployment: 'b/gpt-4o' })),
        record('plain', 3, JSON.stringify({ deployment: 'a/gpt-4o' })),
      ]);
      expect((await store.getRequestRecord('old'))?.record).toEqual({ upstreamAttempts: [{ deployment: 'a/gpt-4o', outcome: 'failed' }, { deployment: 'b/gpt-4o', outcome: 'failed' }] });
      expect((await store.listRequestRecords({ accountId: 'acct' })).map((each) => [each.requestId, Object.keys(each.record)])).toEqual([
        ['plain', ['deployment']], ['new', ['upstreamAttempts', 'deployment']], ['old', ['upstreamAttempts']],
      ]);
      const traffic = await store.requestTraffic(at);
      expect([...traffic].sort((a, b) => (a.deployment ?? '').localeCompare(b.deployment ?? ''))).toEqual([
        { modelId: 'gpt-4o', deployment: null, requests: 3, errors: 1 },
        { modelId: 'gpt-4o', deployment: 'a/gpt-4o', requests: 3, errors: 2 },
        { modelId: 'gpt-4o', deployment: 'b/gpt-4o', requests: 2, errors: 1 },
      ]);
      // Neither column, refused.
      await expect(sql(schema, `INSERT INTO request_records (request_id, created_at, status) VALUES ('none', 0, 200)`)).rejects.toThrow(/request_records_record_kept/);
    } finally {
      await store.close();
    }
  });
});
