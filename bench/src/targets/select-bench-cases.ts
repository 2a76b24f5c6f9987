import type { BenchCase } from './bench-target.js';
import { findReferenceCase } from './find-reference-case.js';

/**
 * The cases `--only` selects (all of them without it), in `cases`' order: those whose id matches, and the baselines
 * each is compared with: the direct and floor cases to the same upstream mock in the same mode (findReferenceCase).
 * Until session 33 every direct and floor case was kept: `--only 'chat→chat json'` measured ten baseline rows in every
 * phase that no selected row was compared with, most of its throughput rounds.
 */
export function selectBenchCases(cases: readonly BenchCase[], only: RegExp | undefined): BenchCase[] {
  if (only === undefined) return [...cases];
  const matched = cases.filter((benchCase) => only.test(benchCase.id));
  // A gateway case is compared with direct and the floor, a floor case with direct, a direct case with nothing.
  const baselines = new Set(
    matched.flatMap((benchCase) => {
      const { kind } = benchCase.target;
      if (kind === 'direct') return [];
      return kind === 'floor' ? [findReferenceCase(cases, benchCase, 'direct')] : [findReferenceCase(cases, benchCase, 'direct'), findReferenceCase(cases, benchCase, 'floor')];
    }),
  );
  return cases.filter((benchCase) => matched.includes(benchCase) || baselines.has(benchCase));
}
