import { describe, expect, it } from 'vitest';
import { bootstrapMedianInterval } from './bootstrap-median-interval.js';
import { computeMedian } from './compute-percentile.js';

/** Samples spread evenly around `center` (no randomness in the test's input). */
function spread(center: number, width: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => center - width / 2 + (width * index) / (count - 1));
}

describe('bootstrapMedianInterval', () => {
  it('is a point for samples that never vary', () => {
    expect(bootstrapMedianInterval([0.4, 0.4, 0.4, 0.4])).toEqual([0.4, 0.4]);
  });

  it('holds the median, and narrows as the run grows', () => {
    const short = spread(1, 1, 30);
    const long = spread(1, 1, 300);
    const [shortLow, shortHigh] = bootstrapMedianInterval(short);
    const [longLow, longHigh] = bootstrapMedianInterval(long);
    expect(shortLow).toBeLessThanOrEqual(computeMedian(short));
    expect(shortHigh).toBeGreaterThanOrEqual(computeMedian(short));
    expect(longLow).toBeLessThanOrEqual(computeMedian(long));
    expect(longHigh).toBeGreaterThanOrEqual(computeMedian(long));
    expect(longHigh - longLow).toBeLessThan((shortHigh - shortLow) / 2);
    // For evenly spread samples the median's 95% interval is about ±1.96 × 0.5 / √n of the range (±0.18 at n = 30).
    expect(shortHigh - shortLow).toBeGreaterThan(0.2);
    expect(shortHigh - shortLow).toBeLessThan(0.5);
  });

  it('gives the same interval for the same samples, and a wider one at a higher level', () => {
    const samples = spread(0.9, 0.6, 101);
    expect(bootstrapMedianInterval(samples)).toEqual(bootstrapMedianInterval(samples));
    const [low95, high95] = bootstrapMedianInterval(samples);
    const [low99, high99] = bootstrapMedianInterval(samples, { level: 0.99 });
    expect(low99).toBeLessThanOrEqual(low95);
    expect(high99).toBeGreaterThanOrEqual(high95);
  });

  it('is NaN without samples', () => {
    expect(bootstrapMedianInterval([])).toEqual([Number.NaN, Number.NaN]);
  });
});
