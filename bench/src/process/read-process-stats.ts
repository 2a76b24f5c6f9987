import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export type ProcessStats = { cpuMicros: number; rssBytes: number };

let ticksPerSecond: number | undefined;

function readTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const text = execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim();
    ticksPerSecond = Number.parseInt(text, 10) || 100;
  }
  return ticksPerSecond;
}

/** The process's children, from each of its threads' `children` list in /proc; none when it is gone. */
function readChildren(pid: number): number[] {
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

function readOne(pid: number): { ticks: number; rssKib: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15 of the whole line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { ticks: Number(fields[11]) + Number(fields[12]), rssKib: Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN) };
}

/**
 * CPU (user + system) and RSS of any process and its running descendants (a gateway with `server.workers` is a
 * primary and its workers), read from /proc, so the floor and the gateway are measured the same way whatever they
 * run. CPU resolution is one clock tick (10 ms at 100 Hz): measure over thousands of requests.
 */
export function readProcessStats(pid: number): ProcessStats {
  const main = readOne(pid);
  let { ticks, rssKib } = main;
  const pending = readChildren(pid);
  for (let child = pending.pop(); child !== undefined; child = pending.pop()) {
    try {
      const one = readOne(child);
      ticks += one.ticks;
      rssKib += one.rssKib;
      pending.push(...readChildren(child));
    } catch {
      // ended between the listing and the read
    }
  }
  return { cpuMicros: (ticks * 1_000_000) / readTicksPerSecond(), rssBytes: rssKib * 1024 };
}
