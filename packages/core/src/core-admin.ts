import type { Account } from './account.js';
import type { BalanceAdjustment, BalanceChange } from './balance-adjustment.js';
import type { LedgerEntry } from './ledger-entry.js';
import type { RequestRecord, RequestRecordFilter, RequestTraffic } from './request-record.js';
import type { StoredReservation, TopUp } from './store.js';
import type { LedgerVerification } from './verify-ledger.js';
import type { RateLimits, Token, TokenQuota } from './token.js';
import type { UsageBucket, UsageFilter, UsageGroupBy, UsageSeries, UsageSummary } from './usage-summary.js';

export type CreateAccountInput = { name: string; /** Initial balance in micro-credits (default 0). */ balance?: number };

export type CreateTokenInput = {
  accountId: string;
  name?: string;
  expiresAt?: number | null;
  visibleModelIds?: string[] | null;
  quota?: TokenQuota | null;
  rateLimits?: Partial<RateLimits>;
};

export type UpdateTokenInput = Omit<CreateTokenInput, 'accountId'>;

/** Account, token and usage administration: what the CLI and the /admin API call. Throws `CoreError`. */
export type CoreAdmin = {
  createAccount(input: CreateAccountInput): Promise<Account>;
  listAccounts(): Promise<Account[]>;
  /** By ID or by name. */
  getAccount(idOrName: string): Promise<Account | null>;
  suspendAccount(id: string): Promise<Account>;
  resumeAccount(id: string): Promise<Account>;
  /** Adds micro-credits (a positive integer) to the balance. */
  topUp(id: string, amount: number, note?: string): Promise<Account>;
  listTopUps(accountId?: string): Promise<TopUp[]>;
  /**
   * Corrects a balance (adds a signed amount, or sets an exact value) and records it with its reason. Never below
   * what requests in flight hold.
   */
  adjustBalance(id: string, change: BalanceChange, reason: string): Promise<{ account: Account; adjustment: BalanceAdjustment }>;
  listBalanceAdjustments(accountId?: string): Promise<BalanceAdjustment[]>;
  /** The secret is returned here once and never again. */
  createToken(input: CreateTokenInput): Promise<{ token: Token; secret: string }>;
  listTokens(filter?: { accountId?: string }): Promise<Token[]>;
  getToken(id: string): Promise<Token | null>;
  revokeToken(id: string): Promise<Token>;
  /**
   * Changes a token's settings; omitted fields keep their value. Takes effect on this instance at once and on others
   * within the auth cache TTL. A new quota limit applies to the current window's spend; a new period starts counting
   * afresh in its own window.
   */
  updateToken(id: string, changes: UpdateTokenInput): Promise<Token>;
  usage(filter?: UsageFilter): Promise<UsageSummary>;
  /**
   * Spend and tokens per hour or day (UTC) from the ledger, one series per account, token or model, or in total. An
   * hour that `since` or `until` falls in counts whole. With `maxPoints`, more points than that across all series
   * throw a `CoreError` `too_large` (the store stops reading one point past it).
   */
  usageSeries(filter: UsageFilter, options: { bucket: UsageBucket; groupBy: UsageGroupBy; maxPoints?: number }): Promise<UsageSeries[]>;
  ledger(filter?: UsageFilter & { limit?: number }): Promise<LedgerEntry[]>;
  /** Reservations still holding credits: requests in flight, or holds of a crashed instance until they expire. */
  heldReservations(filter?: { accountId?: string }): Promise<StoredReservation[]>;
  /** One request's diagnostic record by its request ID (null when unknown, not yet written, or past retention). */
  getRequestRecord(requestId: string): Promise<RequestRecord | null>;
  /** Request records, newest first, by account, token, model, outcome and time, a page at a time. */
  listRequestRecords(filter?: RequestRecordFilter): Promise<RequestRecord[]>;
  /** Requests and 5xx per model, attempts and failures per (model, deployment), of every record since `since`. */
  requestTraffic(since: number): Promise<RequestTraffic[]>;
  /** Spent and reserved micro-credits of a token's current quota window (zeros without a quota). */
  /**
   * Reconciles balances, reserved credits and quota counters with the top-ups, the ledger and the open holds; any
   * difference is listed. Run it on a quiet system: requests in flight show as differences while they settle.
   */
  verifyLedger(): Promise<LedgerVerification>;
  quotaUsage(tokenId: string): Promise<{ window: string | null; limit: number | null; spent: number; reserved: number }>;
};
