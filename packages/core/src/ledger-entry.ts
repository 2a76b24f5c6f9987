/**
 * How a settled request ended: `ok`; `upstream_error` (the upstream failed before the answer began); `client_aborted`
 * (the client left); `failed_mid_stream` (the upstream failed after the answer began).
 */
export type SettleStatus = 'ok' | 'upstream_error' | 'client_aborted' | 'failed_mid_stream';

/** Real usage reported when a request ends. `inputTokens` includes cached and cache-write input. */
export type SettleUsage = {
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteInputTokens: number;
  outputTokens: number;
  status: SettleStatus;
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
  /** The token quota window the charge counted against (fixed at admission), or null without a quota. */
  quotaWindow: string | null;
};
