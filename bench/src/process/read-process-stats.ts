import { readFileSync } from 'node:fs';
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

/**
 * CPU (user + system) and RSS of any process, read from /proc, so the floor and the gateway are measured the same
 * way whatever they run. CPU resolution is one clock tick (10 ms at 100 Hz): measure over thousands of requests.
 */
export function readProcessStats(pid: number): ProcessStats {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15 of the whole line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return { cpuMicros: (ticks * 1_000_000) / readTicksPerSecond(), rssBytes: rssKib * 1024 };
}
