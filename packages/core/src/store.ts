import type { Account, AccountStatus } from './account.js';
import type { AdjustBalanceInput, BalanceAdjustment } from './balance-adjustment.js';
import type { LedgerEntry, SettleUsage } from './ledger-entry.js';
import type { Reservation } from './reservation.js';
import type { RequestRecord, RequestRecordFilter, RequestTraffic } from './request-record.js';
import type { Token, TokenRecord } from './token.js';

/** The fields of a token an administrator may change after creation. */
export type TokenSettings = Pick<Token, 'name' | 'expiresAt' | 'visibleModelIds' | 'quota' | 'rateLimits'>;
import type { UsageFilter, UsageGroupBy, UsageRow, UsageSeriesRow } from './usage-summary.js';

/** A credit added to an account (the initial balance is one too). Append-only. */
export type TopUp = { id: string; accountId: string; amount: number; note: string | null; createdAt: number };

/** A reservation still holding credits. Stores forget a reservation once it is settled, released or expired
 * (the ledger, keyed by reservation, remembers the settled ones). */
export type StoredReservation = {
  id: string;
  requestId: string;
  tokenId: string;
  accountId: string;
  modelId: string;
  hold: number;
  quotaWindow: string | null;
  createdAt: number;
  expiresAt: number;
};

export type ReserveResult =
  | {
      ok: true;
      /**
       * Micro-credits still unheld after this hold: the least of what the account and the token's quota window have
       * left (admission leases are sized by it). Omitted by a store that does not know it.
       */
      available?: number;
    }
  | {
      ok: false;
      limit: 'token_quota' | 'account_balance';
      /** Micro-credits still available under the limit that was hit (0 when the account or token is not usable). */
      available: number;
      reason: 'insufficient' | 'account_not_active' | 'token_not_active';
    };

export type SettleInput = {
  reservation: Reservation;
  usage: SettleUsage;
  /** Micro-credits at list price; the store charges less only if the balance or quota has less left. */
  ratedCost: number;
  ledgerId: string;
  now: number;
};

export type AuthRecord = { token: TokenRecord; account: Account };

/**
 * Persistence for accounts, tokens, reservations and the ledger. Every method is atomic on its own; `reserve`,
 * `settle`, `release` and `sweepExpired` keep the invariants under any concurrency, across processes for the
 * SQLite and PostgreSQL stores: balance ≥ reserved ≥ 0, quota spent + reserved ≤ limit, one ledger entry per
 * reservation. Stores never read a clock: the core passes `now`.
 */
export type Store = {
  readonly kind: string;
  insertAccount(account: Account, initialTopUp: TopUp | null): Promise<Account>;
  getAccount(id: string): Promise<Account | null>;
  findAccountByName(name: string): Promise<Account | null>;
  listAccounts(): Promise<Account[]>;
  setAccountStatus(id: string, status: AccountStatus): Promise<Account | null>;
  topUp(topUp: TopUp): Promise<Account | null>;
  listTopUps(accountId?: string): Promise<TopUp[]>;
  /**
   * Adds a signed amount to a balance, or sets it, and records the adjustment, atomically; null if there is no such
   * account. Throws `CoreError` `invalid_input` when the balance would drop below what open reservations hold (or 0).
   */
  adjustBalance(input: AdjustBalanceInput): Promise<{ account: Account; adjustment: BalanceAdjustment } | null>;
  listBalanceAdjustments(accountId?: string): Promise<BalanceAdjustment[]>;

  insertToken(token: TokenRecord): Promise<void>;
  findAuthRecord(prefix: string): Promise<AuthRecord | null>;
  /**
   * The tokens with these prefixes, in one read, in no particular order (an unknown prefix has none): the cold lookups
   * of one moment (a burst after a restart or an idle spell) asked together.
   */
  findAuthRecords(prefixes: readonly string[]): Promise<AuthRecord[]>;
  /**
   * Up to `limit` tokens of the account of the token with this prefix, ordered by prefix, those after `afterPrefix`
   * ('' for the first), in one read ([] if there is no such token): lets the auth cache read a team's tokens behind
   * its requests, a chunk at a time. Optional: a store in this process, where a lookup costs no round trip, leaves it out.
   */
  findAuthRecordsOfAccount?(prefix: string, limit: number, afterPrefix: string): Promise<AuthRecord[]>;
  getToken(id: string): Promise<Token | null>;
  listTokens(filter: { accountId?: string }): Promise<Token[]>;
  revokeToken(id: string, now: number): Promise<Token | null>;
  /** Replaces a token's settings (name, expiry, visible models, quota, rate limits); null if there is no such token. */
  updateToken(id: string, settings: TokenSettings): Promise<Token | null>;

  reserve(reservation: Reservation, now: number): Promise<ReserveResult>;
  /**
   * Charges one reservation and writes its ledger entry, once (a second settlement returns the first entry). When the
   * reservation has a `leaseId`, its hold is part of that lease's: the lease's hold shrinks by it (the lease goes when
   * nothing is left) instead of a reservation of its own being removed; a lease that no longer holds it (expired)
   * makes it a late settlement, capped by what is free.
   */
  settle(input: SettleInput): Promise<LedgerEntry>;
  /** Returns a held reservation's hold; true if it was held (false: already settled, released or expired). */
  release(reservationId: string, now: number): Promise<boolean>;
  /**
   * Returns up to `amount` of a held reservation's hold (a lease's unused part), removing the reservation when nothing
   * is left; resolves to what it returned (0 when the reservation no longer holds anything). A store that has it
   * supports admission leases: it also settles a reservation with a `leaseId` as `settle` says, and says what a
   * reservation leaves (`available`). Without it, every admission asks the store.
   */
  shrinkHold?(reservationId: string, amount: number): Promise<number>;
  /** Moves a held reservation's expiry; false if it no longer holds anything. */
  renewReservation(id: string, expiresAt: number): Promise<boolean>;
  /** Returns the holds of reservations whose expiry has passed; returns how many it expired. */
  sweepExpired(now: number): Promise<number>;
  /** Reservations still holding credits (in-flight requests, or holds of a crashed instance not yet expired). */
  listHeldReservations(filter: { accountId?: string }): Promise<StoredReservation[]>;
  getQuotaUsage(tokenId: string, window: string): Promise<{ spent: number; reserved: number }>;

  listLedger(filter: UsageFilter & { limit?: number }): Promise<LedgerEntry[]>;
  /** Keeps request records (a batch in one transaction); a request ID seen before keeps its first record. */
  insertRequestRecords(records: readonly RequestRecord[]): Promise<void>;
  getRequestRecord(requestId: string): Promise<RequestRecord | null>;
  /** Newest first, by the filter's keys and time, a page at a time. */
  listRequestRecords(filter: RequestRecordFilter): Promise<RequestRecord[]>;
  /** Removes records that started before `time` (retention); returns how many. */
  deleteRequestRecordsBefore(time: number): Promise<number>;
  /** Requests and errors per model and per (model, deployment) of the records since `since`, summed in the store. */
  requestTraffic(since: number): Promise<RequestTraffic[]>;
  usageRows(filter: UsageFilter): Promise<UsageRow[]>;
  /**
   * Ledger sums per time bucket of `bucketMs` (whole UTC hours from the epoch, so hours and days) and (account, token,
   * model), the filter's `since` and `until` widened to whole hours (`widenToWholeHours`); with `groupBy`, a store may
   * sum over the other keys (returning them as '') to return fewer rows, and may stop after `limit` rows (the oldest
   * buckets first).
   * SQL stores read an hourly rollup kept in the settlement's transaction, not the ledger.
   */
  usageSeriesRows(filter: UsageFilter, bucketMs: number, groupBy?: UsageGroupBy, limit?: number): Promise<UsageSeriesRow[]>;
  /**
   * Tells `watcher` of every change to a token or to an account's status or name, made by any instance (or by hand),
   * soon after it commits, for as long as `watcher.watching(true)` holds: between `watching(false)` and the next
   * `watching(true)` changes may go untold. Optional: a store that cannot (SQLite, memory) leaves it out, and the auth
   * cache then trusts what it read for its short TTL only.
   */
  watchAuthChanges?(watcher: AuthChangeWatcher): { close(): Promise<void> };
  close(): Promise<void>;
};

/**
 * A token (any of its settings or its status) or an account (its status or name) changed; `added`: a token was added
 * (a secret that was unknown may now be known).
 */
export type AuthChange = { kind: 'token' | 'account'; id: string; added?: boolean };

export type AuthChangeWatcher = {
  changed(change: AuthChange): void;
  /** true once changes are told from now on; false when they may no longer be (the connection was lost). */
  watching(on: boolean): void;
};
