import type { ModelPricing } from './model-definition.js';

export type CostUsage = {
  /** All input, including cache reads and cache writes. */
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteInputTokens: number;
  outputTokens: number;
};

const MILLION = 1_000_000n;

function count(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  return BigInt(value);
}

/**
 * The cost of a request in integer micro-credits, rounded up. Cached and cache-write input are priced at their own
 * rates and the rest of the input at the input rate. Exact: computed in bigint, so no float ever touches money.
 */
export function computeCost(pricing: ModelPricing, usage: CostUsage): number {
  const input = count(usage.inputTokens, 'inputTokens');
  const cached = count(usage.cachedInputTokens, 'cachedInputTokens');
  const cacheWrite = count(usage.cacheWriteInputTokens, 'cacheWriteInputTokens');
  const output = count(usage.outputTokens, 'outputTokens');
  const uncached = input > cached + cacheWrite ? input - cached - cacheWrite : 0n;
  const cacheWritePrice = pricing.cacheWriteInputPerMillion ?? pricing.inputPerMillion;
  const total =
    uncached * count(pricing.inputPerMillion, 'inputPerMillion') +
    cached * count(pricing.cachedInputPerMillion, 'cachedInputPerMillion') +
    cacheWrite * count(cacheWritePrice, 'cacheWriteInputPerMillion') +
    output * count(pricing.outputPerMillion, 'outputPerMillion');
  const micros = (total + MILLION - 1n) / MILLION;
  if (micros > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('cost exceeds the safe integer range');
  return Number(micros);
}
