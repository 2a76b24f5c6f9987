import type { BenchCase } from './bench-target.js';

/**
 * The cases `--only` selects (all of them without it), in `cases`' order: those whose id matches, and every direct
 * and floor case, the baselines the others are compared with.
 */
export function selectBenchCases(cases: readonly BenchCase[], only: RegExp | undefined): BenchCase[] {
  return cases.filter(
    (benchCase) => only === undefined || benchCase.target.kind === 'direct' || benchCase.target.kind === 'floor' || only.test(benchCase.id),
  );
}
