import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchemas, POSTGRES_URL } from '../../test/test-services.js';
import { NO_RATE_LIMITS } from '../token.js';
import { createPostgresStore } from './create-postgres-store.js';
import { ACCOUNT_AUTH_RECORDS_SELECT } from './hot-statements.js';
import { quoteIdentifier } from './migrate-postgres.js';

const schema = `mg_test_account_read_${process.pid}_${Date.now().toString(36)}`;
const TOKENS = 400;

type PlanNode = { 'Actual Rows'?: number; Plans?: PlanNode[] };
const rowsRead = (node: PlanNode): number[] => [node['Actual Rows'] ?? 0, ...(node.Plans ?? []).flatMap(rowsRead)];

// Needs PostgreSQL (127.0.0.1:5432 or MODELGATE_TEST_POSTGRES_URL): unreachable, it fails rather than skips.
describe('a team account\'s tokens read into the auth cache a chunk at a time', () => {
  afterAll(async () => {
    await dropPostgresSchemas(schema);
  });

  it('reads a chunk\'s rows and no more of the account\'s, before the tables were ever analyzed', async () => {
    const store = createPostgresStore({ connectionString: POSTGRES_URL, schema, maxConnections: 1 });
    await store.insertAccount({ id: 'acc_team', name: 'team', status: 'active', balance: 1_000_000, reserved: 0, createdAt: 0 }, null);
    for (let index = 0; index < TOKENS; index += 1) {
      await store.insertToken({
        id: `tok_${index}`, accountId: 'acc_team', name: `t${index}`, prefix: `p_${String(index).padStart(4, '0')}`, hash: `h_${index}`, status: 'active',
        createdAt: 0, expiresAt: null, revokedAt: null, visibleModelIds: null, quota: null, rateLimits: NO_RATE_LIMITS,
      });
    }
    expect((await store.findAuthRecordsOfAccount?.('p_0007', 100, 'p_0100'))?.map((record) => record.token.prefix)).toEqual(
      Array.from({ length: 100 }, (_, index) => `p_${String(101 + index).padStart(4, '0')}`),
    );
    await store.close();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(`SET search_path TO ${quoteIdentifier(schema)}`);
      const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${ACCOUNT_AUTH_RECORDS_SELECT}`,
        ['p_0007', '', 100],
      );
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      expect(plan).toBeDefined();
      // Each chunk read the whole account (and sorted it) to keep 100 rows: 10 chunks of 1,000 rows a read of a team of 1,000.
      expect(Math.max(...rowsRead(plan ?? {}))).toBeLessThanOrEqual(100);
    } finally {
      await client.end();
    }
  });
});
