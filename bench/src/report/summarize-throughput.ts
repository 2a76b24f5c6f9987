import type { ThroughputSample } from '../measure/measure-throughput.js';
import { computeMedian } from '../statistics/compute-percentile.js';
import type { BenchCase } from '../targets/bench-target.js';
import { findReferenceCase } from '../targets/find-reference-case.js';
import type { ThroughputRow } from './bench-result.js';
import { addFailureKinds } from './describe-failure-kinds.js';

const MIB = 1024 * 1024;

function pairedRatios(samples: readonly ThroughputSample[], reference: readonly ThroughputSample[], read: (sample: ThroughputSample) => number): number[] {
  return samples
    .flatMap((sample) => {
      const partner = reference.find((candidate) => candidate.round === sample.round);
      return partner === undefined ? [] : [read(sample) / read(partner)];
    })
    .filter(Number.isFinite);
}

/** `gateway[postgres+redis, 1000 tokens] chat→chat json` → `gateway chat→chat json`: the main gateway on that route. */
export const mainGatewayCaseId = (caseId: string): string => caseId.replace(/^gateway\[[^\]]*\] /, 'gateway ');

/** A sample's CPU per request with, for a gateway on the shared store, PostgreSQL's and Redis's; NaN without the figure. */
function totalCpuOf(sample: ThroughputSample, sharedStore: boolean): number {
  const database = sample.databaseCpuMicrosPerRequest;
  if (database === undefined) return Number.NaN;
  return sharedStore ? sample.cpuMicrosPerRequest + database.postgres + database.redis : sample.cpuMicrosPerRequest;
}

/** The database servers' figures of a row whose samples have them: medians, the total, and the total against the main gateway's. */
function summarizeDatabaseCpu(benchCase: BenchCase, own: readonly ThroughputSample[], main: readonly ThroughputSample[], mainCase: BenchCase | undefined): Partial<ThroughputRow> {
  const measured = own.filter((sample) => sample.databaseCpuMicrosPerRequest !== undefined);
  if (measured.length === 0) return {};
  const sharedStore = benchCase.target.sharedStore === true;
  const totals = new Map(measured.map((sample) => [sample.round, totalCpuOf(sample, sharedStore)]));
  const mainShared = mainCase?.target.sharedStore === true;
  const ratios = main.flatMap((sample) => {
    const total = totals.get(sample.round);
    return total === undefined ? [] : [total / totalCpuOf(sample, mainShared)];
  }).filter(Number.isFinite);
  return {
    databaseCpuMicrosPerRequest: {
      postgres: computeMedian(measured.map((sample) => sample.databaseCpuMicrosPerRequest?.postgres ?? Number.NaN)),
      redis: computeMedian(measured.map((sample) => sample.databaseCpuMicrosPerRequest?.redis ?? Number.NaN)),
    },
    totalCpuMicrosPerRequest: computeMedian([...totals.values()]),
    totalCountsDatabase: sharedStore,
    ...(benchCase.target.kind === 'gateway-variant' && ratios.length > 0 ? { totalCpuVsGateway: computeMedian(ratios) } : {}),
  };
}

/**
 * Per case: medians over rounds, and ratios to the floor taken round by round (the rounds were interleaved); variant
 * rows also get their ratio to the main gateway's row on the same route.
 */
export function summarizeThroughput(cases: readonly BenchCase[], samples: readonly ThroughputSample[]): ThroughputRow[] {
  const byCase = (caseId: string): ThroughputSample[] => samples.filter((sample) => sample.caseId === caseId);
  return cases.flatMap((benchCase) => {
    const own = byCase(benchCase.id);
    if (own.length === 0) return [];
    const floor = findReferenceCase(cases, benchCase, 'floor');
    const floorSamples = floor === undefined ? [] : byCase(floor.id);
    const rpsRatios = pairedRatios(own, floorSamples, (sample) => sample.requestsPerSecond);
    const mainCase = benchCase.target.kind === 'gateway-variant' ? cases.find((candidate) => candidate.id === mainGatewayCaseId(benchCase.id)) : undefined;
    const mainSamples = mainCase === undefined ? [] : byCase(mainCase.id);
    const gatewayRatios = benchCase.target.kind === 'gateway-variant' ? pairedRatios(own, mainSamples, (sample) => sample.requestsPerSecond) : [];
    return [
      {
        caseId: benchCase.id,
        kind: benchCase.target.kind,
        stream: benchCase.stream,
        requestsPerSecond: computeMedian(own.map((sample) => sample.requestsPerSecond)),
        cpuMicrosPerRequest: computeMedian(own.map((sample) => sample.cpuMicrosPerRequest)),
        latencyP50Ms: computeMedian(own.map((sample) => sample.latencyP50Ms)),
        latencyP99Ms: computeMedian(own.map((sample) => sample.latencyP99Ms)),
        rssPeakMiB: Math.max(...own.map((sample) => sample.rssPeakBytes)) / MIB,
        failed: own.reduce((total, sample) => total + sample.failed, 0),
        failureKinds: own.reduce((total, sample) => addFailureKinds(total, sample.failureKinds), {}),
        requestsPerSecondVsFloor: computeMedian(rpsRatios),
        requestsPerSecondVsFloorRange: rpsRatios.length > 0 ? [Math.min(...rpsRatios), Math.max(...rpsRatios)] : [Number.NaN, Number.NaN],
        cpuVsFloor: computeMedian(pairedRatios(own, floorSamples, (sample) => sample.cpuMicrosPerRequest)),
        latencyP50VsFloor: computeMedian(pairedRatios(own, floorSamples, (sample) => sample.latencyP50Ms)),
        latencyP99VsFloor: computeMedian(pairedRatios(own, floorSamples, (sample) => sample.latencyP99Ms)),
        ...(gatewayRatios.length === 0
          ? {}
          : { requestsPerSecondVsGateway: computeMedian(gatewayRatios), requestsPerSecondVsGatewayRange: [Math.min(...gatewayRatios), Math.max(...gatewayRatios)] as [number, number] }),
        ...summarizeDatabaseCpu(benchCase, own, mainSamples, mainCase),
      },
    ];
  });
}
