import { type BootstrapOptions, bootstrapPercentileInterval } from './bootstrap-median-interval.js';

/** Which of two compared builds a window or a process belongs to. */
export type BuildName = 'A' | 'B';

/**
 * One pair of back-to-back measuring windows of two builds: B's value over A's (CPU a request), the round it came from
 * (one spawn of both processes: its windows share their processes' state), which build ran first in the pair, and
 * which build's process was spawned first in the round (its slot).
 */
export type PairedRatio = { round: number; ratio: number; firstInPair: BuildName; spawnedFirst: BuildName };

export type PairedRatioSummary = {
  count: number;
  /**
   * B/A over blocks: within a round, each pair taken with the next, whose order is the other (A B, B A), their
   * geometric mean, so that an order effect and a steady drift cancel within the block; then the geometric mean of
   * the median block of the rounds in which A was spawned first and of those in which B was, so that a slot cancels.
   */
  median: number;
  blocks: number;
  /** Its interval (95% by default), whole rounds resampled within each slot: blocks of one round are not independent. */
  interval: [number, number];
  /** Pairs in which B read lower than A (ratio < 1), and the two-sided sign test's p for them (ties left out). */
  lower: number;
  signTestP: number;
  /** The median ratio of the pairs in which A (B) ran first: apart, they show an order effect. */
  byFirstInPair: Record<BuildName, number>;
  /** The median ratio of the rounds in which A's (B's) process was spawned first: apart, they show a slot effect. */
  bySpawnedFirst: Record<BuildName, number>;
};

/** The median, the mean of the two middle samples for an even count (not nearest rank: two modes must not pick one). */
export function middleMedian(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The median of as many groups as there are, drawn from `groups` with replacement by `random`, pooled. */
function resampledGroupsMedian(groups: readonly (readonly number[])[], random: () => number): number {
  const pooled: number[] = [];
  for (let index = 0; index < groups.length; index += 1) pooled.push(...(groups[Math.floor(random() * groups.length)] ?? []));
  return middleMedian(pooled);
}

/**
 * A percentile-bootstrap interval of the median of pooled samples that come in groups (clusters) which are not
 * independent within themselves: each resample draws whole groups with replacement (as many as there are), pools
 * them and takes the median. With one group it says nothing (a point); `[NaN, NaN]` without samples.
 */
export function bootstrapClusteredMedianInterval(groups: readonly (readonly number[])[], options: BootstrapOptions = {}): [number, number] {
  const { level = 0.95, resamples = 2_000, seed = 0x9e3779b9 } = options;
  const filled = groups.filter((group) => group.length > 0);
  if (filled.length === 0) return [Number.NaN, Number.NaN];
  return bootstrapPercentileInterval((random) => resampledGroupsMedian(filled, random), { level, resamples, seed });
}

/** Two-sided sign test: the chance of a split at least as uneven as `lower` of `count` under a fair coin. */
export function signTestP(lower: number, count: number): number {
  if (count === 0) return 1;
  const tail = Math.min(lower, count - lower);
  let sum = 0;
  let term = 2 ** -count; // C(count, 0) / 2^count
  for (let index = 0; index <= tail; index += 1) {
    sum += term;
    term = (term * (count - index)) / (index + 1);
  }
  return Math.min(1, 2 * sum);
}

/** Geometric means of a round's pairs taken two at a time in their order (a last odd pair stands alone). */
function orderBalancedBlocks(ratios: readonly number[]): number[] {
  const blocks: number[] = [];
  for (let index = 0; index < ratios.length; index += 2) {
    const first = ratios[index] ?? Number.NaN;
    const second = ratios[index + 1];
    blocks.push(second === undefined ? first : Math.sqrt(first * second));
  }
  return blocks;
}

/**
 * B/A from order-balanced blocks of paired windows, its interval, the sign test over pairs, and the pairs' medians
 * split by order and slot. The pairs of a round must alternate which build runs first. With rounds of both slots the
 * estimate is the geometric mean of the two slots' median blocks (a slot effect cancels exactly), and the interval
 * resamples whole rounds within each slot (stratified: every resample keeps both slots); with one slot only, the median
 * of its blocks and a plain round resample.
 */
export function summarizePairedRatios(pairs: readonly PairedRatio[], options: BootstrapOptions = {}): PairedRatioSummary {
  const rounds = new Map<number, { spawnedFirst: BuildName; ratios: number[] }>();
  for (const pair of pairs) {
    const round = rounds.get(pair.round) ?? { spawnedFirst: pair.spawnedFirst, ratios: [] };
    round.ratios.push(pair.ratio);
    rounds.set(pair.round, round);
  }
  const strata = (['A', 'B'] as const).map((slot) => [...rounds.values()].filter((round) => round.spawnedFirst === slot).map((round) => orderBalancedBlocks(round.ratios)));
  const filled = strata.filter((stratum) => stratum.length > 0);
  const ratios = pairs.map((pair) => pair.ratio);
  const lower = ratios.filter((ratio) => ratio < 1).length;
  const untied = ratios.filter((ratio) => ratio !== 1).length;
  const medianWhere = (test: (pair: PairedRatio) => boolean): number => middleMedian(pairs.filter(test).map((pair) => pair.ratio));
  return {
    count: pairs.length,
    median: slotBalancedMedian(filled.map((stratum) => middleMedian(stratum.flat()))),
    blocks: filled.flat(2).length,
    interval: stratifiedInterval(filled, options),
    lower,
    signTestP: signTestP(lower, untied),
    byFirstInPair: { A: medianWhere((pair) => pair.firstInPair === 'A'), B: medianWhere((pair) => pair.firstInPair === 'B') },
    bySpawnedFirst: { A: medianWhere((pair) => pair.spawnedFirst === 'A'), B: medianWhere((pair) => pair.spawnedFirst === 'B') },
  };
}

/** The geometric mean of the slots' medians (one slot: its median). */
function slotBalancedMedian(medians: readonly number[]): number {
  if (medians.length === 0) return Number.NaN;
  return Math.exp(medians.reduce((sum, median) => sum + Math.log(median), 0) / medians.length);
}

/** The percentile-bootstrap interval of `slotBalancedMedian`, whole rounds resampled within each slot. */
function stratifiedInterval(strata: readonly (readonly (readonly number[])[])[], options: BootstrapOptions): [number, number] {
  const { level = 0.95, resamples = 2_000, seed = 0x9e3779b9 } = options;
  if (strata.length === 0 || strata.flat(2).length === 0) return [Number.NaN, Number.NaN];
  return bootstrapPercentileInterval((random) => slotBalancedMedian(strata.map((groups) => resampledGroupsMedian(groups, random))), { level, resamples, seed });
}
