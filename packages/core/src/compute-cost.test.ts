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

  it.each([[-1], [0.5], [Number.POSITIVE_INFINITY]])('refuses a price of %s', (value) => {
    expect(() => computeCost({ ...pricing, outputPerMillion: value }, usage(0, 0, 0, 1))).toThrow(RangeError);
  });

  it('refuses a cost beyond the safe integer range', () => {
    const dear = { inputPerMillion: Number.MAX_SAFE_INTEGER, cachedInputPerMillion: 0, outputPerMillion: 0 };
    expect(() => computeCost(dear, usage(2_000_000, 0, 0, 0))).toThrow(RangeError);
  });
});

/** The cost as the specification says it, in bigint all the way: what computeCost must give for every input. */
function referenceCost(prices: readonly [number, number, number, number], counts: readonly [number, number, number, number]): number {
  const [input, cached, cacheWrite, output] = counts.map(BigInt) as [bigint, bigint, bigint, bigint];
  const uncached = input > cached + cacheWrite ? input - cached - cacheWrite : 0n;
  const [inputPrice, cachedPrice, cacheWritePrice, outputPrice] = prices.map(BigInt) as [bigint, bigint, bigint, bigint];
  const total = uncached * inputPrice + cached * cachedPrice + cacheWrite * cacheWritePrice + output * outputPrice;
  return Number((total + 999_999n) / 1_000_000n);
}

function costOf(prices: readonly [number, number, number, number], counts: readonly [number, number, number, number]): number {
  return computeCost(
    { inputPerMillion: prices[0], cachedInputPerMillion: prices[1], cacheWriteInputPerMillion: prices[2], outputPerMillion: prices[3] },
    usage(...counts),
  );
}

describe('computeCost exactness at the edge of the double range', () => {
  const edge = 2 ** 53;
  it.each([
    // One product at, just below and just above 2^53 (1 × price; 2^53 + 1 is no double, so a product reaches it).
    ['a total of 2^53 − 1', [edge - 1, 0, 0, 0], [1, 0, 0, 0]],
    ['a total of 2^53', [2 ** 52, 0, 0, 0], [2, 0, 0, 0]],
    ['a total of 2^53 + 1 (no double holds it; it reads 2^53)', [3, 0, 0, 0], [3_002_399_751_580_331, 0, 0, 0]],
    ['a total of 2^53 + 3, odd, from a product', [edge / 2 + 1, 0, 0, 0], [2, 0, 0, 1]],
    ['four products whose sum crosses 2^53 by one', [2 ** 51, 2 ** 51, 2 ** 51, 2 ** 51 + 1], [1, 1, 1, 1]],
    ['four products whose sum stops one short of 2^53', [2 ** 51, 2 ** 51, 2 ** 51, 2 ** 51 - 1], [1, 1, 1, 1]],
    ['a square just past 2^53', [94_906_267, 0, 0, 0], [94_906_267, 0, 0, 0]],
    ['a total just below 2^53 ending in 999,999', [edge - 1 - ((edge - 1) % 1_000_000) - 1, 0, 0, 0], [1, 0, 0, 0]],
    ['a total just below 2^53 that is a multiple of a million', [edge - 1 - ((edge - 1) % 1_000_000), 0, 0, 0], [1, 0, 0, 0]],
    ['cached and cache-write input beyond the whole input', [edge - 1, 3, 5, 7], [10, 2 ** 40, 2 ** 40, 1]],
  ] as const)('%s', (_case, prices, counts) => {
    expect(costOf(prices, counts)).toBe(referenceCost(prices, counts));
  });

  it('agrees with the bigint computation on counts and prices of every size', () => {
    // A fixed sequence (xorshift), so a failure repeats: magnitudes from 0 to 2^40, around the points where a
    // product or the sum leaves the exact range of a double, and ratios that end a million's remainder at 0 or 999,999.
    let state = 0x2545f491;
    const next = (): number => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    };
    const anyCount = (): number => Math.floor(2 ** Math.floor(next() * 41) * next());
    for (let index = 0; index < 20_000; index += 1) {
      const prices = [anyCount(), anyCount(), anyCount(), anyCount()] as const;
      const counts = [anyCount(), anyCount(), anyCount(), anyCount()] as const;
      let expected: number | undefined;
      try {
        expected = referenceCost(prices, counts);
      } catch {
        expected = undefined;
      }
      if (expected === undefined || expected > Number.MAX_SAFE_INTEGER) {
        expect(() => costOf(prices, counts)).toThrow(RangeError);
      } else {
        expect(costOf(prices, counts)).toBe(expected);
      }
    }
  });
});

describe('computeWorstCaseCost', () => {
  it('prices every input token at the dearest input rate and the whole output cap', () => {
    expect(computeWorstCaseCost({ ...pricing, cacheWriteInputPerMillion: 3_125_000 }, 1_000, 1_000)).toBe(3_125 + 10_000);
    expect(computeWorstCaseCost(pricing, 1_000, 1_000)).toBe(2_500 + 10_000);
  });
});
