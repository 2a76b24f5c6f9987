import type { Database } from 'better-sqlite3';
import { addToUsageTotals } from '../add-to-usage-totals.js';
import type { LedgerEntry } from '../ledger-entry.js';
import { USAGE_ROLLUP_HOUR_MS } from '../usage-rollup-hour.js';
import type { UsageTotals } from '../usage-summary.js';

type Totals = UsageTotals & { hourStart: number; accountId: string; tokenId: string; modelId: string };

export type UsageRollupBatch = {
  /** Counts a ledger entry written in the current transaction (call it once the entry's insert succeeded). */
  add(entry: LedgerEntry): void;
  /** Adds what was counted to `usage_hourly`, one upsert per hour and key, in the current transaction. */
  write(): void;
  /** Forgets what was counted: its transaction was rolled back. */
  discard(): void;
};

/**
 * The hourly usage rollup kept in the settlements' own transaction (so it can never disagree with the ledger), summed
 * in memory first: a group commit of many settlements of one key pays for one upsert, not one per ledger row.
 */
export function createUsageRollupBatch(db: Database): UsageRollupBatch {
  const upsert = db.prepare(`INSERT INTO usage_hourly (hour_start, account_id, token_id, model_id, requests, input_tokens,
      cached_input_tokens, cache_write_input_tokens, output_tokens, cost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (hour_start, account_id, token_id, model_id) DO UPDATE SET requests = requests + excluded.requests,
      input_tokens = input_tokens + excluded.input_tokens, cached_input_tokens = cached_input_tokens + excluded.cached_input_tokens,
      cache_write_input_tokens = cache_write_input_tokens + excluded.cache_write_input_tokens,
      output_tokens = output_tokens + excluded.output_tokens, cost = cost + excluded.cost`);
  let pending = new Map<string, Totals>();

  return {
    add(entry) {
      const hourStart = Math.floor(entry.createdAt / USAGE_ROLLUP_HOUR_MS) * USAGE_ROLLUP_HOUR_MS;
      const key = `${hourStart}\u0000${entry.accountId}\u0000${entry.tokenId}\u0000${entry.modelId}`;
      let totals = pending.get(key);
      if (totals === undefined) {
        totals = {
          hourStart, accountId: entry.accountId, tokenId: entry.tokenId, modelId: entry.modelId,
          requests: 0, inputTokens: 0, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 0, cost: 0,
        };
        pending.set(key, totals);
      }
      addToUsageTotals(totals, entry);
    },
    write() {
      if (pending.size === 0) return;
      const counted = pending;
      pending = new Map();
      for (const totals of counted.values()) {
        upsert.run(totals.hourStart, totals.accountId, totals.tokenId, totals.modelId, totals.requests, totals.inputTokens,
          totals.cachedInputTokens, totals.cacheWriteInputTokens, totals.outputTokens, totals.cost);
      }
    },
    discard() {
      pending = new Map();
    },
  };
}
