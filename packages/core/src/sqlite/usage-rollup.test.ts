import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { claudeSonnet, fixtureModels, gpt4o } from '../../test/__fixtures__/fixture-models.js';
import { createFakeClock } from '../../test/create-fake-clock.js';
import { settleUsageHistory } from '../../test/settle-usage-history.js';
import { createCore } from '../create-core.js';
import { createSqliteStore } from './create-sqlite-store.js';

const folder = mkdtempSync(join(tmpdir(), 'modelgate-core-rollup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const HOUR = 3_600_000;

async function seeded(name: string) {
  const path = join(folder, name, 'modelgate.db');
  const clock = createFakeClock();
  const core = createCore({ store: createSqliteStore({ path }), models: fixtureModels, clock: clock.now, admissionLeaseMs: 0 });
  const accountId = await settleUsageHistory(core, clock);
  return { path, clock, core, accountId };
}

describe('the SQLite hourly usage rollup', () => {
  it('is kept with every settlement: one row per hour and key, equal to the ledger, and the series read it', async () => {
    const { path, core, accountId } = await seeded('kept');
    const hourly = await core.admin.usageSeries({ accountId }, { bucket: 'hour', groupBy: 'total' });
    expect(hourly[0]?.points.map((point) => [point.start - Date.UTC(2026, 10, 21, 10), point.requests])).toEqual([[0, 3], [HOUR, 2], [2 * HOUR, 1]]);
    expect((await core.admin.verifyLedger()).differences).toEqual([]);
    await core.close();
    const db = new Database(path, { readonly: true });
    const rows = db.prepare<[], { hour_start: number; model_id: string; requests: number }>('SELECT hour_start, model_id, requests FROM usage_hourly ORDER BY hour_start, model_id').all();
    expect(rows.map((row) => [(row.hour_start - Date.UTC(2026, 10, 21, 10)) / HOUR, row.model_id, row.requests])).toEqual([
      [0, claudeSonnet.id, 1], [0, gpt4o.id, 2], [1, gpt4o.id, 2], [2, claudeSonnet.id, 1],
    ]);
    db.close();
  });

  it('is backfilled from the ledger by its migration', async () => {
    const { path, core, accountId } = await seeded('backfill');
    const before = await core.admin.usageSeries({ accountId }, { bucket: 'hour', groupBy: 'model' });
    await core.close();
    // Back to the schema before the rollup: the ledger alone, as an older version left it.
    const db = new Database(path);
    db.exec('DROP TRIGGER ledger_usage_hourly; DROP TABLE usage_hourly; DELETE FROM schema_migrations WHERE version = 6;');
    db.close();
    const reopened = createCore({ store: createSqliteStore({ path }), models: fixtureModels });
    expect(await reopened.admin.usageSeries({ accountId }, { bucket: 'hour', groupBy: 'model' })).toEqual(before);
    expect((await reopened.admin.verifyLedger()).differences).toEqual([]);
    await reopened.close();
  });

  it('that drifted from the ledger is reported by the ledger verification, naming the hour and the field', async () => {
    const { path, core } = await seeded('drift');
    await core.close();
    const db = new Database(path);
    db.exec('UPDATE usage_hourly SET cost = cost + 1 WHERE hour_start = (SELECT MIN(hour_start) FROM usage_hourly)');
    db.close();
    const reopened = createCore({ store: createSqliteStore({ path }), models: fixtureModels });
    const { differences } = await reopened.admin.verifyLedger();
    expect(differences.map((difference) => [difference.kind, difference.actual - difference.expected, difference.subject.slice(0, 35)])).toEqual([
      ['usage_rollup', 1, 'usage hour 2026-11-21T10:00:00.000Z'],
      ['usage_rollup', 1, 'usage hour 2026-11-21T10:00:00.000Z'],
    ]);
    await reopened.close();
  });
});
