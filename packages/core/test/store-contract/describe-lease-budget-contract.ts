import { describe, expect, it } from 'vitest';
import type { Core } from '../../src/index.js';
import { claudeSonnet, GPT4O_HOLD_1K, gpt4o } from '../__fixtures__/fixture-models.js';
import { createRandom } from '../create-random.js';
import { expectBooksBalanced, type Books } from './expect-books-balanced.js';
import type { StoreContractHarness } from './store-contract-harness.js';

/** A lease of eight holds is taken when at least sixteen leases are left: 128 holds. */
const BUDGET = 140 * GPT4O_HOLD_1K;

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Bursts of parallel admissions with random holds on two instances against a budget just above what lets them take
 * leases: what is admitted never exceeds the balance or the quota, whatever the leases hold, and every hold is back
 * once everything settled and the leases are old.
 */
export function describeLeaseBudgetContract(h: StoreContractHarness): void {
  describe('admission leases near the lease threshold', () => {
    it.each([
      ['account balance', 41],
      ['token quota', 42],
      ['account balance', 43],
    ])('never admits more than the %s on two instances (seed %i)', async (limit, seed) => {
      const random = createRandom(seed);
      const byQuota = limit === 'token quota';
      const balance = byQuota ? 100 * BUDGET : BUDGET;
      const { principal, account, token } = await h.newToken(balance, byQuota ? { quota: { limit: BUDGET, period: 'lifetime' } } : {});
      const cores = [h.core, await h.openCore()];
      const books: Books = {
        accountId: account.id, toppedUp: balance, quotas: byQuota ? [{ tokenId: token.id, limit: BUDGET }] : [],
        open: [], settled: new Set(), now: h.clock.now(),
      };
      // Each instance learns first how much is left, so that the bursts below draw from leases.
      for (const core of cores) {
        const learned = await core.admit(principal, gpt4o, { inputTokens: 1_000, requestId: 'learn' });
        if (learned.ok) await core.release(learned.reservation);
      }
      let leased = 0;

      for (let round = 0; round < 5; round += 1) {
        const burst = Array.from({ length: 150 }, (_, index) => {
          const core = cores[random(2)] as Core;
          const model = random(4) === 0 ? claudeSonnet : gpt4o;
          return { core, model, estimate: { inputTokens: random(2_000), maxOutputTokens: 1 + random(1_500), requestId: `b${round}-${index}` } };
        });
        const results = await Promise.all(burst.map(({ core, model, estimate }) => core.admit(principal, model, estimate)));
        results.forEach((result, index) => {
          const core = burst[index]?.core;
          if (result.ok && core !== undefined) books.open.push({ reservation: result.reservation, core, expiresAt: result.reservation.expiresAt });
          else if (!result.ok) expect(result.limit).toBe(byQuota ? 'token_quota' : 'account_balance');
        });
        leased += results.filter((result) => result.ok && result.reservation.leaseId !== undefined).length;

        books.now = h.clock.now();
        const ledger = await expectBooksBalanced(h.core, books);
        const spent = sum(ledger.map((entry) => entry.cost));
        // What is admitted and open never exceeds what the budget has left.
        const cap = byQuota ? BUDGET - spent : books.toppedUp - spent;
        expect(sum(books.open.map(({ reservation }) => reservation.hold))).toBeLessThanOrEqual(cap);

        // Settle about half (some over their estimate), release a few, sometimes let the leases age, top up a little.
        const settling = books.open.filter(() => random(2) === 0);
        const releasing = books.open.filter((request) => !settling.includes(request) && random(8) === 0);
        books.open = books.open.filter((request) => !settling.includes(request) && !releasing.includes(request));
        if (random(2) === 0) h.clock.advance(random(1_500));
        await Promise.all([
          ...settling.map(async ({ reservation, core }) => {
            const outputTokens = random(reservation.maxOutputTokens + (random(4) === 0 ? 500 : 1));
            await core.settle(reservation, { inputTokens: reservation.inputTokens, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens, status: 'ok' });
            books.settled.add(reservation.id);
          }),
          ...releasing.map(({ reservation, core }) => core.release(reservation)),
          (cores[random(2)] as Core).sweepExpired(),
        ]);
        if (!byQuota && random(2) === 0) {
          const amount = random(4 * GPT4O_HOLD_1K) + 1;
          await h.core.admin.topUp(account.id, amount);
          books.toppedUp += amount;
        }
        books.now = h.clock.now();
        await expectBooksBalanced(h.core, books);
      }
      expect(leased).toBeGreaterThan(0);

      await Promise.all(books.open.splice(0).map(async ({ reservation, core }) => {
        await core.settle(reservation, { inputTokens: reservation.inputTokens, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 1, status: 'ok' });
        books.settled.add(reservation.id);
      }));
      h.clock.advance(1_000);
      await Promise.all(cores.map((core) => core.sweepExpired()));
      books.now = h.clock.now();
      await expectBooksBalanced(h.core, books);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 0 });
      expect(await h.core.admin.heldReservations({ accountId: account.id })).toEqual([]);
    }, 30_000);
  });
}
