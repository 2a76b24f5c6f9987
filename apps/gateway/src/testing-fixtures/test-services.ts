import pg from 'pg';

/** The PostgreSQL server the tests use (this machine's and CI's: trust auth, database `test`), unless set otherwise. */
export const POSTGRES_URL = process.env['MODELGATE_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis server the tests use, unless set otherwise. */
export const REDIS_URL = process.env['MODELGATE_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** Runs `work` on a connection of its own to the tests' PostgreSQL server, closed afterwards. */
export async function withPostgresClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops a test's own PostgreSQL schemas and everything in them. */
export function dropPostgresSchemas(...schemas: string[]): Promise<void> {
  return withPostgresClient(async (client) => {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema.replaceAll('"', '""')}" CASCADE`);
  });
}
