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
    db.exec('DROP TABLE usage_hourly; DELETE FROM schema_migrations WHERE version IN (6, 8);');
    db.close();
    const reopened = createCore({ store: createSqliteStore({ path }), models: fixtureModels });
    expect(await reopened.admin.usageSeries({ accountId }, { bucket: 'hour', groupBy: 'model' })).toEqual(before);
    expect((await reopened.admin.verifyLedger()).differences).toEqual([]);
    await reopened.close();
  });

  it('sums the settlements of one group commit, a failed one left out, and agrees with the ledger', async () => {
    const path = join(folder, 'group', 'modelgate.db');
    const clock = createFakeClock();
    const core = createCore({ store: createSqliteStore({ path }), models: fixtureModels, clock: clock.now });
    const account = await core.admin.createAccount({ name: 'group', balance: 1_000_000_000 });
    const { secret } = await core.admin.createToken({ accountId: account.id });
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    const admitted = await Promise.all(Array.from({ length: 6 }, (_, index) => core.admit(auth.principal, gpt4o, { inputTokens: 100, requestId: `req_${index}` })));
    const reservations = admitted.map((result) => {
      if (!result.ok) throw new Error(result.message);
      return result.reservation;
    });
    const usage = { inputTokens: 100, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 10, status: 'ok' as const };
    // One turn: the six settle in one group, and one more (its account unknown, charged beyond its hold) fails alone.
    const [first] = reservations;
    if (first === undefined) throw new Error('no reservation');
    const failing = { ...first, id: 'res_unknown', accountId: 'acct_unknown', leaseId: undefined, hold: 0 };
    const settled = await Promise.allSettled([...reservations.map((reservation) => core.settle(reservation, usage)), core.settle(failing, usage)]);
    expect(settled.map((result) => result.status)).toEqual([...Array(6).fill('fulfilled'), 'rejected']);
    expect((await core.admin.verifyLedger()).differences).toEqual([]);
    await core.close();
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT requests, input_tokens, output_tokens FROM usage_hourly').all()).toEqual([{ requests: 6, input_tokens: 600, output_tokens: 60 }]);
    db.close();
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
