/**
 * Median µs per call of each candidate, measured in alternating rounds (A B C A B C …) so that load from the rest of
 * a shared machine hits all of them alike. Each candidate first runs `warmUp` times.
 */
export function measureAlternating(candidates: readonly (() => void)[], options: { rounds: number; roundMs: number; warmUp: number }): number[] {
  const time = (run: () => void): number => {
    let iterations = 0;
    const start = performance.now();
    while (performance.now() - start < options.roundMs) {
      run();
      iterations += 1;
    }
    return ((performance.now() - start) * 1000) / iterations;
  };
  for (let index = 0; index < options.warmUp; index += 1) for (const run of candidates) run();
  const samples = candidates.map((): number[] => []);
  for (let round = 0; round < options.rounds; round += 1) candidates.forEach((run, index) => samples[index]?.push(time(run)));
  return samples.map((values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0);
}
