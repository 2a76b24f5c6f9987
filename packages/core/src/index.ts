export { createCore } from './create-core.js';
export { createMemoryStore } from './memory/create-memory-store.js';
export { createMemoryLimiter } from './memory/create-memory-limiter.js';
export { CoreError } from './core-error.js';
export { computeCost } from './compute-cost.js';
export { computeWorstCaseCost } from './compute-worst-case-cost.js';
export { createTokenSecret } from './create-token-secret.js';
export { hashTokenSecret } from './hash-token-secret.js';
export { parseTokenSecret } from './parse-token-secret.js';
export { findModelSuggestions } from './find-model-suggestions.js';
export { formatCredits, MICROS_PER_CREDIT } from './format-credits.js';
export { parseCredits } from './parse-credits.js';
export { getQuotaWindow } from './get-quota-window.js';
export { checkRateWindow, getRateBucketStart, RATE_BUCKET_MS, RATE_WINDOW_MS } from './check-rate-window.js';
export { NO_RATE_LIMITS } from './token.js';

export type { Account, AccountStatus } from './account.js';
export type { AdjustBalanceInput, BalanceAdjustment, BalanceChange } from './balance-adjustment.js';
export type { CoreErrorCode } from './core-error.js';
export type {
  AdmitEstimate,
  AdmitLimit,
  AdmitResult,
  AuthenticateFailure,
  AuthenticateResult,
  Core,
  CreateCoreOptions,
  ResolveModelResult,
} from './core.js';
export type { CoreAdmin, CreateAccountInput, CreateTokenInput, UpdateTokenInput } from './core-admin.js';
export type { CostUsage } from './compute-cost.js';
export type { TokenSecret } from './create-token-secret.js';
export type { LedgerEntry, SettleStatus, SettleUsage, UsageEstimate } from './ledger-entry.js';
export type { Limiter, LimiterAcquireInput, LimiterRejection, LimiterTicket } from './limiter.js';
export type { ModelDefinition, ModelPricing } from './model-definition.js';
export type { Principal } from './principal.js';
export type { RateBucket } from './check-rate-window.js';
export type { Reservation } from './reservation.js';
export type {
  AuthChange,
  AuthChangeWatcher,
  AuthRecord,
  ReserveResult,
  SettleInput,
  Store,
  StoredReservation,
  TokenSettings,
  TopUp,
} from './store.js';
export type { QuotaPeriod, RateLimits, Token, TokenQuota, TokenRecord, TokenStatus } from './token.js';
export type { LedgerDifference, LedgerVerification } from './verify-ledger.js';
export type { UsageBucket, UsageFilter, UsageGroupBy, UsageRow, UsageSeries, UsageSeriesRow, UsageSummary, UsageTotals } from './usage-summary.js';
export type { RequestRecord, RequestRecordFilter, RequestTraffic } from './request-record.js';
