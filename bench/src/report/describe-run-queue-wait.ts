import type { ThroughputSample } from '../measure/measure-throughput.js';
import { computeMedian } from '../statistics/compute-percentile.js';

/** Above this, the measured processes waited longer for a CPU than they ran: the machine was oversubscribed. */
const OVERSUBSCRIBED = 1;

/**
 * One line under the throughput table: per measured process, the median over its samples of the time it waited for a
 * CPU per µs of CPU it used, and a warning when any is above 1 (its throughput then reflects the machine's other load,
 * or more busy processes than cores, more than the process). Empty for results without the figure (older files).
 */
export function describeRunQueueWait(samples: readonly ThroughputSample[], processOf: (caseId: string) => string): string[] {
  const byProcess = new Map<string, number[]>();
  for (const sample of samples) {
    if (typeof sample.runQueueWaitPerCpu !== 'number' || !Number.isFinite(sample.runQueueWaitPerCpu)) continue;
    const name = processOf(sample.caseId);
    byProcess.set(name, [...(byProcess.get(name) ?? []), sample.runQueueWaitPerCpu]);
  }
  if (byProcess.size === 0) return [];
  const medians = [...byProcess].map(([name, values]) => ({ name, median: computeMedian(values) }));
  const listed = medians.map(({ name, median }) => `${name} ${median.toFixed(2)}`).join(', ');
  const oversubscribed = medians.some(({ median }) => median > OVERSUBSCRIBED);
  return [
    `Waited for a CPU per µs of CPU used under load (run queue, median over its rows and rounds): ${listed}.` +
      (oversubscribed ? ' **Above 1: the machine was oversubscribed during this run; its throughput figures reflect that more than the processes.**' : ''),
  ];
}
