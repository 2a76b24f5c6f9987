import type { UsageTotals } from './usage-summary.js';

/** Adds a row's requests, tokens and cost to a running total. */
export function addUsageTotals(target: UsageTotals, row: UsageTotals): void {
  target.requests += row.requests;
  target.inputTokens += row.inputTokens;
  target.cachedInputTokens += row.cachedInputTokens;
  target.cacheWriteInputTokens += row.cacheWriteInputTokens;
  target.outputTokens += row.outputTokens;
  target.cost += row.cost;
}
