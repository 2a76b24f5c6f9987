import { createId } from './create-id.js';
import { withLeaseId, type Reservation } from './reservation.js';
import type { ReserveResult, Store } from './store.js';

export type AdmissionLeasesOptions = {
  store: Store;
  clock: () => number;
  /**
   * How long a lease is drawn from before its unused part goes back (default 1000 ms, as long as the auth cache
   * trusts a token); 0 turns leases off, so every admission asks the store.
   */
  maxAgeMs: number;
  /** The reservation TTL: a lease's own reservation expires this long after the lease's last possible draw. */
  reservationTtlMs: number;
  onError: (error: unknown, during: string) => void;
  /**
   * The settlements of an account's requests begun and not yet done (undefined: none): an admission that asks the
   * store waits for them first, so that it never meets the reservation of a request whose answer already went out.
   */
  settledFor?: (accountId: string) => Promise<unknown> | undefined;
};

export type AdmissionLeases = {
  /**
   * Holds `reservation`'s worst case: from its token's lease when that has room (no store round trip), otherwise in
   * the store, taking a new lease there when the budget is ample. The reservation it resolves to carries the lease.
   */
  reserve(reservation: Reservation): Promise<{ result: ReserveResult; reservation: Reservation }>;
  /**
   * Settles `reservation` through `write`: with its lease while its part is held there or being settled (the store
   * gives the part back from the lease once; a second settlement racing the first finds the first one's entry under
   * the lease's lock), otherwise without it (the part was released or settled before), which the store then settles
   * as a reservation it no longer holds.
   */
  settle<T>(reservation: Reservation, write: (reservation: Reservation) => Promise<T>): Promise<T>;
  /** Gives a request's hold back: to its lease while that is drawn from, else to the store. True if it held anything. */
  release(reservation: Reservation, now: number): Promise<boolean>;
  /** Moves the expiry of the reservation that holds this request's hold (its lease's, if it has one). */
  renew(reservation: Reservation, expiresAt: number): Promise<boolean>;
  /** Stops drawing from leases older than the maximum age and returns their unused parts. */
  retireStale(now: number): Promise<void>;
  /** Stops drawing from a token's or an account's leases (revoked, suspended, settings changed). */
  retireFor(owner: { tokenId?: string; accountId?: string }): Promise<void>;
  /** Returns every lease's unused part, a lease still being taken included, and takes no more (before the store closes). */
  close(): Promise<void>;
};

type Lease = {
  id: string;
  /** Micro-credits the lease's reservation holds that no request has drawn yet. */
  free: number;
  size: number;
  /** The requests whose holds are drawn from it and not yet settled or released. */
  parts: Set<string>;
  /** Parts being settled, with how many settlements of each are in flight. */
  settling: Map<string, number>;
  takenAt: number;
  /** When its reservation expires: never before any of its parts (a renewal only ever moves it later). */
  expiresAt: number;
  /** The last renewal of its reservation written (they are written in turn). */
  renewal: Promise<unknown>;
  retired: boolean;
  /** Its successor was asked for ahead (once: a refusal is not asked again while it is drawn from). */
  replacedAhead: boolean;
};

/**
 * One per token and quota window for a token with a quota, one per account for the tokens without one: the lease
 * drawn from now, and what sizes the next one.
 */
type LeaseState = {
  /** The token whose quota the lease holds; undefined for an account's lease (any of its tokens draws from it). */
  tokenId: string | undefined;
  accountId: string;
  lease: Lease | undefined;
  acquiring: Promise<void> | undefined;
  /** What the store said was left unheld after the last hold it granted or refused (undefined: not asked yet). */
  available: number | undefined;
  /** A lease is this many times the hold of the request that takes it; doubles when a lease runs out young. */
  multiplier: number;
  seenAt: number;
  /** Bumped by retireFor: a lease asked for before that is retired as soon as it lands. */
  retirements: number;
};

const MIN_MULTIPLIER = 8;
const MAX_MULTIPLIER = 1_024;
/** A lease never takes more than this share of what is left: near exhaustion every request asks the store. */
const BUDGET_SHARE = 16;
/**
 * A lease at the largest size is replaced ahead, while it is still drawn from: once this share of it is drawn, or of
 * its age gone, its successor is taken in the background, so a hot token's requests do not all wait on the store (and
 * on the account's settlements in flight, which a store reservation waits for) every time one runs out.
 */
const REPLACE_AHEAD_SHARE = 3 / 4;

/**
 * Admission leases: a process reserves a block of a token's budget once (one store write, a reservation like any
 * other, so every instance's books count it) and admits the next requests from it in memory, so most admissions
 * make no store round trip. Nothing can overspend: a request is admitted only from credits the store holds for this
 * process. A lease is drawn from for at most `maxAgeMs`, then what is unused goes back; its requests' holds are given
 * back from it when they settle. Leases are taken only when the store has said the token's budget (the least of
 * quota and balance) is at least BUDGET_SHARE times the lease, so a small or nearly spent budget is admitted request
 * by request, exactly as without leases, and another instance is never kept waiting on a lease for long.
 *
 * A token with a quota has leases of its own (they hold its quota as well as the balance). The tokens without a quota
 * share their account's lease: a team account whose many tokens each send a request now and then still admits from
 * memory, where leases per token would be taken once per request and every admission would wait on the account's row.
 * A token that is revoked, or whose account is suspended, stops drawing when the auth cache asks the store again (as
 * with its own lease, within the auth cache's TTL); the store checked the token that took the lease.
 */
export function createAdmissionLeases(options: AdmissionLeasesOptions): AdmissionLeases {
  const { store } = options;
  const shrinkHold = store.shrinkHold?.bind(store);
  // A store without shrinkHold does not know leases: every admission asks it.
  const maxAgeMs = shrinkHold === undefined ? 0 : options.maxAgeMs;
  const settledFor = options.settledFor ?? (() => undefined);
  /** Reserves in the store, once the account's settlements begun before have landed. */
  const reserveInStore = (reservation: Reservation, now: number): Promise<ReserveResult> => {
    const settled = settledFor(reservation.accountId);
    return settled === undefined ? store.reserve(reservation, now) : settled.then(() => store.reserve(reservation, now));
  };
  const states = new Map<string, LeaseState>();
  const leases = new Map<string, Lease>();
  const returning = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  /** Set by close: no lease is taken after it (every admission asks the store). */
  let closed = false;

  const track = (work: Promise<unknown>, during: string): Promise<void> => {
    const tracked = work.then(
      () => undefined,
      (error: unknown) => options.onError(error, during),
    );
    returning.add(tracked);
    void tracked.finally(() => returning.delete(tracked));
    return tracked;
  };

  const forgetIfDone = (lease: Lease): void => {
    if (lease.retired && lease.parts.size === 0 && lease.settling.size === 0) leases.delete(lease.id);
  };

  const retire = (state: LeaseState, lease: Lease): Promise<void> => {
    if (state.lease === lease) state.lease = undefined;
    lease.retired = true;
    const unused = lease.free;
    lease.free = 0;
    forgetIfDone(lease);
    return unused > 0 && shrinkHold !== undefined ? track(shrinkHold(lease.id, unused), 'return the unused part of an admission lease') : Promise.resolve();
  };

  /** The request's hold from the state's lease, if it has room; a lease too old or too empty is retired (`retiring`). */
  const draw = (state: LeaseState, reservation: Reservation, now: number, retiring: Promise<void>[]): Reservation | undefined => {
    const lease = state.lease;
    if (lease === undefined) return undefined;
    if (now - lease.takenAt >= maxAgeMs) {
      // Mostly unused at its age: the next one is smaller.
      if (lease.free > lease.size / 2) state.multiplier = Math.max(MIN_MULTIPLIER, state.multiplier / 2);
      retiring.push(retire(state, lease));
      return undefined;
    }
    if (lease.free < reservation.hold) {
      state.multiplier = Math.min(MAX_MULTIPLIER, state.multiplier * 2);
      retiring.push(retire(state, lease));
      return undefined;
    }
    lease.free -= reservation.hold;
    lease.parts.add(reservation.id);
    return withLeaseId(reservation, lease.id);
  };

  const startTimer = (): void => {
    if (timer !== undefined || closed) return;
    timer = setInterval(() => void retireStale(options.clock()), Math.max(maxAgeMs, 50));
    timer.unref();
  };

  /**
   * Takes a lease sized for `reservation` and draws its hold from it (unless `ahead`: the request was drawn from the
   * lease this one replaces); undefined when the store refused the lease.
   */
  const takeLease = async (state: LeaseState, reservation: Reservation, size: number, retiring: Promise<void>[], ahead = false): Promise<Reservation | undefined> => {
    const retirements = state.retirements;
    const lease: Lease = {
      id: createId('lse'), free: size, size,
      parts: new Set(), settling: new Map(), takenAt: reservation.createdAt,
      expiresAt: reservation.createdAt + maxAgeMs + options.reservationTtlMs, renewal: Promise.resolve(), retired: false,
      replacedAhead: false,
    };
    const result = await reserveInStore(
      {
        ...reservation, id: lease.id, requestId: 'lease', modelId: '(lease)', hold: size, inputTokens: 0, maxOutputTokens: 0,
        rateWindowStart: null, expiresAt: lease.expiresAt,
      },
      reservation.createdAt,
    );
    state.available = result.available;
    if (!result.ok) return undefined;
    leases.set(lease.id, lease);
    if (state.lease !== undefined) retiring.push(retire(state, state.lease));
    state.lease = lease;
    startTimer();
    const drawn = ahead ? undefined : draw(state, reservation, reservation.createdAt, retiring);
    // Its token was revoked, its account suspended or its settings changed meanwhile: this request was admitted (the
    // store granted the lease before), the next ones ask the store.
    if (state.retirements !== retirements && state.lease === lease) retiring.push(retire(state, lease));
    return drawn;
  };

  /**
   * Behind a request drawn from a lease of the largest size: once most of it is drawn or most of its age gone, takes
   * its successor (the lease drawn from until then, whose unused part then goes back); admissions go on drawing from
   * it meanwhile, and wait for the successor only if it runs out first.
   */
  const replaceAhead = (state: LeaseState, reservation: Reservation, now: number): void => {
    const lease = state.lease;
    if (lease === undefined || lease.replacedAhead || state.acquiring !== undefined || closed || state.multiplier < MAX_MULTIPLIER || state.available === undefined) return;
    const drawnMost = lease.size - lease.free >= lease.size * REPLACE_AHEAD_SHARE;
    if (!drawnMost && now - lease.takenAt < maxAgeMs * REPLACE_AHEAD_SHARE) return;
    lease.replacedAhead = true;
    // Aged with most of it unused: its successor is smaller (draw halves it), and taken when needed.
    if (!drawnMost && lease.free > lease.size / 2) return;
    const size = Math.min(state.multiplier * reservation.hold, Math.floor(state.available / BUDGET_SHARE));
    if (size < MIN_MULTIPLIER * reservation.hold) return;
    const retiring: Promise<void>[] = [];
    const acquiring = takeLease(state, reservation, size, retiring, true).then(() => Promise.all(retiring)).then(() => undefined);
    const tracked = track(acquiring, 'take an admission lease ahead').finally(() => {
      if (state.acquiring === tracked) state.acquiring = undefined;
    });
    state.acquiring = tracked;
  };

  const retireStale = async (now: number): Promise<void> => {
    const work: Promise<void>[] = [];
    for (const [key, state] of states) {
      if (state.lease !== undefined && now - state.lease.takenAt >= maxAgeMs) work.push(retire(state, state.lease));
      else if (state.lease === undefined && state.acquiring === undefined && now - state.seenAt >= 60_000) states.delete(key);
    }
    await Promise.all(work);
  };

  return {
    async reserve(reservation) {
      const now = reservation.createdAt;
      if (maxAgeMs <= 0 || closed) return { result: await reserveInStore(reservation, now), reservation };
      const ownLease = reservation.quotaWindow !== null;
      const key = ownLease ? `${reservation.tokenId}\u0000${reservation.quotaWindow ?? ''}` : `\u0000${reservation.accountId}`;
      let state = states.get(key);
      if (state === undefined) {
        state = {
          tokenId: ownLease ? reservation.tokenId : undefined, accountId: reservation.accountId, lease: undefined, acquiring: undefined, available: undefined,
          multiplier: MIN_MULTIPLIER, seenAt: now, retirements: 0,
        };
        states.set(key, state);
      }
      state.seenAt = now;
      // A burst arriving while a lease is being taken waits for it; when it runs out, the next (twice as large) is
      // taken once for all of them. Bounded: after that, the request is reserved on its own. The unused part of a
      // lease retired on the way goes back alongside, and is back when this admission is answered.
      const retiring: Promise<void>[] = [];
      let admitted: { result: ReserveResult; reservation: Reservation } | undefined;
      for (let attempt = 0; attempt < 4 && admitted === undefined; attempt += 1) {
        const drawn = draw(state, reservation, now, retiring);
        if (drawn !== undefined) {
          admitted = { result: { ok: true }, reservation: drawn };
          replaceAhead(state, reservation, now);
          break;
        }
        if (state.acquiring !== undefined) {
          await state.acquiring;
          continue;
        }
        // Never more than a sixteenth of what is left, and never under eight worst cases: below that, request by request.
        const size = state.available === undefined ? 0 : Math.min(state.multiplier * reservation.hold, Math.floor(state.available / BUDGET_SHARE));
        if (closed || state.available === undefined || size <= 0 || size < MIN_MULTIPLIER * reservation.hold) break;
        let leased: Reservation | undefined;
        const acquiring = takeLease(state, reservation, size, retiring).then((taken) => {
          leased = taken;
        });
        state.acquiring = acquiring;
        try {
          await acquiring;
        } finally {
          state.acquiring = undefined;
        }
        if (leased !== undefined) admitted = { result: { ok: true }, reservation: leased };
        break;
      }
      if (admitted === undefined) {
        const result = await reserveInStore(reservation, now);
        if (result.ok || result.reason === 'insufficient') state.available = result.available;
        admitted = { result, reservation };
      }
      if (retiring.length > 0) await Promise.all(retiring);
      return admitted;
    },

    async settle(reservation, write) {
      const lease = reservation.leaseId === undefined ? undefined : leases.get(reservation.leaseId);
      if (lease === undefined || !(lease.parts.delete(reservation.id) || lease.settling.has(reservation.id))) {
        if (reservation.leaseId === undefined) return write(reservation);
        const { leaseId: _given, ...own } = reservation;
        return write(own);
      }
      // Until it is written, a second settlement must go to the lease too: settled as one the store no longer held,
      // it could write the entry first (charging without the hold, which the lease would then keep).
      lease.settling.set(reservation.id, (lease.settling.get(reservation.id) ?? 0) + 1);
      try {
        return await write(reservation);
      } finally {
        const left = (lease.settling.get(reservation.id) ?? 1) - 1;
        if (left > 0) lease.settling.set(reservation.id, left);
        else lease.settling.delete(reservation.id);
        forgetIfDone(lease);
      }
    },

    async release(reservation, now) {
      if (reservation.leaseId === undefined) return store.release(reservation.id, now);
      const lease = leases.get(reservation.leaseId);
      if (lease === undefined || !lease.parts.delete(reservation.id)) return false;
      if (!lease.retired) {
        lease.free += reservation.hold;
        return true;
      }
      forgetIfDone(lease);
      await shrinkHold?.(lease.id, reservation.hold);
      return true;
    },

    async renew(reservation, expiresAt) {
      if (reservation.leaseId === undefined) return store.renewReservation(reservation.id, expiresAt);
      const lease = leases.get(reservation.leaseId);
      if (lease === undefined || !lease.parts.has(reservation.id)) return false;
      // The lease's reservation holds parts drawn after this one too, which expire later than this one did: move its
      // expiry only ever later, and write renewals in turn, so that an earlier one never lands last.
      lease.expiresAt = Math.max(lease.expiresAt, expiresAt);
      const renewed = lease.renewal.then(() => store.renewReservation(lease.id, lease.expiresAt));
      lease.renewal = renewed.catch(() => false);
      return renewed;
    },

    retireStale,

    async retireFor(owner) {
      const work: Promise<void>[] = [];
      for (const state of states.values()) {
        const ownerMatches = (owner.tokenId !== undefined && state.tokenId === owner.tokenId) || (owner.accountId !== undefined && state.accountId === owner.accountId);
        if (!ownerMatches) continue;
        state.retirements += 1;
        if (state.lease !== undefined) work.push(retire(state, state.lease));
      }
      await Promise.all(work);
    },

    async close() {
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      // A lease still being taken lands first, so that it is returned too (its failure is its admission's to report).
      await Promise.all([...states.values()].map((state) => state.acquiring?.catch(() => undefined)));
      await Promise.all([...states.values()].flatMap((state) => (state.lease === undefined ? [] : [retire(state, state.lease)])));
      await Promise.all([...returning]);
    },
  };
}
