import { bootstrapMedianInterval } from '../statistics/bootstrap-median-interval.js';
import { computeMedian, computePercentile } from '../statistics/compute-percentile.js';
import { pairDifferences } from '../statistics/pair-differences.js';
import type { BenchCase } from '../targets/bench-target.js';
import { findReferenceCase } from '../targets/find-reference-case.js';
import type { LatencyRow } from './bench-result.js';

/** Samples per case id, one per interleaved iteration (NaN where the request failed). */
export type PairedSamples = Record<string, number[]>;

/**
 * p50/p99 per case and the added time against direct and floor, paired iteration by iteration, with the 95% bootstrap
 * interval of the added time against direct (what the bars judge).
 */
export function summarizeLatency(cases: readonly BenchCase[], samples: PairedSamples, failures: Record<string, number>): LatencyRow[] {
  return cases.flatMap((benchCase) => {
    const own = samples[benchCase.id];
    if (own === undefined) return [];
    const valid = own.filter((value) => !Number.isNaN(value));
    const direct = findReferenceCase(cases, benchCase, 'direct');
    const floor = findReferenceCase(cases, benchCase, 'floor');
    const vsDirect = pairDifferences(own, direct === undefined ? undefined : samples[direct.id]);
    return [
      {
        caseId: benchCase.id,
        kind: benchCase.target.kind,
        stream: benchCase.stream,
        samples: valid.length,
        failures: failures[benchCase.id] ?? 0,
        p50Ms: computePercentile(valid, 0.5),
        p99Ms: computePercentile(valid, 0.99),
        addedVsDirectMs: computeMedian(vsDirect),
        addedVsDirectIntervalMs: bootstrapMedianInterval(vsDirect),
        addedVsFloorMs: computeMedian(pairDifferences(own, floor === undefined ? undefined : samples[floor.id])),
      },
    ];
  });
}
