import type { OpenStreamsSample } from '../measure/measure-open-streams.js';
import type { ThroughputSample } from '../measure/measure-throughput.js';
import type { TargetKind } from '../targets/bench-target.js';
import type { ProfileSummary } from '../profile/summarize-cpu-profile.js';
import type { BaselineComparison } from './compare-with-baseline.js';

export type ThroughputRow = {
  caseId: string;
  kind: TargetKind;
  stream: boolean;
  /** Medians over rounds. */
  requestsPerSecond: number;
  cpuMicrosPerRequest: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  rssPeakMiB: number;
  failed: number;
  /** What the failed requests were over all rounds (`status 503`, `socket errors`, `client timeouts`) and how many. */
  failureKinds: Record<string, number>;
  /** Median over rounds of this round's value divided by the floor's value in the same round. */
  requestsPerSecondVsFloor: number;
  /** Lowest and highest per-round ratio: how much the machine moved during the run. */
  requestsPerSecondVsFloorRange: [number, number];
  cpuVsFloor: number;
  latencyP50VsFloor: number;
  latencyP99VsFloor: number;
  /**
   * Variant rows (another store beside the main gateway): median over rounds of this round's req/s divided by the
   * main gateway's on the same route in the same round, with the lowest and highest round.
   */
  requestsPerSecondVsGateway?: number;
  requestsPerSecondVsGatewayRange?: [number, number];
  /**
   * With the database servers watched (`--compare-postgres`): medians over rounds of the CPU per request the PostgreSQL
   * server and redis-server used in this row's windows (on a row of a gateway not on them, what they did meanwhile).
   */
  databaseCpuMicrosPerRequest?: { postgres: number; redis: number };
  /** Median over rounds of the CPU per request of the gateway and, on the shared store, of PostgreSQL and Redis too. */
  totalCpuMicrosPerRequest?: number;
  /** The gateway is on the shared store: its total counts PostgreSQL's and Redis's CPU (otherwise its own alone). */
  totalCountsDatabase?: boolean;
  /** Variant rows: median over rounds of its total over the main gateway's total on the same route, same round. */
  totalCpuVsGateway?: number;
};

export type LatencyRow = {
  caseId: string;
  kind: TargetKind;
  stream: boolean;
  samples: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  /** Median of paired differences (same iteration) with the direct and floor cases to the same upstream. */
  addedVsDirectMs: number;
  /** 95% bootstrap interval of `addedVsDirectMs` (absent from results of earlier bench versions). */
  addedVsDirectIntervalMs?: [number, number];
  addedVsFloorMs: number;
};

/** A median of paired differences in ms, with its 95% bootstrap interval. */
export type PairedFigure = { medianMs: number; intervalMs: [number, number] };

/**
 * A stream case's time to first token less the mock's pause, split at the mock (splitFirstTokenBySide): way up
 * (client sent → mock had the request) and way down (mock wrote the first delta → client had it).
 */
export type FirstTokenSidesRow = {
  caseId: string;
  kind: TargetKind;
  /** Samples whose mock stamp was found, of `samples`. */
  matched: number;
  samples: number;
  bothWaysP50Ms: number;
  wayUpP50Ms: number;
  wayDownP50Ms: number;
  vsDirect: PairedFigure;
  vsFloor: PairedFigure;
  wayUpVsFloor: PairedFigure;
  wayDownVsFloor: PairedFigure;
};

export type MemoryRow = {
  process: string;
  /** Right after start, before any request. */
  startRssMiB: number;
  /** Idle after one request per case (code paths loaded and compiled): the figure the idle bar is judged on. */
  idleRssMiB: number;
  peakRssUnderLoadMiB: number;
  connections: number;
};

export type OpenStreamsRow = OpenStreamsSample & { kibPerStream: number; kibPerStreamVsFloor: number };

export type BarCheck = {
  bar: string;
  measured: number;
  limit: number;
  unit: string;
  pass: boolean | null;
  where: string;
  /** For a median: its 95% bootstrap interval. A limit inside it is within the run's noise. */
  interval?: [number, number];
};

/** Issue 7's bars judged on one compared gateway's rows (`gateway[tracing on]`, `gateway[postgres+redis]` …). */
export type VariantBars = { gateway: string; bars: BarCheck[] };

export type GatewayStatus =
  | { available: true; mode: 'source' | 'dist'; command: string }
  | { available: false; reason: string };

export type BenchResult = {
  meta: {
    startedAt: string;
    finishedAt: string;
    elapsedSeconds: number;
    node: string;
    cpus: number;
    cpuModel: string;
    loadAverageBefore: number[];
    loadAverageAfter: number[];
    gitCommit: string;
    options: Record<string, unknown>;
    gateway: GatewayStatus;
  };
  throughput: ThroughputRow[];
  unloaded: LatencyRow[];
  timeToFirstToken: LatencyRow[];
  /** The same streams less the mock's pause, by way (absent from results of earlier bench versions). */
  firstTokenSides?: FirstTokenSidesRow[];
  memory: MemoryRow[];
  openStreams: OpenStreamsRow[];
  bars: BarCheck[];
  /** Issue 7's bars for each gateway compared with the main one (absent from plain runs and earlier results). */
  variantBars?: VariantBars[];
  problems: string[];
  /** With --baseline: this run's gateway rows against an earlier run's. */
  baseline?: BaselineComparison;
  /** With --cpu-prof: where the main gateway's CPU went (profiling slows it: its figures are not comparable). */
  gatewayProfile?: ProfileSummary;
  /** With --cpu-prof: where each compared gateway's CPU went (`gateway[tracing on]` …), profiled like the main one. */
  variantProfiles?: { name: string; profile: ProfileSummary }[];
  throughputSamples: ThroughputSample[];
};
