import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureModels } from '../../test/__fixtures__/fixture-models.js';
import { runSettlementBurst } from '../../test/run-settlement-burst.js';
import { createCore } from '../create-core.js';
import { createSqliteStore } from './create-sqlite-store.js';

const folder = mkdtempSync(join(tmpdir(), 'modelgate-core-crash-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('sqlite store after SIGKILL in the middle of a settlement burst', () => {
  it('reopens with every ledger entry whole or absent, balances matching the ledger, and holds that expire', async () => {
    const path = join(folder, 'data', 'modelgate.db');
    const setup = createCore({ store: createSqliteStore({ path }), models: fixtureModels });
    const account = await setup.admin.createAccount({ name: 'crash', balance: 1_000_000_000 });
    const { secret } = await setup.admin.createToken({ accountId: account.id, quota: { limit: 900_000_000, period: 'lifetime' } });
    await setup.close();

    const reported: string[] = [];
    for (const killAfter of [150, 400, 275]) {
      const run = await runSettlementBurst({ path, secret, killAfter, timeoutMs: 40_000 });
      expect(run.signal, run.stderr).toBe('SIGKILL');
      expect(run.reported.length).toBeGreaterThanOrEqual(killAfter);
      reported.push(...run.reported);
    }

    const db = new Database(path, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const ledger = db.prepare('SELECT * FROM ledger').all() as Record<string, unknown>[];
    const held = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(hold), 0) AS hold FROM reservations').get() as { count: number; hold: number };
    const settledButHeld = db.prepare('SELECT COUNT(*) AS n FROM ledger l JOIN reservations r ON r.id = l.reservation_id').get() as { n: number };
    const quota = db.prepare('SELECT spent, reserved FROM quota_usage').get() as { spent: number; reserved: number };
    db.close();

    // Every entry the child saw committed is there, once; every entry there is whole and tied to a settled hold.
    const ids = new Set(ledger.map((entry) => entry.id));
    expect(ids.size).toBe(ledger.length);
    for (const id of reported) expect(ids.has(id)).toBe(true);
    expect(ledger.length).toBeGreaterThanOrEqual(reported.length);
    for (const entry of ledger) {
      expect(Object.values(entry).every((value) => value !== null)).toBe(true);
      expect(entry.cost).toBe(entry.rated_cost);
    }
    // A settlement removes its hold and writes its entry in one transaction: never one without the other.
    expect(settledButHeld.n).toBe(0);

    const spent = ledger.reduce((sum, entry) => sum + Number(entry.cost), 0);
    // Reopened before the holds expire: they are still there, and the books balance.
    const soon = createCore({ store: createSqliteStore({ path }), models: fixtureModels });
    expect(await soon.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000_000 - spent, reserved: held.hold });
    expect(quota).toEqual({ spent, reserved: held.hold });
    await soon.close();

    // Reopened after: opening sweeps them back.
    const open = createCore({ store: createSqliteStore({ path }), models: fixtureModels, clock: () => Date.now() + 61_000 });
    await open.sweepExpired();
    expect(await open.admin.heldReservations()).toEqual([]);
    expect(await open.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000_000 - spent, reserved: 0 });
    const usage = await open.admin.usage({ accountId: account.id });
    expect(usage.total).toMatchObject({ requests: ledger.length, cost: spent });
    await open.close();
  }, 150_000);
});
