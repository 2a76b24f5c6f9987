import { isJudgedGatewayKind } from '../targets/bench-target.js';
import type { BarCheck, LatencyRow, MemoryRow, OpenStreamsRow, ThroughputRow } from './bench-result.js';

/** The rows a run's bars are judged on. */
export type BarInputs = {
  throughput: readonly ThroughputRow[];
  unloaded: readonly LatencyRow[];
  timeToFirstToken: readonly LatencyRow[];
  memory: readonly MemoryRow[];
  openStreams: readonly OpenStreamsRow[];
};

type Direction = 'at-least' | 'below';

/** The worst row against one bar; `pass` is null when there is nothing to judge (e.g. no gateway). */
function checkWorst<Row>(
  bar: string,
  rows: readonly Row[],
  read: (row: Row) => number,
  name: (row: Row) => string,
  limit: number,
  unit: string,
  direction: Direction,
  readInterval?: (row: Row) => [number, number] | undefined,
): BarCheck {
  const measured = rows.map((row) => ({ row, value: read(row) })).filter(({ value }) => Number.isFinite(value));
  if (measured.length === 0) return { bar, measured: Number.NaN, limit, unit, pass: null, where: 'not measured' };
  const worst = measured.reduce((left, right) => {
    if (direction === 'at-least') return right.value < left.value ? right : left;
    return right.value > left.value ? right : left;
  });
  const pass = direction === 'at-least' ? worst.value >= limit : worst.value < limit;
  const interval = readInterval?.(worst.row);
  return { bar, measured: worst.value, limit, unit, pass, where: name(worst.row), ...(interval === undefined ? {} : { interval }) };
}

const readAddedInterval = (row: LatencyRow): [number, number] | undefined => row.addedVsDirectIntervalMs;

/**
 * Issue 7's bars, reported (never asserted) against the worst gateway row of each kind. `gatewayProcess` names the
 * memory row judged (a compared gateway's, e.g. `gateway[tracing on]`, in evaluateVariantBars).
 */
export function evaluateBars({ throughput, unloaded, timeToFirstToken, memory, openStreams }: BarInputs, gatewayProcess = 'gateway'): BarCheck[] {
  const caseName = (row: { caseId: string }): string => row.caseId;
  const gatewayLatency = unloaded.filter((row) => isJudgedGatewayKind(row.kind));
  const gatewayMemory = memory.filter((row) => row.process === gatewayProcess);
  return [
    checkWorst(
      'passthrough throughput ≥ 40% of the floor',
      throughput.filter((row) => row.kind === 'gateway-passthrough'),
      (row) => row.requestsPerSecondVsFloor,
      caseName,
      0.4,
      '× floor',
      'at-least',
    ),
    checkWorst(
      'translated throughput ≥ 30% of the floor',
      throughput.filter((row) => row.kind === 'gateway-translate'),
      (row) => row.requestsPerSecondVsFloor,
      caseName,
      0.3,
      '× floor',
      'at-least',
    ),
    checkWorst(
      'passthrough capacity by CPU/request ≥ 40% of the floor',
      throughput.filter((row) => row.kind === 'gateway-passthrough'),
      (row) => 1 / row.cpuVsFloor,
      caseName,
      0.4,
      '× floor',
      'at-least',
    ),
    checkWorst(
      'translated capacity by CPU/request ≥ 30% of the floor',
      throughput.filter((row) => row.kind === 'gateway-translate'),
      (row) => 1 / row.cpuVsFloor,
      caseName,
      0.3,
      '× floor',
      'at-least',
    ),
    checkWorst('added latency unloaded, p50 < 0.5 ms', gatewayLatency, (row) => row.addedVsDirectMs, caseName, 0.5, 'ms', 'below', readAddedInterval),
    checkWorst(
      'added time to first token < 1 ms',
      timeToFirstToken.filter((row) => isJudgedGatewayKind(row.kind)),
      (row) => row.addedVsDirectMs,
      caseName,
      1,
      'ms',
      'below',
      readAddedInterval,
    ),
    checkWorst('RSS idle < 100 MiB', gatewayMemory, (row) => row.idleRssMiB, (row) => `${row.process} after first requests (${row.startRssMiB.toFixed(1)} after start)`, 100, 'MiB', 'below'),
    checkWorst(
      'RSS under load < 250 MiB',
      gatewayMemory,
      (row) => row.peakRssUnderLoadMiB,
      (row) => `${row.process} at ${row.connections} connections`,
      250,
      'MiB',
      'below',
    ),
    checkWorst(
      'memory per open stream < 150 KiB',
      openStreams.filter((row) => row.targetId.startsWith('gateway ')),
      (row) => row.kibPerStream,
      (row) => `${row.targetId} (${row.open} open)`,
      150,
      'KiB',
      'below',
    ),
  ];
}
