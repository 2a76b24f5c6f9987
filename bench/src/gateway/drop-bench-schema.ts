import pg from 'pg';

/** Removes a bench run's PostgreSQL schema (its tables, ledger and tokens). */
export async function dropBenchSchema(postgresUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema.replaceAll('"', '""')}" CASCADE`);
  } finally {
    await client.end();
  }
}
