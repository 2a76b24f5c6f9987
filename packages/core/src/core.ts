import type { CoreAdmin } from './core-admin.js';
import type { LedgerEntry, SettleUsage } from './ledger-entry.js';
import type { Limiter } from './limiter.js';
import type { ModelDefinition } from './model-definition.js';
import type { Principal } from './principal.js';
import type { Reservation } from './reservation.js';
import type { RequestRecord } from './request-record.js';
import type { Store } from './store.js';

export type CreateCoreOptions = {
  store: Store;
  /** Defaults to an in-memory limiter (single instance). Use the Redis limiter to share limits across instances. */
  limiter?: Limiter;
  models: ModelDefinition[];
  clock?: () => number;
  /**
   * The longest an unsettled reservation holds its credits, even on a live instance that keeps renewing it (default
   * 15 minutes): a request running longer is settled late, capped by what is left.
   */
  reservationTtlMs?: number;
  /**
   * Instance liveness (default 20 000 ms; 0 turns it off): holds and concurrency slots are written to expire this long
   * after admission, and a live instance renews those of its running requests every `heartbeatIntervalMs`. An
   * instance that dies (SIGKILL, power loss) stops renewing, and the next sweep of any instance returns its holds
   * and frees its slots: within 1.5 × instanceDeadAfterMs (its holds expire, an admission lease's up to a quarter of it
   * later, and a live instance's heartbeat sweeps them). A live instance's hold is never
   * returned early unless it cannot reach its store for longer than this.
   */
  instanceDeadAfterMs?: number;
  /** How often the renewals and a sweep run (default instanceDeadAfterMs / 4; 0: only when `heartbeat()` is called). */
  heartbeatIntervalMs?: number;
  /** How long an authentication result is reused in process (default and maximum useful value: 1000 ms). */
  authCacheTtlMs?: number;
  /**
   * How long instead while the store tells every change to tokens and accounts (`Store.watchAuthChanges`: PostgreSQL),
   * each change dropping what it touches at once (default 60 000 ms; 0 when `authCacheTtlMs` is 0). When that stops
   * (the connection lost), `authCacheTtlMs`.
   */
  watchedAuthCacheTtlMs?: number;
  /** Minimum time between two sweeps of expired reservations triggered by `admit` (default 1000 ms). */
  sweepIntervalMs?: number;
  /**
   * How long an admission lease is drawn from (default 1000 ms; 0 turns leases off). With leases, a token whose budget
   * is ample has a block of it reserved in the store at once and most admissions make no store round trip; a
   * revocation or suspension made by another instance then applies within this time, as it does to authentication.
   */
  admissionLeaseMs?: number;
  /**
   * Told about failures the core deliberately does not throw: bookkeeping of the limiter after a settlement was
   * recorded (the settlement succeeded; a concurrency slot then frees when its lease expires), and the background
   * sweep of expired reservations that `admit` starts. Log it.
   */
  onError?: (error: unknown, during: string) => void;
};

export type AuthenticateFailure = 'unknown_token' | 'revoked_token' | 'expired_token' | 'account_suspended';
export type AuthenticateResult = { ok: true; principal: Principal } | { ok: false; reason: AuthenticateFailure };

export type ResolveModelResult =
  | { ok: true; model: ModelDefinition }
  | { ok: false; reason: 'not_found'; suggestions: string[] };

export type AdmitEstimate = {
  /** Estimated input tokens (all input, cached included). */
  inputTokens: number;
  /** The request's output cap; the model's `defaultMaxOutputTokens` when absent. */
  maxOutputTokens?: number;
  requestId: string;
};

export type AdmitLimit = 'token_quota' | 'account_balance' | 'rpm' | 'tpm' | 'concurrency';

export type AdmitResult =
  | { ok: true; reservation: Reservation }
  | {
      ok: false;
      limit: AdmitLimit;
      retryAfterMs?: number;
      message: string;
      /**
       * Set when the token was revoked or its account suspended after the principal was cached (≤ 1 s ago): not a
       * limit to wait out but an authentication or permission failure (401 / 403).
       */
      denied?: 'revoked_token' | 'account_suspended';
    };

export type Core = {
  authenticate(secret: string): Promise<AuthenticateResult>;
  /**
   * `authenticate`'s answer when it needs no store read (a malformed secret, or one the auth cache holds), at once;
   * else undefined, and `authenticate` reads the store. A request path can then go on in the same turn.
   */
  authenticateCached(secret: string): AuthenticateResult | undefined;
  visibleModels(principal: Principal): ModelDefinition[];
  resolveModel(principal: Principal, id: string): ResolveModelResult;
  admit(principal: Principal, model: ModelDefinition, estimate: AdmitEstimate): Promise<AdmitResult>;
  /** Charges the real cost, writes the one ledger entry and returns the rest of the hold. Idempotent by reservation. */
  settle(reservation: Reservation, usage: SettleUsage): Promise<LedgerEntry>;
  /**
   * Keeps a long request's hold (and its concurrency slot) from expiring: lets it run another reservation TTL from
   * now. With instance liveness on, the stored expiry stays within `instanceDeadAfterMs` and this instance's heartbeat
   * carries it on, so a renewed hold of an instance that dies still comes back within the liveness bound. Returns the
   * renewed reservation, or null if it no longer holds anything (settled, released or expired).
   */
  renew(reservation: Reservation): Promise<Reservation | null>;
  /**
   * One liveness beat: renews the holds and concurrency slots of this instance's running requests (up to their
   * reservation TTL) and sweeps expired holds, a dead instance's included. Runs by itself every heartbeat interval.
   */
  heartbeat(): Promise<void>;
  /** Returns the whole hold, for a request that never reached the upstream. */
  release(reservation: Reservation): Promise<void>;
  setModels(models: ModelDefinition[]): void;
  /** Returns the holds of expired reservations now (admit also does this, at most once per sweep interval). */
  sweepExpired(): Promise<number>;
  /** Stores a batch of request records (the gateway batches them off the request's path); a known request ID is kept as it was. */
  keepRequestRecords(records: readonly RequestRecord[]): Promise<void>;
  /** Removes request records that started before `time` (retention); returns how many. */
  pruneRequestRecords(time: number): Promise<number>;
  admin: CoreAdmin;
  /** Closes the store and the limiter (once, however often it is called). */
  close(): Promise<void>;
};
