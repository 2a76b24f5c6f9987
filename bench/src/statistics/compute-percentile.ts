/** Nearest-rank percentile of unsorted samples (`fraction` in 0–1); NaN when there are none. */
export function computePercentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((left, right) => left - right);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function computeMedian(samples: readonly number[]): number {
  return computePercentile(samples, 0.5);
}
