import { describe, expect, it } from 'vitest';
import type { Core, Principal, Reservation } from '../../src/index.js';
import { GPT4O_HOLD_1K, gpt4o } from '../__fixtures__/fixture-models.js';
import { COST_USAGE_1K, usage1k, type StoreContractHarness } from './store-contract-harness.js';

const estimate = (requestId: string) => ({ inputTokens: 1_000, maxOutputTokens: 1_000, requestId });

/** The account's held reservations, the lease ('lease') before requests ('r…'): stores order equal times as they like. */
async function heldBy(core: Core, accountId: string) {
  return (await core.admin.heldReservations({ accountId })).sort((a, b) => a.requestId.localeCompare(b.requestId));
}

async function admitted(core: Core, principal: Principal, requestId: string): Promise<Reservation> {
  const result = await core.admit(principal, gpt4o, estimate(requestId));
  if (!result.ok) throw new Error(result.message);
  return result.reservation;
}

/** Admission leases (create-admission-leases.ts): fewer store writes, the same books, never an overspend. */
export function describeLeaseContract(h: StoreContractHarness): void {
  describe('admission leases', () => {
    it('admits the requests of an ample budget from one lease, and charges each once with an entry of its own', async () => {
      const { principal, account } = await h.newToken(100_000_000);
      // The first admission learns how much is left; the next ones draw from a lease of eight holds.
      const first = await admitted(h.core, principal, 'r0');
      expect(first.leaseId).toBeUndefined();
      const leased: Reservation[] = [];
      for (let index = 1; index <= 8; index += 1) leased.push(await admitted(h.core, principal, `r${index}`));
      const leaseId = leased[0]?.leaseId;
      expect(leaseId).toBeDefined();
      expect(leased.every((reservation) => reservation.leaseId === leaseId)).toBe(true);
      expect(await heldBy(h.core, account.id)).toEqual([
        expect.objectContaining({ id: leaseId, requestId: 'lease', hold: 8 * GPT4O_HOLD_1K }),
        expect.objectContaining({ id: first.id, requestId: 'r0', hold: GPT4O_HOLD_1K }),
      ]);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 9 * GPT4O_HOLD_1K });

      const entries = await Promise.all([first, ...leased].map((reservation) => h.core.settle(reservation, usage1k)));
      expect(await Promise.all(leased.map((reservation) => h.core.settle(reservation, usage1k)))).toEqual(entries.slice(1));
      expect(entries.map((entry) => entry.requestId)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8']);
      expect(new Set(entries.map((entry) => entry.reservationId)).size).toBe(9);
      expect(await h.core.admin.ledger({ accountId: account.id })).toHaveLength(9);
      expect(await h.core.admin.heldReservations({ accountId: account.id })).toEqual([]);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000_000 - 9 * COST_USAGE_1K, reserved: 0 });
    });

    it.each([['without', undefined], ['with', { limit: 50_000_000, period: 'month' as const }]])('marks the estimated settlements of leased requests %s a quota', async (_, quota) => {
      const { principal, account } = await h.newToken(100_000_000, quota === undefined ? {} : { quota });
      const reservations = [await admitted(h.core, principal, 'r0')];
      for (let index = 1; index <= 3; index += 1) reservations.push(await admitted(h.core, principal, `r${index}`));
      expect(reservations[3]?.leaseId).toBeDefined();
      const estimates = ['input_and_output', 'output', 'none', 'output'] as const;
      await Promise.all(reservations.map((reservation, index) => h.core.settle(reservation, { ...usage1k, estimated: estimates[index] })));
      const entries = await h.core.admin.ledger({ accountId: account.id });
      expect(Object.fromEntries(entries.map((entry) => [entry.requestId, entry.estimated]))).toEqual({
        r0: 'input_and_output', r1: 'output', r2: 'none', r3: 'output',
      });
    });

    it('returns the unused part of a lease once it is a second old, and holds its requests until they settle', async () => {
      const { principal, account } = await h.newToken(100_000_000, { quota: { limit: 50_000_000, period: 'month' } });
      const first = await admitted(h.core, principal, 'r0');
      const leased = await admitted(h.core, principal, 'r1');
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 9 * GPT4O_HOLD_1K });
      h.clock.advance(1_000);
      expect(await h.core.sweepExpired()).toBe(0);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 2 * GPT4O_HOLD_1K });
      expect(await heldBy(h.core, account.id)).toEqual([
        expect.objectContaining({ id: leased.leaseId, hold: GPT4O_HOLD_1K }),
        expect.objectContaining({ id: first.id, hold: GPT4O_HOLD_1K }),
      ]);
      await h.core.settle(leased, usage1k);
      await h.core.settle(first, usage1k);
      expect(await h.core.admin.heldReservations({ accountId: account.id })).toEqual([]);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000_000 - 2 * COST_USAGE_1K, reserved: 0 });
      expect(await h.core.admin.quotaUsage(principal.tokenId)).toMatchObject({ spent: 2 * COST_USAGE_1K, reserved: 0 });
      // A new lease afterwards: the budget is still ample.
      expect((await admitted(h.core, principal, 'r2')).leaseId).toBeDefined();
    });

    it('gives a released request back to its lease once, and charges a settlement after that as a late one', async () => {
      const { principal, account } = await h.newToken(100_000_000);
      await admitted(h.core, principal, 'r0');
      const leased = await admitted(h.core, principal, 'r1');
      await h.core.release(leased);
      await h.core.release(leased);
      // Back in the lease, which the next request draws from.
      const next = await admitted(h.core, principal, 'r2');
      expect(next.leaseId).toBe(leased.leaseId);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 9 * GPT4O_HOLD_1K });
      const late = await h.core.settle(leased, usage1k);
      expect(late).toMatchObject({ requestId: 'r1', cost: COST_USAGE_1K });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000_000 - COST_USAGE_1K, reserved: 9 * GPT4O_HOLD_1K });
    });

    it('caps the late settlement of a request whose lease expired and was swept', async () => {
      const { principal, account } = await h.newToken(100_000_000);
      const first = await admitted(h.core, principal, 'r0');
      const leased = await admitted(h.core, principal, 'r1');
      h.clock.advance(62_000);
      expect(await h.core.sweepExpired()).toBe(2);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 0 });
      expect(await h.core.settle(leased, usage1k)).toMatchObject({ cost: COST_USAGE_1K });
      expect(await h.core.settle(first, usage1k)).toMatchObject({ cost: COST_USAGE_1K });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000_000 - 2 * COST_USAGE_1K, reserved: 0 });
    });

    it('stops drawing from a lease of a token revoked, or an account suspended, in this instance', async () => {
      const { principal, account, token } = await h.newToken(100_000_000);
      await admitted(h.core, principal, 'r0');
      await admitted(h.core, principal, 'r1');
      await h.core.admin.suspendAccount(account.id);
      expect(await h.core.admit(principal, gpt4o, estimate('r2'))).toMatchObject({ ok: false, denied: 'account_suspended' });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 2 * GPT4O_HOLD_1K });
      await h.core.admin.resumeAccount(account.id);
      await admitted(h.core, principal, 'r3');
      await h.core.admin.revokeToken(token.id);
      expect(await h.core.admit(principal, gpt4o, estimate('r4'))).toMatchObject({ ok: false, denied: 'revoked_token' });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 3 * GPT4O_HOLD_1K });
    });

    it('never admits more than the budget when two instances draw leases in parallel', async () => {
      const budget = 200 * GPT4O_HOLD_1K;
      const { principal, account } = await h.newToken(budget);
      const other = await h.openCore();
      const cores = [h.core, other];
      for (const core of cores) await h.core.release(await admitted(core, principal, 'prime'));
      const results = await Promise.all(
        Array.from({ length: 600 }, (_, index) => (cores[index % 2] as Core).admit(principal, gpt4o, estimate(`p${index}`))),
      );
      // Each request is settled by the instance that admitted it (as the gateway does).
      const held = results.flatMap((result, index) => (result.ok ? [{ reservation: result.reservation, core: cores[index % 2] as Core }] : []));
      expect(held.reduce((sum, { reservation }) => sum + reservation.hold, 0)).toBeLessThanOrEqual(budget);
      expect(held.some(({ reservation }) => reservation.leaseId !== undefined)).toBe(true);
      // Only what leases keep unused (a few holds) is out of reach near exhaustion.
      expect(held.length).toBeGreaterThanOrEqual(170);
      expect(results.every((result) => result.ok || result.limit === 'account_balance')).toBe(true);

      const charged = await Promise.all(held.map(({ reservation, core }) => core.settle(reservation, usage1k)));
      expect(charged.every((entry) => entry.cost === COST_USAGE_1K)).toBe(true);
      h.clock.advance(1_000);
      await Promise.all(cores.map((core) => core.sweepExpired()));
      expect(await h.core.admin.heldReservations({ accountId: account.id })).toEqual([]);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: budget - held.length * COST_USAGE_1K, reserved: 0 });
      expect(await h.core.admin.ledger({ accountId: account.id })).toHaveLength(held.length);
    });
  });
}
