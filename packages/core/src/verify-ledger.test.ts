import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../test/create-fake-clock.js';
import { fixtureModels, gpt4o } from '../test/__fixtures__/fixture-models.js';
import { createCore } from './create-core.js';
import { createMemoryStore } from './memory/create-memory-store.js';
import type { Store } from './store.js';

const usage = { inputTokens: 1_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 100, status: 'ok' as const };

/** A core with some history (top-ups, settled, released and open requests, a quota), on `wrap(store)`. */
async function withHistory(wrap: (store: Store) => Store = (store) => store) {
  const clock = createFakeClock();
  const store = createMemoryStore();
  const core = createCore({ store: wrap(store), models: fixtureModels, clock: clock.now, admissionLeaseMs: 0 });
  const account = await core.admin.createAccount({ name: 'acme', balance: 50_000_000 });
  await core.admin.topUp(account.id, 3_000_000, 'more');
  const { secret } = await core.admin.createToken({ accountId: account.id, quota: { limit: 20_000_000, period: 'month' } });
  const auth = await core.authenticate(secret);
  if (!auth.ok) throw new Error(auth.reason);
  for (let index = 0; index < 5; index += 1) {
    const admitted = await core.admit(auth.principal, gpt4o, { inputTokens: 1_000, requestId: `r${index}` });
    if (!admitted.ok) throw new Error(admitted.message);
    if (index === 3) await core.release(admitted.reservation);
    else if (index < 4) await core.settle(admitted.reservation, usage);
  }
  return core;
}

describe('verifyLedger', () => {
  it('finds nothing to report on a consistent store, with a hold still open', async () => {
    const core = await withHistory();
    const result = await core.admin.verifyLedger();
    expect(result).toMatchObject({ accounts: 1, entries: 3, holds: 1, differences: [] });
  });

  it('reports a balance that does not match top-ups less charges, to the micro-credit', async () => {
    const core = await withHistory((store) => ({
      ...store,
      listAccounts: async () => (await store.listAccounts()).map((account) => ({ ...account, balance: account.balance + 1 })),
    }));
    const { differences } = await core.admin.verifyLedger();
    expect(differences).toEqual([expect.objectContaining({ kind: 'balance', actual: expect.any(Number) })]);
    expect(differences[0]!.actual - differences[0]!.expected).toBe(1);
  });

  it('reports a duplicate entry, an open hold the account does not count and a quota counter that drifted', async () => {
    const core = await withHistory((store) => ({
      ...store,
      listLedger: async (filter) => {
        const entries = await store.listLedger(filter);
        return entries.length > 0 ? [...entries, { ...entries[0]!, id: 'led_copy' }] : entries;
      },
      listHeldReservations: async (filter) => {
        const holds = await store.listHeldReservations(filter);
        return holds.map((hold) => ({ ...hold, hold: hold.hold + 7 }));
      },
      getQuotaUsage: async (tokenId, window) => {
        const found = await store.getQuotaUsage(tokenId, window);
        return { ...found, spent: found.spent - 2 };
      },
    }));
    const kinds = (await core.admin.verifyLedger()).differences.map((difference) => difference.kind).sort();
    // The copied entry is in no hour of the rollup either: its requests, tokens and cost each show there too.
    expect([...new Set(kinds)]).toEqual(['balance', 'duplicate_entry', 'quota_reserved', 'quota_spent', 'reserved', 'usage_rollup']);
  });
});
