export type UsageFilter = { accountId?: string; tokenId?: string; modelId?: string; since?: number; until?: number };

export type UsageTotals = {
  requests: number;
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteInputTokens: number;
  outputTokens: number;
  /** Micro-credits charged. */
  cost: number;
};

/** Ledger sums for one (account, token, model) triple, as stores return them. */
export type UsageRow = UsageTotals & { accountId: string; tokenId: string; modelId: string };

export type UsageSummary = {
  total: UsageTotals;
  byAccount: (UsageTotals & { accountId: string })[];
  byToken: (UsageTotals & { tokenId: string; accountId: string })[];
  byModel: (UsageTotals & { modelId: string })[];
};

/** Ledger sums for one (time bucket, account, token, model), as stores return them; `bucketStart` in ms (UTC). */
export type UsageSeriesRow = UsageRow & { bucketStart: number };

export type UsageBucket = 'hour' | 'day';
export type UsageGroupBy = 'account' | 'token' | 'model' | 'total';

/** One line of a usage chart: the totals of one account, token or model (or of everything) per time bucket. */
export type UsageSeries = { key: string; points: (UsageTotals & { start: number })[] };
