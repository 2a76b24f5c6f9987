import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../test/create-fake-clock.js';
import { createAdmissionLeases } from './create-admission-leases.js';
import { createMemoryStore } from './memory/create-memory-store.js';
import type { Reservation } from './reservation.js';
import type { Store } from './store.js';

const HOLD = 1_000;

/** A memory store with one account and token, that counts the writes the leases make. */
async function setup(balance: number, maxAgeMs = 1_000, { withoutShrinkHold = false, quota = false } = {}) {
  const clock = createFakeClock();
  const store = createMemoryStore();
  const calls = { reserve: 0, shrinkHold: 0 };
  let gate = Promise.resolve();
  /** Holds every store reservation back until the returned function is called. */
  const holdReserves = (): (() => void) => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    return open;
  };
  const counted: Store = {
    ...store,
    reserve: async (...args) => {
      calls.reserve += 1;
      await gate;
      return store.reserve(...args);
    },
    shrinkHold: (...args) => ((calls.shrinkHold += 1), store.shrinkHold?.(...args) ?? Promise.resolve(0)),
    // Looked up at each call, so that a test can slow it down.
    renewReservation: (...args) => store.renewReservation(...args),
  };
  await store.insertAccount({ id: 'a', name: 'a', status: 'active', balance, reserved: 0, createdAt: 0 }, null);
  for (const id of ['t', 't2']) {
    await store.insertToken({
      id, accountId: 'a', name: id, prefix: `p${id}`, hash: 'h', status: 'active', createdAt: 0, expiresAt: null, revokedAt: null,
      visibleModelIds: null, quota: quota ? { limit: 1e15, period: 'lifetime' } : null,
      rateLimits: { requestsPerMinute: null, tokensPerMinute: null, concurrentRequests: null },
    });
  }
  if (withoutShrinkHold) delete counted.shrinkHold;
  const leases = createAdmissionLeases({ store: counted, clock: clock.now, maxAgeMs, reservationTtlMs: 60_000, onError: (error) => { throw error; } });
  let sequence = 0;
  const request = (hold = HOLD, tokenId = 't'): Reservation => {
    sequence += 1;
    return {
      id: `res_${sequence}`, requestId: `r${sequence}`, tokenId, accountId: 'a', modelId: 'm',
      pricing: { inputPerMillion: 0, cachedInputPerMillion: 0, outputPerMillion: 0 }, inputTokens: 0, maxOutputTokens: 0, hold,
      quotaWindow: quota ? 'lifetime' : null, quotaLimit: quota ? 1e15 : null, rateWindowStart: null, createdAt: clock.now(), expiresAt: clock.now() + 60_000,
    };
  };
  const admit = async (hold = HOLD, tokenId = 't'): Promise<Reservation> => {
    const { result, reservation } = await leases.reserve(request(hold, tokenId));
    if (!result.ok) throw new Error(result.reason);
    return reservation;
  };
  const reserved = async (): Promise<number> => (await store.getAccount('a'))?.reserved ?? Number.NaN;
  return { clock, store, calls, leases, request, admit, reserved, holdReserves };
}

describe('createAdmissionLeases', () => {
  it('asks the store once to learn the budget, once per lease, and not for the requests drawn from it', async () => {
    const { calls, admit, reserved } = await setup(1_000_000_000);
    const first = await admit();
    expect(first.leaseId).toBeUndefined();
    const drawn = [];
    for (let index = 0; index < 8; index += 1) drawn.push(await admit());
    expect(calls.reserve).toBe(2);
    expect(new Set(drawn.map((reservation) => reservation.leaseId)).size).toBe(1);
    expect(await reserved()).toBe(9 * HOLD);
  });

  it('takes a lease twice as large when one runs out young, and half as large after one that stayed mostly unused', async () => {
    const { clock, calls, admit, reserved } = await setup(1_000_000_000);
    await admit();
    for (let index = 0; index < 8 + 16; index += 1) await admit();
    // Eight from the first lease, sixteen from the second.
    expect(calls.reserve).toBe(3);
    expect(await reserved()).toBe((1 + 8 + 16) * HOLD);
    await admit();
    expect(calls.reserve).toBe(4);
    expect(await reserved()).toBe((1 + 8 + 16 + 32) * HOLD);
    clock.advance(1_000);
    await admit();
    // The 32-hold lease went back with 31 unused; the next is 16.
    expect(calls.shrinkHold).toBe(1);
    expect(await reserved()).toBe((1 + 8 + 16 + 1 + 16) * HOLD);
  });

  it('takes smaller leases as the budget runs down, never more than a sixteenth of what is left, then none', async () => {
    const { calls, admit, store } = await setup(300 * HOLD);
    const leaseHolds: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      await admit();
      for (const held of await store.listHeldReservations({})) if (held.requestId === 'lease' && !leaseHolds.includes(held.hold)) leaseHolds.push(held.hold);
    }
    // 8, 16, then capped by what is left (not request by request as soon as a doubled lease would be too large).
    expect(leaseHolds.slice(0, 2)).toEqual([8 * HOLD, 16 * HOLD]);
    expect(leaseHolds.length).toBeGreaterThan(2);
    expect(calls.reserve).toBeLessThan(10);
    const small = await setup(100 * HOLD);
    for (let index = 0; index < 5; index += 1) expect((await small.admit()).leaseId).toBeUndefined();
  });

  it('replaces a lease of the largest size ahead: its successor is taken while it is drawn from, so no admission waits on it', async () => {
    const { clock, calls, admit, holdReserves, reserved } = await setup(1e15);
    await admit();
    // Leases of 8, 16, … 512 holds, each run out young; the next is of the largest size, 1,024.
    let size = 8;
    while (size <= 512) {
      for (let index = 0; index < size; index += 1) await admit();
      size *= 2;
    }
    const before = calls.reserve;
    const largest = await admit();
    expect(calls.reserve).toBe(before + 1);
    // Three quarters of it drawn: its successor is asked for, and the requests go on drawing from it meanwhile.
    const release = holdReserves();
    for (let index = 1; index < 768; index += 1) expect((await admit()).leaseId).toBe(largest.leaseId);
    expect(calls.reserve).toBe(before + 2);
    for (let index = 768; index < 1_000; index += 1) expect((await admit()).leaseId).toBe(largest.leaseId);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    const next = await admit();
    expect(next.leaseId).not.toBe(largest.leaseId);
    expect(calls.reserve).toBe(before + 2);
    // The replaced lease's 24 unused holds went back: held are the first request's, the smaller leases' 1,016, the
    // replaced lease's 1,000 drawn and its successor's 1,024 (the last request's among them).
    expect(await reserved()).toBe((1 + 1_016 + 1_000 + 1_024) * HOLD);
    // Most of its age gone with most of it drawn: replaced ahead as well.
    for (let index = 1; index < 600; index += 1) await admit();
    clock.advance(800);
    const aged = await admit();
    expect(aged.leaseId).toBe(next.leaseId);
    expect(calls.reserve).toBe(before + 3);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await admit()).leaseId).not.toBe(next.leaseId);
  });

  it('shares one lease among a burst that arrives while it is taken', async () => {
    const { calls, admit } = await setup(1_000_000_000);
    await admit();
    const burst = await Promise.all(Array.from({ length: 8 }, () => admit()));
    expect(calls.reserve).toBe(2);
    expect(new Set(burst.map((reservation) => reservation.leaseId)).size).toBe(1);
  });

  it('reserves request by request when the budget is not ample (under sixteen leases), when leases are off, or when the store does not know them', async () => {
    const tight = await setup(100 * HOLD);
    for (let index = 0; index < 10; index += 1) expect((await tight.admit()).leaseId).toBeUndefined();
    expect(tight.calls.reserve).toBe(10);
    const off = await setup(1_000_000_000, 0);
    for (let index = 0; index < 10; index += 1) expect((await off.admit()).leaseId).toBeUndefined();
    expect(off.calls.reserve).toBe(10);
    const unaware = await setup(1_000_000_000, 1_000, { withoutShrinkHold: true });
    for (let index = 0; index < 10; index += 1) expect((await unaware.admit()).leaseId).toBeUndefined();
    expect(unaware.calls.reserve).toBe(10);
  });

  it('gives a request released while its lease is drawn from back to the lease, and to the store after', async () => {
    const { clock, calls, leases, admit, reserved } = await setup(1_000_000_000);
    await admit();
    const [early, late] = [await admit(), await admit()];
    expect(await leases.release(early, clock.now())).toBe(true);
    expect(await leases.release(early, clock.now())).toBe(false);
    expect(calls.shrinkHold).toBe(0);
    expect(await reserved()).toBe(9 * HOLD);
    clock.advance(1_000);
    await leases.retireStale(clock.now());
    expect(await reserved()).toBe(2 * HOLD);
    expect(await leases.release(late, clock.now())).toBe(true);
    expect(await reserved()).toBe(HOLD);
  });

  it('settles a drawn request with its lease once; again, or after a release, without it', async () => {
    const { clock, leases, admit } = await setup(1_000_000_000);
    await admit();
    const [settled, released] = [await admit(), await admit()];
    const written: Reservation[] = [];
    const write = async (reservation: Reservation): Promise<void> => void written.push(reservation);
    await leases.settle(settled, write);
    await leases.settle(settled, write);
    await leases.release(released, clock.now());
    await leases.settle(released, write);
    expect(written[0]).toBe(settled);
    expect(written[1]).not.toHaveProperty('leaseId');
    expect(written[2]).toEqual({ ...released, leaseId: undefined });
    expect(written[2]).not.toHaveProperty('leaseId');
  });

  it('settles with its lease a second settlement that starts while the first is being written, and releases neither', async () => {
    const { clock, leases, admit } = await setup(1_000_000_000);
    await admit();
    const drawn = await admit();
    const written: Reservation[] = [];
    let finish = (): void => undefined;
    const first = leases.settle(drawn, async (reservation) => {
      written.push(reservation);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await leases.settle(drawn, async (reservation) => void written.push(reservation));
    expect(written.map((reservation) => reservation.leaseId)).toEqual([drawn.leaseId, drawn.leaseId]);
    expect(await leases.release(drawn, clock.now())).toBe(false);
    finish();
    await first;
    await leases.settle(drawn, async (reservation) => void written.push(reservation));
    expect(written[2]).not.toHaveProperty('leaseId');
  });

  it('moves the expiry of a lease only ever later, writing renewals of its parts in turn', async () => {
    const { clock, store, leases, admit } = await setup(1_000_000_000);
    await admit();
    const [early, late] = [await admit(), await admit()];
    const leaseId = early.leaseId ?? '';
    const row = async () => (await store.listHeldReservations({})).find((held) => held.id === leaseId);
    const takenExpiry = (await row())?.expiresAt ?? Number.NaN;
    // Renewed at once, its new expiry would come before that of a part drawn at the end of the lease's age.
    expect(await leases.renew(early, clock.now() + 60_000)).toBe(true);
    expect((await row())?.expiresAt).toBe(takenExpiry);
    // The first write is slow: it must not land after the second.
    const renewReservation = store.renewReservation.bind(store);
    const delays = [30, 0];
    store.renewReservation = async (id, expiresAt) => {
      await new Promise((resolve) => setTimeout(resolve, delays.shift() ?? 0));
      return renewReservation(id, expiresAt);
    };
    clock.advance(5_000);
    const first = leases.renew(early, clock.now() + 60_000);
    clock.advance(5_000);
    expect(await Promise.all([first, leases.renew(late, clock.now() + 60_000)])).toEqual([true, true]);
    expect((await row())?.expiresAt).toBe(clock.now() + 60_000);
  });

  it('draws the requests of every token without a quota from their account\'s lease', async () => {
    const { calls, admit, reserved } = await setup(1_000_000_000);
    await admit(HOLD, 't');
    const drawn = [await admit(HOLD, 't2'), await admit(HOLD, 't'), await admit(HOLD, 't2')];
    expect(calls.reserve).toBe(2);
    expect(new Set(drawn.map((reservation) => reservation.leaseId)).size).toBe(1);
    expect(drawn.map((reservation) => reservation.tokenId)).toEqual(['t2', 't', 't2']);
    expect(await reserved()).toBe(9 * HOLD);
  });

  it('gives a token with a quota leases of its own, which its quota holds too', async () => {
    const { calls, admit, store } = await setup(1_000_000_000, 1_000, { quota: true });
    await admit(HOLD, 't');
    await admit(HOLD, 't2');
    const [fromT, fromT2] = [await admit(HOLD, 't'), await admit(HOLD, 't2')];
    expect(calls.reserve).toBe(4);
    expect(fromT.leaseId).not.toBe(fromT2.leaseId);
    expect(await store.getQuotaUsage('t', 'lifetime')).toEqual({ spent: 0, reserved: 9 * HOLD });
  });

  it('keeps drawing an account\'s lease when one of its tokens is retired (its auth entry goes instead)', async () => {
    const { leases, admit } = await setup(1_000_000_000);
    await admit(HOLD, 't');
    const lease = (await admit(HOLD, 't2')).leaseId;
    await leases.retireFor({ tokenId: 't' });
    expect((await admit(HOLD, 't2')).leaseId).toBe(lease);
  });

  it.each([[{ tokenId: 't' }, true], [{ accountId: 'a' }, true], [{ accountId: 'a' }, false]])('retires as soon as it lands a lease being taken when its owner is retired (%o, quota: %s)', async (owner, quota) => {
    const { leases, admit, reserved, holdReserves } = await setup(1_000_000_000, 1_000, { quota });
    await admit();
    const open = holdReserves();
    const taking = admit();
    const retiring = leases.retireFor(owner);
    open();
    const [taken] = await Promise.all([taking, retiring]);
    expect(taken.leaseId).toBeDefined();
    // Taken before the token was revoked (or its account suspended, or its settings changed): nothing more is drawn.
    expect(await reserved()).toBe(2 * HOLD);
    expect((await admit()).leaseId).not.toBe(taken.leaseId);
  });

  it('returns every unused part on close', async () => {
    const { leases, admit, reserved } = await setup(1_000_000_000);
    await admit();
    await admit();
    await leases.close();
    expect(await reserved()).toBe(2 * HOLD);
  });

  it('returns on close the unused part of a lease that lands while closing, and takes none after', async () => {
    const { leases, admit, reserved, holdReserves } = await setup(1_000_000_000);
    await admit();
    const open = holdReserves();
    const taking = admit();
    const closing = leases.close();
    open();
    const [taken] = await Promise.all([taking, closing]);
    expect(taken.leaseId).toBeDefined();
    expect(await reserved()).toBe(2 * HOLD);
    expect((await admit()).leaseId).toBeUndefined();
    expect(await reserved()).toBe(3 * HOLD);
  });
});
