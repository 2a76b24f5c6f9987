import type { FirstTokenSides } from '../measure/split-first-token-by-side.js';
import { bootstrapMedianInterval } from '../statistics/bootstrap-median-interval.js';
import { computeMedian } from '../statistics/compute-percentile.js';
import { pairDifferences } from '../statistics/pair-differences.js';
import type { BenchCase } from '../targets/bench-target.js';
import { findReferenceCase } from '../targets/find-reference-case.js';
import type { FirstTokenSidesRow, PairedFigure } from './bench-result.js';

function comparePaired(own: readonly number[] | undefined, reference: readonly number[] | undefined): PairedFigure {
  const differences = pairDifferences(own ?? [], reference);
  return { medianMs: computeMedian(differences), intervalMs: bootstrapMedianInterval(differences) };
}

/**
 * Per stream case: the time to first token less the mock's pause (way up + way down), its median and the paired
 * differences with the direct and floor cases, and each way's paired difference with the floor (95% bootstrap
 * intervals).
 */
export function summarizeFirstTokenSides(cases: readonly BenchCase[], sides: FirstTokenSides): FirstTokenSidesRow[] {
  return cases.flatMap((benchCase) => {
    const bothWays = sides.bothWaysMs[benchCase.id];
    if (bothWays === undefined) return [];
    const direct = findReferenceCase(cases, benchCase, 'direct')?.id;
    const floor = findReferenceCase(cases, benchCase, 'floor')?.id;
    const reference = (samples: Record<string, number[]>, id: string | undefined): number[] | undefined => (id === undefined ? undefined : samples[id]);
    const matched = bothWays.filter((value) => !Number.isNaN(value));
    return [
      {
        caseId: benchCase.id,
        kind: benchCase.target.kind,
        matched: matched.length,
        samples: bothWays.length,
        bothWaysP50Ms: computeMedian(matched),
        wayUpP50Ms: computeMedian((sides.wayUpMs[benchCase.id] ?? []).filter((value) => !Number.isNaN(value))),
        wayDownP50Ms: computeMedian((sides.wayDownMs[benchCase.id] ?? []).filter((value) => !Number.isNaN(value))),
        vsDirect: comparePaired(bothWays, reference(sides.bothWaysMs, direct)),
        vsFloor: comparePaired(bothWays, reference(sides.bothWaysMs, floor)),
        wayUpVsFloor: comparePaired(sides.wayUpMs[benchCase.id], reference(sides.wayUpMs, floor)),
        wayDownVsFloor: comparePaired(sides.wayDownMs[benchCase.id], reference(sides.wayDownMs, floor)),
      },
    ];
  });
}
