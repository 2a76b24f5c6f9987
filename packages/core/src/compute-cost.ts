import type { ModelPricing } from './model-definition.js';

export type CostUsage = {
  /** All input, including cache reads and cache writes. */
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteInputTokens: number;
  outputTokens: number;
};

const MILLION = 1_000_000;
const BIG_MILLION = 1_000_000n;

function checkCount(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  return value;
}

/** The cost of a total beyond 2^53 − 1 (in micro-credits × 1,000,000), in bigint: no double could hold it exactly. */
function computeBigCost(uncached: number, cached: number, cacheWrite: number, output: number, prices: readonly [number, number, number, number]): number {
  const total =
    BigInt(uncached) * BigInt(prices[0]) + BigInt(cached) * BigInt(prices[1]) + BigInt(cacheWrite) * BigInt(prices[2]) + BigInt(output) * BigInt(prices[3]);
  const micros = (total + BIG_MILLION - 1n) / BIG_MILLION;
  if (micros > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('cost exceeds the safe integer range');
  return Number(micros);
}

/**
 * The cost of a request in integer micro-credits, rounded up. Cached and cache-write input are priced at their own
 * rates and the rest of the input at the input rate. Exact: no float ever touches money. Every count and price is a
 * safe integer, so each product and sum is an integer, computed exactly as long as the total stays below 2^53
 * (rounding only ever moves a double away from a value it cannot hold, so a total that reads below 2^53 had no
 * rounded step on its way); a larger total is computed again in bigint. The division by a million is exact too: a
 * total below 2^53 divided by 10^6 never rounds across an integer, and the remainder is taken on integers.
 */
export function computeCost(pricing: ModelPricing, usage: CostUsage): number {
  const input = checkCount(usage.inputTokens, 'inputTokens');
  const cached = checkCount(usage.cachedInputTokens, 'cachedInputTokens');
  const cacheWrite = checkCount(usage.cacheWriteInputTokens, 'cacheWriteInputTokens');
  const output = checkCount(usage.outputTokens, 'outputTokens');
  // Safe integers: a difference that is positive is exact, and one that is not rounds to zero or below.
  const rest = input - cached - cacheWrite;
  const uncached = rest > 0 ? rest : 0;
  const inputPrice = checkCount(pricing.inputPerMillion, 'inputPerMillion');
  const cachedPrice = checkCount(pricing.cachedInputPerMillion, 'cachedInputPerMillion');
  const cacheWritePrice = checkCount(pricing.cacheWriteInputPerMillion ?? pricing.inputPerMillion, 'cacheWriteInputPerMillion');
  const outputPrice = checkCount(pricing.outputPerMillion, 'outputPerMillion');
  const total = uncached * inputPrice + cached * cachedPrice + cacheWrite * cacheWritePrice + output * outputPrice;
  if (total > Number.MAX_SAFE_INTEGER) return computeBigCost(uncached, cached, cacheWrite, output, [inputPrice, cachedPrice, cacheWritePrice, outputPrice]);
  const whole = Math.floor(total / MILLION);
  return total - whole * MILLION > 0 ? whole + 1 : whole;
}
