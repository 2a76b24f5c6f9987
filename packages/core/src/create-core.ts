import { createAdmissionLeases } from './create-admission-leases.js';
import { computeCost } from './compute-cost.js';
import { computeWorstCaseCost } from './compute-worst-case-cost.js';
import { applyAuthChanges } from './apply-auth-changes.js';
import { createAuthCache } from './create-auth-cache.js';
import { createAuthenticator } from './create-authenticator.js';
import { createCoreAdmin } from './create-core-admin.js';
import { createId } from './create-id.js';
import type { AdmitResult, Core, CreateCoreOptions } from './core.js';
import { findModelSuggestions } from './find-model-suggestions.js';
import { formatCredits } from './format-credits.js';
import { getQuotaWindow } from './get-quota-window.js';
import type { LimiterTicket } from './limiter.js';
import { createMemoryLimiter } from './memory/create-memory-limiter.js';
import type { ModelDefinition } from './model-definition.js';
import type { Principal } from './principal.js';
import type { Reservation } from './reservation.js';
import type { RateLimits } from './token.js';
import type { ReserveResult } from './store.js';
import type { LedgerEntry } from './ledger-entry.js';

const DEFAULT_RESERVATION_TTL_MS = 15 * 60_000;
const DEFAULT_AUTH_CACHE_TTL_MS = 1_000;
const DEFAULT_WATCHED_AUTH_CACHE_TTL_MS = 60_000;
const DEFAULT_SWEEP_INTERVAL_MS = 1_000;
const DEFAULT_ADMISSION_LEASE_MS = 1_000;
const DEFAULT_INSTANCE_DEAD_AFTER_MS = 20_000;
/** Renewals a heartbeat has in flight at once. */
const RENEWAL_CONCURRENCY = 32;

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** The limiter's record of a reservation, or null when its token has no rate limits (the limiter was not asked). */
function ticketOf(reservation: Reservation): LimiterTicket | null {
  if (reservation.rateWindowStart === null) return null;
  return { key: reservation.tokenId, leaseId: reservation.id, windowStart: reservation.rateWindowStart, tokens: reservation.inputTokens };
}

const hasRateLimits = ({ requestsPerMinute, tokensPerMinute, concurrentRequests }: RateLimits): boolean =>
  requestsPerMinute !== null || tokensPerMinute !== null || concurrentRequests !== null;

/** The auth/quota core over a store and a limiter. See docs/ARCHITECTURE.md § @modelgate/core. */
export function createCore(options: CreateCoreOptions): Core {
  const { store } = options;
  const limiter = options.limiter ?? createMemoryLimiter();
  const clock = options.clock ?? Date.now;
  const reservationTtlMs = options.reservationTtlMs ?? DEFAULT_RESERVATION_TTL_MS;
  const instanceDeadAfterMs = options.instanceDeadAfterMs ?? DEFAULT_INSTANCE_DEAD_AFTER_MS;
  /** How long a hold lives without a renewal: short with liveness on, so a dead instance's holds come back soon. */
  const holdTtlMs = instanceDeadAfterMs > 0 ? Math.min(reservationTtlMs, instanceDeadAfterMs) : reservationTtlMs;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? (instanceDeadAfterMs > 0 ? Math.floor(instanceDeadAfterMs / 4) : 0);
  const sweepIntervalMs = options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  const onError = options.onError ?? (() => undefined);
  const authCache = createAuthCache({
    ttlMs: options.authCacheTtlMs ?? DEFAULT_AUTH_CACHE_TTL_MS,
    // An authCacheTtlMs of 0 turns the cache off, watched or not.
    watchedTtlMs: options.watchedAuthCacheTtlMs ?? (options.authCacheTtlMs === 0 ? 0 : DEFAULT_WATCHED_AUTH_CACHE_TTL_MS),
  });
  // A store that tells every change to a token or account (PostgreSQL's notifications) lets what it said be kept longer.
  const authWatch = store.watchAuthChanges?.(applyAuthChanges(authCache));
  /**
   * Settlements begun and not yet done, by account (key: the account's ID) and, for those that hold a rate-limit
   * ticket, by token (key: NUL + the token's ID). An admission that asks the store for an account, or the limiter for
   * a token with a concurrency or tokens-per-minute limit, waits for those first: an answer goes out before its
   * settlement commits, and the client's next request must not meet its reservation (docs/ARCHITECTURE.md, settle).
   */
  const settling = new Map<string, Set<Promise<unknown>>>();
  const settledFor = (key: string): Promise<unknown> | undefined => {
    const pending = settling.get(key);
    if (pending === undefined) return undefined;
    // A settlement's failure is its caller's to report: the admission goes on.
    return Promise.all([...pending].map((each) => each.catch(() => undefined)));
  };
  const trackSettlement = (key: string, work: Promise<unknown>): void => {
    let pending = settling.get(key);
    if (pending === undefined) settling.set(key, (pending = new Set()));
    pending.add(work);
    const forget = (): void => {
      pending.delete(work);
      if (pending.size === 0 && settling.get(key) === pending) settling.delete(key);
    };
    work.then(forget, forget);
  };
  const leases = createAdmissionLeases({
    store, clock, onError, reservationTtlMs: holdTtlMs, settledFor,
    // A lease must be retired long before its reservation could expire.
    maxAgeMs: Math.min(options.admissionLeaseMs ?? DEFAULT_ADMISSION_LEASE_MS, holdTtlMs / 4),
  });
  let models = new Map<string, ModelDefinition>();
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  let closing: Promise<void> | undefined;
  let sweeping: Promise<number> | undefined;
  /** Holds returned by sweeps so far: lets a rejected admission see that a concurrent sweep freed credits. */
  let returnedHolds = 0;
  /**
   * This instance's admitted, not yet settled or released reservations: what its heartbeat renews, each up to its
   * `renewableUntil` (admission + the reservation TTL, moved on by `renew`).
   */
  const running = new Map<string, { reservation: Reservation; renewableUntil: number }>();

  const setModels = (next: ModelDefinition[]): void => {
    models = new Map(next.map((model) => [model.id, model]));
  };
  setModels(options.models);

  const visibleModels = (principal: Principal): ModelDefinition[] => {
    const all = [...models.values()];
    if (principal.visibleModelIds === null) return all;
    const allowed = new Set(principal.visibleModelIds);
    return all.filter((model) => allowed.has(model.id));
  };

  /** One sweep at a time; callers that arrive meanwhile share it. Stale admission leases are retired first. */
  const sweepExpired = (): Promise<number> => {
    const now = clock();
    lastSweepAt = now;
    sweeping ??= leases.retireStale(now)
      .then(() => store.sweepExpired(now))
      .then((count) => {
        if (count > 0) returnedHolds += count;
        return count;
      })
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  };

  const { authenticate, authenticateCached } = createAuthenticator({ store, clock, authCache, ttlMs: options.authCacheTtlMs ?? DEFAULT_AUTH_CACHE_TTL_MS, onError });

  const rejectionOf = (result: Exclude<ReserveResult, { ok: true }>, reservation: Reservation, principal: Principal): AdmitResult => {
    if (result.reason === 'account_not_active') {
      return { ok: false, limit: 'account_balance', message: 'The account is suspended.', denied: 'account_suspended' };
    }
    if (result.reason === 'token_not_active') return { ok: false, limit: 'token_quota', message: 'The token is revoked.', denied: 'revoked_token' };
    const needs = `the request may cost up to ${formatCredits(reservation.hold)} credits and ${formatCredits(result.available)} are left`;
    if (result.limit === 'account_balance') return { ok: false, limit: 'account_balance', message: `Account balance too low: ${needs}.` };
    const quota = principal.quota;
    const endsAt = quota === null ? null : getQuotaWindow(quota.period, reservation.createdAt).endsAt;
    const waitHelps = endsAt !== null && quota !== null && reservation.hold <= quota.limit;
    return {
      ok: false,
      limit: 'token_quota',
      message: `Token quota exhausted${quota === null ? '' : ` for its ${quota.period === 'lifetime' ? 'lifetime' : `current ${quota.period}`}`}: ${needs}.`,
      ...(waitHelps && endsAt !== null ? { retryAfterMs: endsAt - reservation.createdAt } : {}),
    };
  };

  // On opening: a restarted instance returns its crashed predecessor's expired holds at once.
  sweepExpired().catch((error: unknown) => onError(error, 'sweep expired reservations'));

  const admit: Core['admit'] = async (principal, model, estimate) => {
    assertCount(estimate.inputTokens, 'inputTokens');
    const maxOutputTokens = estimate.maxOutputTokens ?? model.defaultMaxOutputTokens;
    assertCount(maxOutputTokens, 'maxOutputTokens');
    const now = clock();
    // In the background: after a crash the first sweep may have thousands of holds to return.
    if (now - lastSweepAt >= sweepIntervalMs) sweepExpired().catch((error: unknown) => onError(error, 'sweep expired reservations'));
    const id = createId('res');
    const expiresAt = now + holdTtlMs;
    // A token without rate limits costs the limiter nothing (no Redis round trip).
    const limited = hasRateLimits(principal.rateLimits);
    if (limited && settling.size > 0 && (principal.rateLimits.concurrentRequests !== null || principal.rateLimits.tokensPerMinute !== null)) {
      // Its previous requests' slots and tokens are given back after their settlements: those begun come first.
      const settled = settledFor(`\u0000${principal.tokenId}`);
      if (settled !== undefined) await settled;
    }
    const acquired = limited
      ? await limiter.acquire({
          key: principal.tokenId, limits: principal.rateLimits, tokens: estimate.inputTokens, leaseId: id, leaseExpiresAt: expiresAt, now,
        })
      : { ok: true as const, ticket: null };
    if (!acquired.ok) {
      const what = { rpm: 'requests per minute', tpm: 'tokens per minute', concurrency: 'concurrent requests' }[acquired.limit];
      return {
        ok: false, limit: acquired.limit, message: `Rate limit reached: ${what}.`,
        ...(acquired.retryAfterMs === undefined ? {} : { retryAfterMs: acquired.retryAfterMs }),
      };
    }
    const window = principal.quota === null ? null : getQuotaWindow(principal.quota.period, now);
    const reservation: Reservation = {
      id, requestId: estimate.requestId, tokenId: principal.tokenId, accountId: principal.accountId, modelId: model.id,
      pricing: { ...model.pricing }, inputTokens: estimate.inputTokens, maxOutputTokens,
      hold: computeWorstCaseCost(model.pricing, estimate.inputTokens, maxOutputTokens),
      quotaWindow: window?.key ?? null, quotaLimit: principal.quota?.limit ?? null,
      rateWindowStart: acquired.ticket?.windowStart ?? null, createdAt: now, expiresAt,
    };
    let result: ReserveResult;
    let held = reservation;
    try {
      const returnedBefore = returnedHolds;
      ({ result, reservation: held } = await leases.reserve(reservation));
      if (!result.ok && result.reason === 'insufficient') {
        // A sweep (this one, or one that ran alongside the reservation) returned holds: try once more.
        await sweepExpired();
        if (returnedHolds > returnedBefore) ({ result, reservation: held } = await leases.reserve(reservation));
      }
    } catch (error) {
      // The store failed (e.g. the database is down): give the rate-limit slot back before reporting it.
      if (acquired.ticket !== null) {
        await limiter.cancel(acquired.ticket).catch((cancelError: unknown) => onError(cancelError, 'cancel a rate-limit ticket'));
      }
      throw error;
    }
    if (!result.ok) {
      if (acquired.ticket !== null) await limiter.cancel(acquired.ticket);
      // Revoked or suspended since the principal was cached: the next authenticate asks the store again.
      if (result.reason !== 'insufficient') authCache.invalidate((record) => record.token.id === principal.tokenId);
      return rejectionOf(result, reservation, principal);
    }
    if (holdTtlMs < reservationTtlMs) running.set(held.id, { reservation: held, renewableUntil: held.createdAt + reservationTtlMs });
    return { ok: true, reservation: held };
  };

  const settle: Core['settle'] = (reservation, usage) => {
    const work = settleNow(reservation, usage);
    trackSettlement(reservation.accountId, work);
    if (reservation.rateWindowStart !== null) trackSettlement(`\u0000${reservation.tokenId}`, work);
    return work;
  };

  const settleNow: Core['settle'] = async (reservation, usage) => {
    running.delete(reservation.id);
    const ratedCost = computeCost(reservation.pricing, usage);
    const ledgerId = createId('led');
    const now = clock();
    const ticket = ticketOf(reservation);
    let entry: LedgerEntry;
    try {
      entry = await leases.settle(reservation, (held) => store.settle({ reservation: held, usage, ratedCost, ledgerId, now }));
    } catch (error) {
      if (ticket !== null) await limiter.release(ticket).catch((releaseError: unknown) => onError(releaseError, 'release a concurrency slot'));
      throw error;
    }
    if (entry.id === ledgerId && ticket !== null) {
      // The money is recorded; a limiter failure now must not make the caller think the settlement failed.
      try {
        await limiter.adjustTokens(ticket, usage.inputTokens + usage.outputTokens - reservation.inputTokens, now);
        await limiter.release(ticket);
      } catch (error) {
        onError(error, 'update rate limits after a settlement');
      }
    }
    return entry;
  };

  const renewUntil = async (reservation: Reservation, expiresAt: number, now: number): Promise<boolean> => {
    if (!(await leases.renew(reservation, expiresAt))) return false;
    const ticket = ticketOf(reservation);
    if (ticket !== null) await limiter.renew(ticket, expiresAt, now);
    return true;
  };

  // With liveness on, a renewal gives the request another reservation TTL to run, but its hold and slot are still
  // written to expire within the liveness bound: the heartbeat carries them on while this instance lives, so a renewed
  // hold of an instance that then dies comes back as soon as any other.
  const renew: Core['renew'] = async (reservation) => {
    const now = clock();
    const renewableUntil = now + reservationTtlMs;
    const expiresAt = now + holdTtlMs;
    if (!(await renewUntil(reservation, expiresAt, now))) return null;
    if (holdTtlMs < reservationTtlMs) running.set(reservation.id, { reservation, renewableUntil });
    return { ...reservation, expiresAt };
  };

  let beating: Promise<void> | undefined;
  const heartbeat = (): Promise<void> => {
    beating ??= (async () => {
      const now = clock();
      const due: { reservation: Reservation; renewableUntil: number }[] = [];
      for (const each of running.values()) {
        // Past its reservation TTL, a hold is left to expire: a request stuck for ever must not hold credits for ever.
        if (each.renewableUntil <= now) running.delete(each.reservation.id);
        else due.push(each);
      }
      for (let start = 0; start < due.length; start += RENEWAL_CONCURRENCY) {
        await Promise.all(
          due.slice(start, start + RENEWAL_CONCURRENCY).map(async ({ reservation, renewableUntil }) => {
            const expiresAt = Math.min(renewableUntil, now + holdTtlMs);
            try {
              if (!(await renewUntil(reservation, expiresAt, now))) running.delete(reservation.id);
            } catch (error) {
              onError(error, 'renew a running request\'s hold');
            }
          }),
        );
      }
      await sweepExpired().then(
        () => undefined,
        (error: unknown) => onError(error, 'sweep expired reservations'),
      );
    })().finally(() => {
      beating = undefined;
    });
    return beating;
  };
  const heartbeatTimer = heartbeatIntervalMs > 0 ? setInterval(() => void heartbeat(), heartbeatIntervalMs) : undefined;
  heartbeatTimer?.unref();

  const release: Core['release'] = async (reservation) => {
    running.delete(reservation.id);
    const ticket = ticketOf(reservation);
    if ((await leases.release(reservation, clock())) && ticket !== null) await limiter.cancel(ticket);
  };

  return {
    authenticate,
    authenticateCached,
    visibleModels,
    resolveModel(principal, id) {
      // Looked up by its ID, as every request does: the visible list is built only for a miss's suggestions.
      const found = models.get(id);
      if (found !== undefined && (principal.visibleModelIds === null || principal.visibleModelIds.includes(id))) return { ok: true, model: found };
      const visible = visibleModels(principal);
      return { ok: false, reason: 'not_found', suggestions: findModelSuggestions(id, visible.map((candidate) => candidate.id)) };
    },
    admit,
    settle,
    renew,
    heartbeat,
    release,
    setModels,
    sweepExpired,
    keepRequestRecords: (records) => store.insertRequestRecords(records),
    pruneRequestRecords: (time) => store.deleteRequestRecordsBefore(time),
    admin: createCoreAdmin({ store, clock, authCache, leases }),
    close() {
      if (heartbeatTimer !== undefined) clearInterval(heartbeatTimer);
      closing ??= Promise.all([sweeping, beating])
        .catch(() => undefined)
        .then(() => leases.close())
        .then(() => authWatch?.close())
        .then(() => Promise.all([store.close(), limiter.close()]))
        .then(() => undefined);
      return closing;
    },
  };
}
