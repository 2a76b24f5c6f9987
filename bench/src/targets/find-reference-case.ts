import type { BenchCase, TargetKind } from './bench-target.js';

/**
 * The baseline a case is compared with: the `direct` or `floor` case that reaches the same upstream mock in the same
 * mode (JSON or stream). A translating row is thus compared with the path to the upstream it really calls.
 */
export function findReferenceCase(cases: readonly BenchCase[], benchCase: BenchCase, kind: Extract<TargetKind, 'direct' | 'floor'>): BenchCase | undefined {
  return cases.find(
    (candidate) =>
      candidate.target.kind === kind &&
      candidate.target.upstreamFormat === benchCase.target.upstreamFormat &&
      candidate.stream === benchCase.stream,
  );
}
