import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureModels, GPT4O_HOLD_1K } from '../../test/__fixtures__/fixture-models.js';
import { runAdmitBurst } from '../../test/run-admit-burst.js';
import { createCore } from '../create-core.js';
import { createSqliteStore } from './create-sqlite-store.js';

const folder = mkdtempSync(join(tmpdir(), 'modelgate-core-multi-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('three OS processes sharing one SQLite file', () => {
  it('admit exactly the 50 of 500 requests a token quota fits, and the sums agree', async () => {
    const path = join(folder, 'modelgate.db');
    const core = createCore({ store: createSqliteStore({ path }), models: fixtureModels });
    const balance = 1_000 * GPT4O_HOLD_1K;
    const account = await core.admin.createAccount({ name: 'multi', balance });
    const { secret, token } = await core.admin.createToken({ accountId: account.id, quota: { limit: 51 * GPT4O_HOLD_1K - 1, period: 'day' } });

    const summaries = await runAdmitBurst({ store: { kind: 'sqlite', path }, limiter: null, secret }, [167, 167, 166]);

    expect(summaries.reduce((sum, summary) => sum + summary.admitted, 0)).toBe(50);
    expect(summaries.reduce((sum, summary) => sum + (summary.rejectedBy.token_quota ?? 0), 0)).toBe(450);
    const charged = summaries.reduce((sum, summary) => sum + summary.cost, 0);
    const ledger = await core.admin.ledger({ accountId: account.id });
    expect(ledger).toHaveLength(50);
    expect(ledger.reduce((sum, entry) => sum + entry.cost, 0)).toBe(charged);
    expect(await core.admin.getAccount(account.id)).toMatchObject({ balance: balance - charged, reserved: 0 });
    expect(await core.admin.quotaUsage(token.id)).toMatchObject({ spent: charged, reserved: 0 });
    await core.close();
  }, 90_000);
});
