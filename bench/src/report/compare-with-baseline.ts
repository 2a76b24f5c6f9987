import type { BenchResult } from './bench-result.js';

export type ComparisonRow = { figure: string; caseId: string; before: number; after: number; change: number };

export type BaselineComparison = {
  source: string;
  startedAt: string;
  gitCommit: string;
  /** Options that differ between the runs (figures then compare less well, e.g. KiB per stream at 200 vs 1,000). */
  differences: string[];
  rows: ComparisonRow[];
};

const COMPARED_OPTIONS = ['duration', 'rounds', 'connections', 'warmupRequests', 'instantDeltas', 'pacedIntervalMs', 'openStreams', 'gatewayStore'];

/** A figure read back from JSON, where NaN was written as null. */
function readNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}

function compare<Row extends { caseId: string; kind: string }>(
  figure: string,
  current: readonly Row[],
  baseline: readonly Row[],
  read: (row: Row) => unknown,
): ComparisonRow[] {
  return current.flatMap((row) => {
    const before = baseline.find((candidate) => candidate.caseId === row.caseId);
    if (before === undefined || !row.kind.startsWith('gateway')) return [];
    const beforeValue = readNumber(read(before));
    const afterValue = readNumber(read(row));
    return [{ figure, caseId: row.caseId, before: beforeValue, after: afterValue, change: afterValue / beforeValue - 1 }];
  });
}

/**
 * The gateway rows of this run against an earlier run's (`--baseline <file.json>`), on the figures that survive a
 * change of machine load: ratios to the floor, added times, and memory. For a fix's before/after.
 */
export function compareWithBaseline(current: BenchResult, baseline: BenchResult, source: string): BaselineComparison {
  const memory = (result: BenchResult): { caseId: string; kind: string; idle: unknown; perStream: unknown }[] => [
    ...result.memory.filter((row) => row.process === 'gateway').map((row) => ({ caseId: 'gateway', kind: 'gateway', idle: row.idleRssMiB, perStream: Number.NaN })),
    ...result.openStreams.map((row) => ({ caseId: row.targetId, kind: row.targetId.split(' ')[0] ?? '', idle: Number.NaN, perStream: row.kibPerStream })),
  ];
  const rows = [
    ...compare('CPU per request vs floor', current.throughput, baseline.throughput, (row) => row.cpuVsFloor),
    ...compare('req/s vs floor', current.throughput, baseline.throughput, (row) => row.requestsPerSecondVsFloor),
    ...compare('added latency p50 ms', current.unloaded, baseline.unloaded, (row) => row.addedVsDirectMs),
    ...compare('added time to first token ms', current.timeToFirstToken, baseline.timeToFirstToken, (row) => row.addedVsDirectMs),
    ...compare('idle RSS MiB', memory(current), memory(baseline), (row) => row.idle),
    ...compare('KiB per open stream', memory(current), memory(baseline), (row) => row.perStream),
  ];
  const differences = COMPARED_OPTIONS.flatMap((key) => {
    const before = baseline.meta.options[key];
    const after = current.meta.options[key];
    return before === after ? [] : [`${key}: ${String(before)} → ${String(after)}`];
  });
  if (baseline.meta.gateway.available && current.meta.gateway.available && baseline.meta.gateway.mode !== current.meta.gateway.mode) {
    differences.push(`gateway: ${baseline.meta.gateway.mode} → ${current.meta.gateway.mode}`);
  }
  return {
    source,
    startedAt: baseline.meta.startedAt,
    gitCommit: baseline.meta.gitCommit,
    differences,
    rows: rows.filter((row) => Number.isFinite(row.before) && Number.isFinite(row.after)),
  };
}
