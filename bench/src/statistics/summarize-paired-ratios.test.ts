import { describe, expect, it } from 'vitest';
import { bootstrapMedianInterval } from './bootstrap-median-interval.js';
import { bootstrapClusteredMedianInterval, middleMedian, type PairedRatio, signTestP, summarizePairedRatios } from './summarize-paired-ratios.js';

/** `perRound` pairs in each of `rounds` rounds: A first in the even pairs, A spawned first in the even rounds. */
function pairs(rounds: number, perRound: number, ratio: (round: number, pair: number) => number): PairedRatio[] {
  return Array.from({ length: rounds * perRound }, (_, index) => {
    const round = Math.floor(index / perRound);
    const pair = index % perRound;
    return { round, ratio: ratio(round, pair), firstInPair: pair % 2 === 0 ? 'A' : 'B', spawnedFirst: round % 2 === 0 ? 'A' : 'B' };
  });
}

describe('signTestP', () => {
  it('is the two-sided binomial tail', () => {
    expect(signTestP(0, 10)).toBeCloseTo(2 / 1024, 12);
    expect(signTestP(10, 10)).toBeCloseTo(2 / 1024, 12);
    expect(signTestP(2, 10)).toBeCloseTo((2 * (1 + 10 + 45)) / 1024, 12);
    expect(signTestP(5, 10)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
  });
});

describe('bootstrapClusteredMedianInterval', () => {
  it('is a point when every round reads the same, and NaN without samples', () => {
    expect(middleMedian([1, 2, 3, 4])).toBe(2.5);
    expect(bootstrapClusteredMedianInterval([[0.95, 0.95], [0.95, 0.95, 0.95]])).toEqual([0.95, 0.95]);
    expect(bootstrapClusteredMedianInterval([[], []])).toEqual([Number.NaN, Number.NaN]);
  });

  it('is wider than the pooled interval when the rounds differ as wholes', () => {
    // Within a round the windows agree closely; the rounds themselves land at 0.9, 1.0, 1.1 …
    const groups = Array.from({ length: 6 }, (_, round) => Array.from({ length: 8 }, (_, window) => 0.9 + 0.1 * (round % 3) + 0.001 * window));
    const [clusteredLow, clusteredHigh] = bootstrapClusteredMedianInterval(groups);
    const [pooledLow, pooledHigh] = bootstrapMedianInterval(groups.flat(), { resamples: 2_000 });
    expect(clusteredHigh - clusteredLow).toBeGreaterThan(pooledHigh - pooledLow);
    expect(clusteredLow).toBeLessThanOrEqual(0.91);
    expect(clusteredHigh).toBeGreaterThanOrEqual(1.09);
  });
});

describe('summarizePairedRatios', () => {
  it('resolves a steady 4% cut: interval below 1, every pair lower', () => {
    const summary = summarizePairedRatios(pairs(6, 4, (round, pair) => 0.96 + 0.004 * (((round + pair) % 3) - 1)));
    expect(summary.count).toBe(24);
    expect(summary.median).toBeCloseTo(0.96, 4);
    expect(summary.interval[1]).toBeLessThan(1);
    expect(summary.lower).toBe(24);
    expect(summary.signTestP).toBeLessThan(1e-6);
  });

  it('splits the ratios by order in the pair and by slot, and an order effect alone cancels in the blocks', () => {
    // The build that runs second in a pair reads 10% lower, whichever it is; the slot makes no difference.
    const summary = summarizePairedRatios(pairs(4, 4, (_, pair) => (pair % 2 === 0 ? 0.9 : 1 / 0.9)));
    expect(summary.byFirstInPair.A).toBeCloseTo(0.9, 6);
    expect(summary.byFirstInPair.B).toBeCloseTo(1 / 0.9, 6);
    expect(summary.bySpawnedFirst.A).toBeCloseTo(summary.bySpawnedFirst.B, 6);
    expect(summary.blocks).toBe(8);
    expect(summary.median).toBeCloseTo(1, 6);
    expect(summary.interval[0]).toBeCloseTo(1, 6);
    expect(summary.interval[1]).toBeCloseTo(1, 6);
    expect(summary.lower).toBe(8);
    expect(summary.signTestP).toBe(1);
  });

  it('shows a slot effect apart, and balanced rounds cancel it', () => {
    // B reads 8% lower in the rounds its process was spawned second (A first), 8% higher when it was spawned first.
    const summary = summarizePairedRatios(pairs(6, 2, (round) => (round % 2 === 0 ? 0.92 : 1.08)));
    expect(summary.bySpawnedFirst.A).toBeCloseTo(0.92, 6);
    expect(summary.bySpawnedFirst.B).toBeCloseTo(1.08, 6);
    expect(summary.median).toBeCloseTo(Math.sqrt(0.92 * 1.08), 6);
    // Each resample keeps both slots, so the slot effect cancels in every resample as in the estimate.
    expect(summary.interval[0]).toBeCloseTo(summary.median, 6);
    expect(summary.interval[1]).toBeCloseTo(summary.median, 6);
  });

  it('resolves a 4% cut under a 10% slot effect and noise between rounds', () => {
    const noise = [0.01, -0.012, 0.006, -0.004, 0.014, -0.009, 0.003, -0.007];
    const summary = summarizePairedRatios(pairs(8, 2, (round, pair) => 0.96 * (round % 2 === 0 ? 0.9 : 1.1) * (1 + (noise[round] ?? 0)) * (pair % 2 === 0 ? 1.01 : 1 / 1.01)));
    expect(summary.median).toBeGreaterThan(0.94);
    expect(summary.median).toBeLessThan(0.97);
    expect(summary.interval[1]).toBeLessThan(1);
  });
});
