import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { readOwnTicks, splitStatFields } from './split-stat-fields.js';

export type ProcessStats = {
  cpuMicros: number;
  rssBytes: number;
  /**
   * Time its threads spent runnable but waiting for a CPU (the scheduler's run queue, /proc/<pid>/task/<tid>/schedstat),
   * summed over the process and its descendants; NaN where the kernel does not keep it.
   */
  runQueueWaitMicros: number;
};

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks a second (`getconf CLK_TCK`), the unit of CPU times in /proc/<pid>/stat. */
export function readClockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const text = execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim();
    ticksPerSecond = Number.parseInt(text, 10) || 100;
  }
  return ticksPerSecond;
}

/** The process's children, from each of its threads' `children` list in /proc; none when it is gone. */
export function readChildren(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8')
        .split(' ')
        .filter((field) => field !== '')
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** Run-queue wait of every thread of `pid`, in µs (the second field of each thread's schedstat, in ns). */
function readRunQueueWait(pid: number): number {
  try {
    let nanos = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      try {
        nanos += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[1]);
      } catch {
        // the thread ended between the listing and the read
      }
    }
    return nanos / 1000;
  } catch {
    return Number.NaN;
  }
}

function readOne(pid: number): { ticks: number; rssKib: number; waitMicros: number } {
  const fields = splitStatFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { ticks: readOwnTicks(fields), rssKib: Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN), waitMicros: readRunQueueWait(pid) };
}

/**
 * CPU (user + system), RSS and run-queue wait of any process and its running descendants (a gateway with `server.workers` is a
 * primary and its workers), read from /proc, so the floor and the gateway are measured the same way whatever they
 * run. CPU resolution is one clock tick (10 ms at 100 Hz): measure over thousands of requests.
 */
export function readProcessStats(pid: number): ProcessStats {
  const main = readOne(pid);
  let { ticks, rssKib, waitMicros } = main;
  const pending = readChildren(pid);
  for (let child = pending.pop(); child !== undefined; child = pending.pop()) {
    try {
      const one = readOne(child);
      ticks += one.ticks;
      rssKib += one.rssKib;
      waitMicros += one.waitMicros;
      pending.push(...readChildren(child));
    } catch {
      // ended between the listing and the read
    }
  }
  return { cpuMicros: (ticks * 1_000_000) / readClockTicksPerSecond(), rssBytes: rssKib * 1024, runQueueWaitMicros: waitMicros };
}
