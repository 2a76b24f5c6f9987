import type { ThroughputSample } from '../measure/measure-throughput.js';
import { computeMedian } from '../statistics/compute-percentile.js';
import { mainGatewayCaseId } from './summarize-throughput.js';

/** Issue 20's bar: `server.workers: 2` serves at least this many times one process's throughput on a 2-core machine. */
export const WORKERS_THROUGHPUT_BAR = 1.3;

const WORKERS_CASE = /^gateway\[workers: (\d+)\] /;
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

const range = (values: readonly number[], format: (value: number) => string): string => {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
};
const ratio = (value: number): string => `${value.toFixed(2)}×`;
const micros = (value: number): string => value.toFixed(0);

/**
 * Under the throughput table of a `--compare-workers` run: the most `server.workers: N` could serve against one process
 * at the CPU a request each round measured, with every core of the machine busy (the workers', the mock's and the load
 * generator's CPU a request sharing them), and what the workers' CPU a request must be for the bar. On a machine whose
 * load generator and mock share the gateway's cores this is a ceiling no code change of the workers reaches past:
 * the figure says which of the two, the machine or the workers, holds a run under the bar.
 */
export function describeWorkersCeiling(samples: readonly ThroughputSample[], cpus: number, bar: number): string[] {
  const lines: string[] = [];
  for (const caseId of new Set(samples.map((sample) => sample.caseId))) {
    const match = WORKERS_CASE.exec(caseId);
    if (match === null) continue;
    const mainCaseId = mainGatewayCaseId(caseId);
    const rounds = samples.flatMap((workers) => {
      if (workers.caseId !== caseId) return [];
      const one = samples.find((sample) => sample.caseId === mainCaseId && sample.round === workers.round);
      if (one === undefined) return [];
      const others = workers.upstreamCpuMicrosPerRequest + workers.loadGeneratorCpuMicrosPerRequest;
      const ceiling = (cpus * 1e6) / (workers.cpuMicrosPerRequest + others);
      return [{ ceiling: ceiling / one.requestsPerSecond, needs: (cpus * 1e6) / (bar * one.requestsPerSecond) - others, workers: workers.cpuMicrosPerRequest, one: one.cpuMicrosPerRequest }];
    }).filter((round) => Object.values(round).every(Number.isFinite));
    if (rounds.length === 0) continue;
    const count = Number(match[1]);
    const cores = cpus === 2 ? 'both cores' : `all ${cpus} cores`;
    const median = (read: (round: (typeof rounds)[number]) => number): number => computeMedian(rounds.map(read));
    lines.push(
      `${caseId}: with ${cores} busy at the CPU a request each round measured (the workers', the mock's and the load generator's), ` +
        `${NUMBER_WORDS[count] ?? String(count)} workers could serve at most ${ratio(median((round) => round.ceiling))} one process's throughput ` +
        `(rounds ${range(rounds.map((round) => round.ceiling), ratio)}; bar ${bar}×); that needs the workers at ≤ ${micros(median((round) => round.needs))} µs a request, ` +
        `where they spent ${micros(median((round) => round.workers))} and one process ${micros(median((round) => round.one))} (medians over rounds). ` +
        'Each core the mock and the load generator take is one the workers do not have.',
    );
  }
  return lines;
}
