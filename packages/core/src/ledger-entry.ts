/**
 * How a settled request ended: `ok`; `upstream_error` (the upstream failed before the answer began); `client_aborted`
 * (the client left); `failed_mid_stream` (the upstream failed after the answer began).
 */
export const SETTLE_STATUSES = ['ok', 'upstream_error', 'client_aborted', 'failed_mid_stream'] as const;
export type SettleStatus = (typeof SETTLE_STATUSES)[number];

/**
 * Which part of a settlement's usage the gateway estimated instead of the upstream reporting it: `none`, `output`
 * (the upstream reported the input, the output was counted from what was generated: the client left or the stream
 * broke before the final usage), or `input_and_output` (the upstream reported no usage at all).
 */
export const USAGE_ESTIMATES = ['none', 'output', 'input_and_output'] as const;
export type UsageEstimate = (typeof USAGE_ESTIMATES)[number];

/** Real usage reported when a request ends. `inputTokens` includes cached and cache-write input. */
export type SettleUsage = {
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteInputTokens: number;
  outputTokens: number;
  status: SettleStatus;
  /** Which part was estimated (default `none`: all of it was reported). */
  estimated?: UsageEstimate;
};

/** One entry per settled request. Append-only. */
export type LedgerEntry = {
  id: string;
  reservationId: string;
  requestId: string;
  createdAt: number;
  tokenId: string;
  accountId: string;
  modelId: string;
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteInputTokens: number;
  outputTokens: number;
  /** Micro-credits charged to the balance and quota. */
  cost: number;
  /** Micro-credits at list price; above `cost` only when the charge was capped by what was left. */
  ratedCost: number;
  status: SettleStatus;
  /** Which part of the usage was estimated rather than reported (`none` on entries written before it was recorded). */
  estimated: UsageEstimate;
  /** The token quota window the charge counted against (fixed at admission), or null without a quota. */
  quotaWindow: string | null;
};
