import { describe, expect, it } from 'vitest';
import type { Core, Principal, Reservation } from '../../src/index.js';
import { GPT4O_HOLD_1K, gpt4o } from '../__fixtures__/fixture-models.js';
import { COST_USAGE_1K, usage1k, type StoreContractHarness } from './store-contract-harness.js';

const estimate = (requestId: string) => ({ inputTokens: 1_000, maxOutputTokens: 1_000, requestId });

async function admitted(core: Core, principal: Principal, requestId: string): Promise<Reservation> {
  const result = await core.admit(principal, gpt4o, estimate(requestId));
  if (!result.ok) throw new Error(result.message);
  return result.reservation;
}

/** Races around admission leases (create-admission-leases.ts) that must keep every hold and every charge. */
export function describeLeaseRaceContract(h: StoreContractHarness): void {
  describe('admission lease races', () => {
    it('settles a leased request once when two settlements race, and gives its part back from the lease', async () => {
      const { principal, account } = await h.newToken(100_000_000);
      await h.core.release(await admitted(h.core, principal, 'learn'));
      const leased: Reservation[] = [];
      for (let index = 0; index < 8; index += 1) leased.push(await admitted(h.core, principal, `r${index}`));
      expect(leased.every((reservation) => reservation.leaseId !== undefined)).toBe(true);
      // More output than the hold allowed for: both settlements then take the store's longer path, neck and neck.
      const usage = { ...usage1k, outputTokens: 2_000 };
      const cost = 1_000 * 2.5 + 2_000 * 10;
      const entries = await Promise.all(leased.flatMap((reservation) => [h.core.settle(reservation, usage), h.core.settle(reservation, usage)]));
      for (let index = 0; index < entries.length; index += 2) expect(entries[index + 1]).toEqual(entries[index]);
      expect(await h.core.admin.ledger({ accountId: account.id })).toHaveLength(8);
      expect(entries.every((entry) => entry.cost === cost)).toBe(true);
      h.clock.advance(1_000);
      await h.core.sweepExpired();
      expect(await h.core.admin.heldReservations({ accountId: account.id })).toEqual([]);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000_000 - 8 * cost, reserved: 0 });
    });

    it('settles a leased request once when two settlements within its hold race in one group, and keeps the lease\'s hold', async () => {
      const { principal, account } = await h.newToken(100_000_000);
      await h.core.release(await admitted(h.core, principal, 'learn'));
      const leased: Reservation[] = [];
      for (let index = 0; index < 8; index += 1) leased.push(await admitted(h.core, principal, `r${index}`));
      const leaseId = leased[0]?.leaseId;
      expect(leaseId).toBeDefined();
      const leaseHold = async () => (await h.core.admin.heldReservations({ accountId: account.id })).find((row) => row.id === leaseId)?.hold;
      const heldBefore = await leaseHold();
      // Two of each in one turn: the second finds the first's entry, and the lease gives each part back once.
      const twice = leased.slice(0, 4);
      const entries = await Promise.all(twice.flatMap((reservation) => [h.core.settle(reservation, usage1k), h.core.settle(reservation, usage1k)]));
      for (let index = 0; index < entries.length; index += 2) expect(entries[index + 1]).toEqual(entries[index]);
      expect(entries.every((entry) => entry.cost === COST_USAGE_1K)).toBe(true);
      expect(await h.core.admin.ledger({ accountId: account.id })).toHaveLength(4);
      expect(await leaseHold()).toBe((heldBefore ?? 0) - 4 * GPT4O_HOLD_1K);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000_000 - 4 * COST_USAGE_1K });
      for (const reservation of leased.slice(4)) await h.core.settle(reservation, usage1k);
      h.clock.advance(1_000);
      await h.core.sweepExpired();
      expect(await h.core.admin.heldReservations({ accountId: account.id })).toEqual([]);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000_000 - 8 * COST_USAGE_1K, reserved: 0 });
    });

    it('keeps holding a request drawn late from a lease when an earlier request of that lease renews', async () => {
      const { principal, account } = await h.newToken(100_000_000);
      await h.core.release(await admitted(h.core, principal, 'learn'));
      const early = await admitted(h.core, principal, 'early');
      expect(await h.core.renew(early)).not.toBeNull();
      h.clock.advance(900);
      const late = await admitted(h.core, principal, 'late');
      expect(late.leaseId).toBe(early.leaseId);
      // The early request's renewed expiry has passed, the late one's has not.
      h.clock.set(late.expiresAt - 100);
      await h.core.sweepExpired();
      const lease = (await h.core.admin.heldReservations({ accountId: account.id })).find((row) => row.id === late.leaseId);
      expect(lease?.hold).toBeGreaterThanOrEqual(late.hold);
      expect(await h.core.settle(late, usage1k)).toMatchObject({ cost: COST_USAGE_1K, ratedCost: COST_USAGE_1K });
    });

    it('returns the unused part of a lease taken while the instance closes', async () => {
      const { principal, account } = await h.newToken(100_000_000);
      const closing = await h.openCore();
      await closing.release(await admitted(closing, principal, 'learn'));
      const admissions = Array.from({ length: 4 }, (_, index) => closing.admit(principal, gpt4o, estimate(`c${index}`)));
      await Promise.all([closing.close(), Promise.allSettled(admissions)]);
      const held = (await Promise.allSettled(admissions)).flatMap((settled) => (settled.status === 'fulfilled' && settled.value.ok ? [settled.value.reservation] : []));
      // Whatever was admitted is still held, by its own reservation or its lease's; nothing else is.
      const rows = await h.core.admin.heldReservations({ accountId: account.id });
      for (const row of rows) {
        const parts = held.filter((reservation) => (reservation.leaseId ?? reservation.id) === row.id);
        expect(row.hold).toBe(parts.reduce((sum, reservation) => sum + reservation.hold, 0));
      }
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: held.length * GPT4O_HOLD_1K });
    });
  });
}
