import { expect, vi } from 'vitest';
import type { Core, LedgerEntry, Reservation } from '../../src/index.js';

/** A request a test admitted and has not settled or released yet, and the instance that admitted it. */
export type OpenRequest = {
  reservation: Reservation;
  core: Core;
  /** Until when the store must hold its worst case: its expiry, moved by renewals. */
  expiresAt: number;
};

export type Books = {
  accountId: string;
  /** Everything ever added to the account (the initial balance included). */
  toppedUp: number;
  /** The account's tokens that have a quota (lifetime windows, so the window never changes during a test). */
  quotas: { tokenId: string; limit: number }[];
  open: OpenRequest[];
  /** Reservation ids of every request the test has settled. */
  settled: Set<string>;
  now: number;
  /** Set once every lease is old and swept: each lease row then holds exactly its open parts (nothing unused). */
  leasesReturned?: boolean;
};

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Checks the invariants admission leases must keep, through `core`: balance = top-ups − charges, reserved = the
 * held rows' holds (per account and per quota window), neither cap exceeded, one ledger entry per settled request
 * and none for others, and every open request that has not expired backed by the store (its own row, or a lease row
 * holding at least all its lease's open parts). Returns the ledger. Retried for up to a second: the reads are not one
 * snapshot, and a sweep or a lease's return the core started in the background may land between them.
 */
export function expectBooksBalanced(core: Core, books: Books): Promise<LedgerEntry[]> {
  return vi.waitFor(() => checkBooks(core, books), { timeout: 1_000, interval: 20 });
}

async function checkBooks(core: Core, books: Books): Promise<LedgerEntry[]> {
  const [account, ledger, held] = await Promise.all([
    core.admin.getAccount(books.accountId),
    core.admin.ledger({ accountId: books.accountId }),
    core.admin.heldReservations({ accountId: books.accountId }),
  ]);
  if (account === null) throw new Error(`no account ${books.accountId}`);
  const charged = sum(ledger.map((entry) => entry.cost));
  expect(account.balance).toBe(books.toppedUp - charged);
  expect(account.reserved).toBe(sum(held.map((row) => row.hold)));
  expect(account.balance).toBeGreaterThanOrEqual(account.reserved);

  const ledgerIds = ledger.map((entry) => entry.reservationId);
  expect(new Set(ledgerIds).size).toBe(ledger.length);
  expect([...ledgerIds].sort()).toEqual([...books.settled].sort());

  for (const { tokenId, limit } of books.quotas) {
    const usage = await core.admin.quotaUsage(tokenId);
    expect(usage.spent).toBe(sum(ledger.filter((entry) => entry.tokenId === tokenId).map((entry) => entry.cost)));
    expect(usage.reserved).toBe(sum(held.filter((row) => row.tokenId === tokenId && row.quotaWindow !== null).map((row) => row.hold)));
    expect(usage.spent + usage.reserved).toBeLessThanOrEqual(limit);
  }

  const rows = new Map(held.map((row) => [row.id, row]));
  const parts = new Map<string, OpenRequest[]>();
  for (const request of books.open) {
    const { leaseId, id, hold } = request.reservation;
    if (leaseId !== undefined) parts.set(leaseId, [...(parts.get(leaseId) ?? []), request]);
    else if (request.expiresAt > books.now) expect(rows.get(id)?.hold, `the hold of ${id}`).toBe(hold);
  }
  for (const [leaseId, drawn] of parts) {
    if (drawn.every((request) => request.expiresAt <= books.now)) continue;
    const needed = sum(drawn.map((request) => request.reservation.hold));
    expect(rows.get(leaseId)?.hold ?? 0, `the hold of lease ${leaseId}`).toBeGreaterThanOrEqual(needed);
  }
  if (books.leasesReturned === true) {
    for (const row of held.filter((each) => each.requestId === 'lease')) {
      expect(row.hold, `the hold of returned lease ${row.id}`).toBe(sum((parts.get(row.id) ?? []).map((request) => request.reservation.hold)));
    }
  }
  return ledger;
}
