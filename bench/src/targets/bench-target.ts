import type { FormatId } from '@modelgate/ir';
import { BENCH_FORMAT_IDS } from '../formats/bench-formats.js';
import type { MockProfileName } from '../mock/mock-profile.js';

/** `gateway-variant`: a second gateway with other settings (--compare-store), shown but not judged against the bars. */
export type TargetKind = 'direct' | 'floor' | 'gateway-passthrough' | 'gateway-translate' | 'gateway-variant';

export function isJudgedGatewayKind(kind: TargetKind): boolean {
  return kind === 'gateway-passthrough' || kind === 'gateway-translate';
}

/** One way to reach an upstream: straight to the mock, through the floor, or through ModelGate. */
export type BenchTarget = {
  /** e.g. `direct chat`, `floor messages`, `gateway chat→messages`. */
  id: string;
  kind: TargetKind;
  clientFormat: FormatId;
  upstreamFormat: FormatId;
  origin: string;
  headers: Record<string, string>;
  /** The process whose CPU and memory the row reports: the proxy or gateway, or the mock for direct rows. */
  pid: number;
  /** The mock upstream's process, for a diagnostic of where CPU goes. */
  upstreamPid: number;
  modelFor(profile: MockProfileName): string;
  /**
   * The processes that serve its requests (a gateway's `server.workers`; absent: one). The warm-up sends each of them
   * `--warmup-requests`, so that every process's JIT has seen as much as a single process's before anything is timed.
   */
  servingProcesses?: number;
  /** Bearer tokens the warm-up and throughput phases rotate over, round robin, instead of `headers`' one. */
  secrets?: readonly string[];
  /**
   * The gateway keeps its store in PostgreSQL and its limits in Redis: what those servers spend is part of what its
   * requests cost (absent: the gateway alone, as on SQLite).
   */
  sharedStore?: boolean;
};

/** The headers of a target's `index`-th request (its bearer token rotates when it has several). */
export function headersForRequest(target: BenchTarget, index: number): Record<string, string> {
  const secrets = target.secrets;
  if (secrets === undefined || secrets.length === 0) return target.headers;
  return { ...target.headers, authorization: `Bearer ${secrets[index % secrets.length] ?? ''}` };
}

/** A target asked for JSON answers or for streams. */
export type BenchCase = { id: string; target: BenchTarget; stream: boolean };

/**
 * JSON cases, then stream cases; within each, grouped by upstream (direct, floor, then every gateway route to that
 * upstream), so a row and the baselines it is compared with run close together in each round.
 */
export function createBenchCases(targets: readonly BenchTarget[]): BenchCase[] {
  const grouped = [...targets].sort((left, right) => BENCH_FORMAT_IDS.indexOf(left.upstreamFormat) - BENCH_FORMAT_IDS.indexOf(right.upstreamFormat));
  return [false, true].flatMap((stream) =>
    grouped.map((target) => ({ id: `${target.id} ${stream ? 'stream' : 'json'}`, target, stream })),
  );
}
