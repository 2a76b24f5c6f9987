import { describe, expect, it } from 'vitest';
import { computeCost } from './compute-cost.js';
import { computeWorstCaseCost } from './compute-worst-case-cost.js';

const pricing = { inputPerMillion: 2_500_000, cachedInputPerMillion: 1_250_000, outputPerMillion: 10_000_000 };
const usage = (inputTokens: number, cachedInputTokens: number, cacheWriteInputTokens: number, outputTokens: number) => ({
  inputTokens, cachedInputTokens, cacheWriteInputTokens, outputTokens,
});

describe('computeCost', () => {
  it.each([
    ['zero usage', usage(0, 0, 0, 0), 0],
    ['one input token rounds up to one micro-credit', usage(1, 0, 0, 0), 3],
    ['exact multiple', usage(1_000_000, 0, 0, 0), 2_500_000],
    ['cached input at its own rate', usage(1_000, 400, 0, 0), 1_500 + 500],
    ['cache writes default to the input rate', usage(1_000, 0, 1_000, 0), 2_500],
    ['output', usage(0, 0, 0, 3), 30],
    ['cached larger than input never goes negative', usage(10, 20, 0, 0), 25],
  ])('%s', (_case, input, expected) => {
    expect(computeCost(pricing, input)).toBe(expected);
  });

  it('prices cache writes at their own rate when set', () => {
    expect(computeCost({ ...pricing, cacheWriteInputPerMillion: 3_125_000 }, usage(1_000, 0, 1_000, 0))).toBe(3_125);
  });

  it('stays exact where floats would not (2^53 territory)', () => {
    const big = { inputPerMillion: 999_999_999, cachedInputPerMillion: 0, outputPerMillion: 0 };
    expect(computeCost(big, usage(9_000_000, 0, 0, 0))).toBe(8_999_999_991);
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses a token count of %s', (value) => {
    expect(() => computeCost(pricing, usage(value, 0, 0, 0))).toThrow(RangeError);
  });
});

describe('computeWorstCaseCost', () => {
  it('prices every input token at the dearest input rate and the whole output cap', () => {
    expect(computeWorstCaseCost({ ...pricing, cacheWriteInputPerMillion: 3_125_000 }, 1_000, 1_000)).toBe(3_125 + 10_000);
    expect(computeWorstCaseCost(pricing, 1_000, 1_000)).toBe(2_500 + 10_000);
  });
});
