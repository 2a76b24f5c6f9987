import { computeCost } from './compute-cost.js';
import type { ModelPricing } from './model-definition.js';

/**
 * The most a request can cost: every input token at the dearest input rate (plain or cache write) and every
 * allowed output token at the output rate. This is what a reservation holds.
 */
export function computeWorstCaseCost(pricing: ModelPricing, inputTokens: number, maxOutputTokens: number): number {
  const cacheWrite = pricing.cacheWriteInputPerMillion ?? pricing.inputPerMillion;
  const dearestInput = Math.max(pricing.inputPerMillion, cacheWrite, pricing.cachedInputPerMillion);
  return computeCost(
    { inputPerMillion: dearestInput, cachedInputPerMillion: dearestInput, outputPerMillion: pricing.outputPerMillion },
    { inputTokens, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: maxOutputTokens },
  );
}
