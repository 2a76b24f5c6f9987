import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dropPostgresSchemas, POSTGRES_URL, requireServices } from '../../test/test-services.js';
import { createPostgresStore } from './create-postgres-store.js';

await requireServices('postgres');
const schema = `mg_test_pool_${process.pid}_${Date.now().toString(36)}`;
const applicationName = schema;

/** The backends serving this test's store, by the `application_name` its connections carry. */
async function backendPids(): Promise<number[]> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [applicationName]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

describe('createPostgresStore: its pooled connections', () => {
  afterAll(async () => {
    await dropPostgresSchemas(schema);
  });

  it('are kept through an idle spell of a minute, so the next burst finds its backends (and their prepared statements and plans) warm', async () => {
    const store = createPostgresStore({ connectionString: `${POSTGRES_URL}?application_name=${applicationName}`, schema });
    try {
      await store.listAccounts();
      // Only the pool's timers are faked: an idle spell of a minute (pg's pool closes a connection idle for 10 s by
      // default) passes at once, the sockets stay real.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await Promise.all(Array.from({ length: 4 }, () => store.listAccounts()));
        vi.advanceTimersByTime(60_000);
      } finally {
        vi.useRealTimers();
      }
      const before = await backendPids();
      expect(before.length).toBeGreaterThan(0);
      await Promise.all(Array.from({ length: 4 }, () => store.listAccounts()));
      const after = await backendPids();
      // A connection closed for idleness would have come back as a new backend, with a pid of its own.
      expect(after.filter((pid) => !before.includes(pid))).toEqual([]);
      expect(after.length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});
