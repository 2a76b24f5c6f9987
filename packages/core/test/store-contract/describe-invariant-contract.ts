import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../src/index.js';
import { claudeSonnet, GPT4O_HOLD_1K, gpt4o } from '../__fixtures__/fixture-models.js';
import { createRandom } from '../create-random.js';
import type { StoreContractHarness } from './store-contract-harness.js';

/** A random mix of every operation, checking the books after each step. */
export function describeInvariantContract(h: StoreContractHarness): void {
  describe('invariants under a random sequence of operations', () => {
    // A budget of a few requests (every admission asks the store), and an ample one (most draw from leases).
    it.each([
      [1, 10, 14],
      [2, 10, 14],
      [3, 10, 14],
      [4, 400, 500],
      [5, 400, 500],
    ])('keeps balance, quota and ledger consistent (seed %i, budget %i holds)', async (seed, balanceHolds, quotaHolds) => {
      const random = createRandom(seed);
      const quotaLimit = quotaHolds * GPT4O_HOLD_1K;
      const { principal, account, token } = await h.newToken(balanceHolds * GPT4O_HOLD_1K, { quota: { limit: quotaLimit, period: 'month' } });
      const open: Reservation[] = [];
      let toppedUp = balanceHolds * GPT4O_HOLD_1K;

      for (let step = 0; step < 120; step += 1) {
        const action = random(10);
        if (action < 4) {
          const model = random(2) === 0 ? gpt4o : claudeSonnet;
          const admitted = await h.core.admit(principal, model, { inputTokens: random(3_000), maxOutputTokens: random(2_000), requestId: `s${step}` });
          if (admitted.ok) open.push(admitted.reservation);
        } else if (action < 7 && open.length > 0) {
          const [reservation] = open.splice(random(open.length), 1);
          if (reservation === undefined) continue;
          // Sometimes more than estimated: the charge is then capped by what is left.
          const inputTokens = random(2) === 0 ? reservation.inputTokens : random(6_000);
          const cachedInputTokens = random(inputTokens + 1);
          const outputTokens = random(reservation.maxOutputTokens + 500);
          await h.core.settle(reservation, { inputTokens, cachedInputTokens, cacheWriteInputTokens: 0, outputTokens, status: random(5) === 0 ? 'client_aborted' : 'ok' });
        } else if (action < 8 && open.length > 0) {
          const [reservation] = open.splice(random(open.length), 1);
          if (reservation !== undefined) await h.core.release(reservation);
        } else if (action < 9) {
          h.clock.advance(random(40_000));
          await h.core.sweepExpired();
        } else {
          const amount = 1 + random(GPT4O_HOLD_1K);
          await h.core.admin.topUp(account.id, amount);
          toppedUp += amount;
        }

        const after = await h.core.admin.getAccount(account.id);
        const ledger = await h.core.admin.ledger({ accountId: account.id });
        const held = await h.core.admin.heldReservations({ accountId: account.id });
        const quota = await h.core.admin.quotaUsage(token.id);
        const charged = ledger.reduce((sum, entry) => sum + entry.cost, 0);
        expect(after?.balance).toBe(toppedUp - charged);
        expect(after?.reserved).toBe(held.reduce((sum, reservation) => sum + reservation.hold, 0));
        expect(after?.balance).toBeGreaterThanOrEqual(after?.reserved ?? Number.NaN);
        expect(quota.spent).toBe(charged);
        expect(quota.reserved).toBe(after?.reserved);
        expect(quota.spent + quota.reserved).toBeLessThanOrEqual(quotaLimit);
        expect(new Set(ledger.map((entry) => entry.reservationId)).size).toBe(ledger.length);
      }
    }, 60_000);
  });
}
