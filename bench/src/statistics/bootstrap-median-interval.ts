/** A 32-bit seeded generator (mulberry32): the same samples give the same interval in every run. */
function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function medianOfSorted(sorted: Float64Array): number {
  return sorted[Math.ceil(0.5 * sorted.length) - 1] ?? Number.NaN;
}

export type BootstrapOptions = {
  /** Share of the resampled medians the interval holds (default 0.95). */
  level?: number;
  /** Default 1,000: the interval's ends then move by well under a tenth of its width from seed to seed. */
  resamples?: number;
  seed?: number;
};

/**
 * The percentile-bootstrap loop every interval here shares: `estimate` computes the statistic once on a resample it
 * draws with `random` (seeded, so the same samples give the same interval), `resamples` times; the interval holds the
 * middle `level` of those estimates.
 */
export function bootstrapPercentileInterval(estimate: (random: () => number) => number, { level, resamples, seed }: Required<BootstrapOptions>): [number, number] {
  const random = createSeededRandom(seed);
  const estimates = new Float64Array(resamples);
  for (let round = 0; round < resamples; round += 1) estimates[round] = estimate(random);
  estimates.sort();
  const tail = (1 - level) / 2;
  const low = estimates[Math.max(0, Math.floor(tail * resamples))] ?? Number.NaN;
  const high = estimates[Math.min(resamples - 1, Math.ceil((1 - tail) * resamples) - 1)] ?? Number.NaN;
  return [low, high];
}

/**
 * A percentile-bootstrap interval for the median (nearest rank, as `computeMedian`): the samples are resampled with
 * replacement, and the interval holds the middle `level` of the resampled medians. It says how far the median of a
 * run of this size moves from run to run on the same machine: a bar whose limit lies inside it is within the noise.
 * `[NaN, NaN]` without samples.
 */
export function bootstrapMedianInterval(samples: readonly number[], options: BootstrapOptions = {}): [number, number] {
  const { level = 0.95, resamples = 1_000, seed = 0x9e3779b9 } = options;
  if (samples.length === 0) return [Number.NaN, Number.NaN];
  const resample = new Float64Array(samples.length);
  return bootstrapPercentileInterval(
    (random) => {
      for (let index = 0; index < samples.length; index += 1) resample[index] = samples[Math.floor(random() * samples.length)] ?? Number.NaN;
      return medianOfSorted(resample.sort());
    },
    { level, resamples, seed },
  );
}
