import type { ModelDefinition } from '../../src/index.js';

/** Prices in micro-credits per million tokens: 2.5 / 1.25 / 3.125 / 10 credits. */
export const gpt4o: ModelDefinition = {
  id: 'openai/gpt-4o',
  pricing: { inputPerMillion: 2_500_000, cachedInputPerMillion: 1_250_000, cacheWriteInputPerMillion: 3_125_000, outputPerMillion: 10_000_000 },
  defaultMaxOutputTokens: 1_000,
};

export const claudeSonnet: ModelDefinition = {
  id: 'anthropic/claude-sonnet-4-5',
  pricing: { inputPerMillion: 3_000_000, cachedInputPerMillion: 300_000, outputPerMillion: 15_000_000 },
  defaultMaxOutputTokens: 2_000,
};

export const secretModel: ModelDefinition = {
  id: 'internal/gpt-4o-mini',
  pricing: { inputPerMillion: 150_000, cachedInputPerMillion: 75_000, outputPerMillion: 600_000 },
  defaultMaxOutputTokens: 500,
};

export const fixtureModels = [gpt4o, claudeSonnet, secretModel];

/** Worst case of 1,000 input + 1,000 output tokens of gpt4o: 1000 × 3.125 + 1000 × 10 credits/M = 13,125 µ. */
export const GPT4O_HOLD_1K = 13_125;
