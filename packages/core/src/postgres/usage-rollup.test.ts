import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureModels } from '../../test/__fixtures__/fixture-models.js';
import { createFakeClock } from '../../test/create-fake-clock.js';
import { settleUsageHistory } from '../../test/settle-usage-history.js';
import { dropPostgresSchemas, POSTGRES_URL } from '../../test/test-services.js';
import { createCore } from '../create-core.js';
import { createPostgresStore } from './create-postgres-store.js';
import { quoteIdentifier } from './migrate-postgres.js';

const prefix = `mg_test_rollup_${process.pid}_${Date.now().toString(36)}`;
const schemas: string[] = [];
const HOUR = 3_600_000;

async function sql(schema: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${quoteIdentifier(schema)}; ${text}`);
  } finally {
    await client.end();
  }
}

async function seeded(name: string) {
  const schema = `${prefix}_${name}`;
  schemas.push(schema);
  const clock = createFakeClock();
  const core = createCore({ store: createPostgresStore({ connectionString: POSTGRES_URL, schema }), models: fixtureModels, clock: clock.now, admissionLeaseMs: 0 });
  const accountId = await settleUsageHistory(core, clock);
  return { schema, core, accountId };
}

// Needs PostgreSQL (127.0.0.1:5432 or MODELGATE_TEST_POSTGRES_URL): unreachable, it fails rather than skips.
describe('the PostgreSQL hourly usage rollup', () => {
  afterAll(async () => {
    await dropPostgresSchemas(...schemas);
  });

  it('is kept with every settlement, equal to the ledger, and the series read it', async () => {
    const { core, accountId } = await seeded('kept');
    const hourly = await core.admin.usageSeries({ accountId }, { bucket: 'hour', groupBy: 'total' });
    expect(hourly[0]?.points.map((point) => [point.start - Date.UTC(2026, 10, 21, 10), point.requests])).toEqual([[0, 3], [HOUR, 2], [2 * HOUR, 1]]);
    expect((await core.admin.verifyLedger()).differences).toEqual([]);
    await core.close();
  });

  it('is backfilled from the ledger by its migration', async () => {
    const { schema, core, accountId } = await seeded('backfill');
    const before = await core.admin.usageSeries({ accountId }, { bucket: 'hour', groupBy: 'model' });
    await core.close();
    await sql(schema, 'DROP TABLE usage_hourly; DROP FUNCTION ledger_usage_hourly() CASCADE; DELETE FROM schema_migrations WHERE version = 10;');
    const reopened = createCore({ store: createPostgresStore({ connectionString: POSTGRES_URL, schema }), models: fixtureModels });
    expect(await reopened.admin.usageSeries({ accountId }, { bucket: 'hour', groupBy: 'model' })).toEqual(before);
    expect((await reopened.admin.verifyLedger()).differences).toEqual([]);
    await reopened.close();
  });

  it('that drifted from the ledger is reported by the ledger verification', async () => {
    const { schema, core } = await seeded('drift');
    await sql(schema, 'UPDATE usage_hourly SET output_tokens = output_tokens - 5 WHERE hour_start = (SELECT MAX(hour_start) FROM usage_hourly)');
    const { differences } = await core.admin.verifyLedger();
    expect(differences.map((difference) => [difference.kind, difference.actual - difference.expected, difference.subject.slice(0, 35)])).toEqual([
      ['usage_rollup', -5, 'usage hour 2026-11-21T12:00:00.000Z'],
    ]);
    await core.close();
  });
});
