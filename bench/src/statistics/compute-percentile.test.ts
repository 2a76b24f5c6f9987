import { describe, expect, it } from 'vitest';
import { computeMedian, computePercentile } from './compute-percentile.js';

describe('computePercentile', () => {
  it.each([
    [[3, 1, 2], 0.5, 2],
    [[1, 2, 3, 4], 0.5, 2],
    [[1, 2, 3, 4], 0.99, 4],
    [[5], 0.01, 5],
  ])('%j at %d is %d', (samples, fraction, expected) => {
    expect(computePercentile(samples, fraction)).toBe(expected);
  });

  it('is NaN without samples', () => {
    expect(computeMedian([])).toBeNaN();
  });
});
