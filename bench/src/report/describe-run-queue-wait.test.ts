import { describe, expect, it } from 'vitest';
import type { ThroughputSample } from '../measure/measure-throughput.js';
import { describeRunQueueWait } from './describe-run-queue-wait.js';

function sample(caseId: string, runQueueWaitPerCpu: number): ThroughputSample {
  return {
    caseId, round: 1, connections: 50, durationSeconds: 1, ok: 100, failed: 0, failureKinds: {}, requestsPerSecond: 100, cpuMicrosPerRequest: 100,
    latencyP50Ms: 5, latencyP99Ms: 9, rssPeakBytes: 1, upstreamCpuMicrosPerRequest: 1, loadGeneratorCpuMicrosPerRequest: 1, loadGenerator: 'autocannon', runQueueWaitPerCpu,
    threadCpuMicrosPerRequest: { main: 80, v8Workers: 15, libuvPool: 0, other: 5 },
  };
}

const processOf = (caseId: string): string => caseId.split(' ')[0] ?? caseId;

describe('describeRunQueueWait', () => {
  it('gives each process its median wait per µs of CPU, with no warning on a machine with cores to spare', () => {
    const lines = describeRunQueueWait([sample('floor chat json', 0.1), sample('floor chat json', 0.3), sample('floor chat json', 0.2), sample('gateway chat→chat json', 0.4)], processOf);
    expect(lines).toEqual(['Waited for a CPU per µs of CPU used under load (run queue, median over its rows and rounds): floor 0.20, gateway 0.40.']);
  });

  it('warns when a process waited longer for a CPU than it ran', () => {
    const [line] = describeRunQueueWait([sample('floor chat json', 0.2), sample('gateway chat→chat json', 3.5)], processOf);
    expect(line).toContain('gateway 3.50.');
    expect(line).toContain('the machine was oversubscribed during this run');
  });

  it('says nothing for results without the figure (files written before it existed)', () => {
    const older = { ...sample('floor chat json', 0) } as Partial<ThroughputSample>;
    delete older.runQueueWaitPerCpu;
    expect(describeRunQueueWait([older as ThroughputSample, sample('gateway chat→chat json', Number.NaN)], processOf)).toEqual([]);
  });
});
