import type { Account, AccountStatus } from './account.js';
import type { BalanceAdjustment } from './balance-adjustment.js';
import type { LedgerEntry, SettleStatus, UsageEstimate } from './ledger-entry.js';
import type { RequestRecord, RequestTraffic } from './request-record.js';
import type { StoredReservation, TokenSettings, TopUp } from './store.js';
import type { QuotaPeriod, Token, TokenRecord, TokenStatus } from './token.js';
import type { UsageRow, UsageSeriesRow } from './usage-summary.js';

/** Row shapes shared by the SQLite and PostgreSQL stores (snake_case columns; integers may come back as strings). */
export type Row = Record<string, unknown>;

const text = (value: unknown): string => String(value);
const integer = (value: unknown): number => Number(value);
const nullableInteger = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function mapAccountRow(row: Row): Account {
  return {
    id: text(row.id), name: text(row.name), status: text(row.status) as AccountStatus,
    balance: integer(row.balance), reserved: integer(row.reserved), createdAt: integer(row.created_at),
  };
}

export function mapTopUpRow(row: Row): TopUp {
  return {
    id: text(row.id), accountId: text(row.account_id), amount: integer(row.amount),
    note: row.note === null ? null : text(row.note), createdAt: integer(row.created_at),
  };
}

export function mapBalanceAdjustmentRow(row: Row): BalanceAdjustment {
  return {
    id: text(row.id), accountId: text(row.account_id), amount: integer(row.amount), balanceAfter: integer(row.balance_after),
    reason: text(row.reason), createdAt: integer(row.created_at),
  };
}

export function mapTokenRecordRow(row: Row): TokenRecord {
  const visible = row.visible_model_ids;
  const parsed: unknown = typeof visible === 'string' ? JSON.parse(visible) : visible;
  return {
    id: text(row.id), accountId: text(row.account_id), name: text(row.name), prefix: text(row.prefix), hash: text(row.hash),
    status: text(row.status) as TokenStatus, createdAt: integer(row.created_at),
    expiresAt: nullableInteger(row.expires_at), revokedAt: nullableInteger(row.revoked_at),
    visibleModelIds: Array.isArray(parsed) ? parsed.map(String) : null,
    quota: row.quota_limit === null || row.quota_period === null
      ? null
      : { limit: integer(row.quota_limit), period: text(row.quota_period) as QuotaPeriod },
    rateLimits: {
      requestsPerMinute: nullableInteger(row.requests_per_minute),
      tokensPerMinute: nullableInteger(row.tokens_per_minute),
      concurrentRequests: nullableInteger(row.concurrent_requests),
    },
  };
}

export function mapTokenRow(row: Row): Token {
  const { hash: _hash, ...token } = mapTokenRecordRow(row);
  return token;
}

/** Token columns in insertion order, for `INSERT INTO tokens (…) VALUES (…)`. */
export function tokenColumns(token: TokenRecord): unknown[] {
  return [
    token.id, token.accountId, token.name, token.prefix, token.hash, token.status, token.createdAt, token.expiresAt,
    token.revokedAt, token.visibleModelIds === null ? null : JSON.stringify(token.visibleModelIds),
    token.quota?.limit ?? null, token.quota?.period ?? null, token.rateLimits.requestsPerMinute,
    token.rateLimits.tokensPerMinute, token.rateLimits.concurrentRequests,
  ];
}

/** The changeable token columns, in the order of the stores' UPDATE statements. */
export function tokenSettingsColumns(settings: TokenSettings): unknown[] {
  return [
    settings.name, settings.expiresAt, settings.visibleModelIds === null ? null : JSON.stringify(settings.visibleModelIds),
    settings.quota?.limit ?? null, settings.quota?.period ?? null, settings.rateLimits.requestsPerMinute,
    settings.rateLimits.tokensPerMinute, settings.rateLimits.concurrentRequests,
  ];
}

export const TOKEN_COLUMN_NAMES = `id, account_id, name, prefix, hash, status, created_at, expires_at, revoked_at,
  visible_model_ids, quota_limit, quota_period, requests_per_minute, tokens_per_minute, concurrent_requests`;

export function mapReservationRow(row: Row): StoredReservation {
  return {
    id: text(row.id), requestId: text(row.request_id), tokenId: text(row.token_id), accountId: text(row.account_id),
    modelId: text(row.model_id), hold: integer(row.hold), quotaWindow: row.quota_window === null ? null : text(row.quota_window),
    createdAt: integer(row.created_at), expiresAt: integer(row.expires_at),
  };
}

export function mapLedgerRow(row: Row): LedgerEntry {
  return {
    id: text(row.id), reservationId: text(row.reservation_id), requestId: text(row.request_id), createdAt: integer(row.created_at),
    tokenId: text(row.token_id), accountId: text(row.account_id), modelId: text(row.model_id),
    inputTokens: integer(row.input_tokens), cachedInputTokens: integer(row.cached_input_tokens),
    cacheWriteInputTokens: integer(row.cache_write_input_tokens), outputTokens: integer(row.output_tokens),
    cost: integer(row.cost), ratedCost: integer(row.rated_cost), status: text(row.status) as SettleStatus,
    estimated: text(row.estimated) as UsageEstimate,
    quotaWindow: row.quota_window === null || row.quota_window === undefined ? null : text(row.quota_window),
  };
}

/** Ledger columns in insertion order. */
export function ledgerColumns(entry: LedgerEntry): unknown[] {
  return [
    entry.id, entry.reservationId, entry.requestId, entry.createdAt, entry.tokenId, entry.accountId, entry.modelId,
    entry.inputTokens, entry.cachedInputTokens, entry.cacheWriteInputTokens, entry.outputTokens, entry.cost,
    entry.ratedCost, entry.status, entry.quotaWindow, entry.estimated,
  ];
}

export const LEDGER_COLUMN_NAMES = `id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
  cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window, estimated`;

/** How many columns `ledgerColumns` gives. */
export const LEDGER_COLUMN_COUNT = 16;

export function mapUsageRow(row: Row): UsageRow {
  return {
    accountId: text(row.account_id), tokenId: text(row.token_id), modelId: text(row.model_id), requests: integer(row.requests),
    inputTokens: integer(row.input_tokens), cachedInputTokens: integer(row.cached_input_tokens),
    cacheWriteInputTokens: integer(row.cache_write_input_tokens), outputTokens: integer(row.output_tokens), cost: integer(row.cost),
  };
}

const nullableText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A request record row; the record is TEXT (SQLite) or JSONB, which `pg` parses already. */
export function mapRequestRecordRow(row: Row): RequestRecord {
  const record: unknown = typeof row.record === 'string' ? JSON.parse(row.record) : row.record;
  return {
    requestId: text(row.request_id), createdAt: integer(row.created_at), accountId: nullableText(row.account_id),
    tokenId: nullableText(row.token_id), modelId: nullableText(row.model_id), status: nullableInteger(row.status),
    record: typeof record === 'object' && record !== null && !Array.isArray(record) ? (record as Record<string, unknown>) : {},
  };
}

/** A row of the request traffic aggregate (counts come back as strings from PostgreSQL). */
export function mapRequestTrafficRow(row: Row): RequestTraffic {
  return { modelId: text(row.model_id), deployment: nullableText(row.deployment), requests: integer(row.requests), errors: integer(row.errors ?? 0) };
}

export function mapUsageSeriesRow(row: Row): UsageSeriesRow {
  return { ...mapUsageRow(row), bucketStart: integer(row.bucket_start) };
}

/** The SELECT list of ledger sums, shared by the usage and usage series queries. */
export const USAGE_SUMS = `COUNT(*) AS requests, SUM(input_tokens) AS input_tokens, SUM(cached_input_tokens) AS cached_input_tokens,
  SUM(cache_write_input_tokens) AS cache_write_input_tokens, SUM(output_tokens) AS output_tokens, SUM(cost) AS cost`;
