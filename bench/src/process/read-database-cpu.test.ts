import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findDatabaseServers, listProcesses, readDatabaseCpu, readTreeCpuMicros } from './read-database-cpu.js';
import { readClockTicksPerSecond } from './read-process-stats.js';

/** A /proc/<pid>/stat line: utime, stime, cutime and cstime are fields 14–17 of the whole line. */
function statLine(pid: number, comm: string, ppid: number, [utime, stime, cutime, cstime]: [number, number, number, number]): string {
  return `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194304 3888 11954 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 4763 222445568 7344\n`;
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A fake /proc with a postmaster and its children, redis-server, a node process and a directory that is no process. */
function createFakeProc(entries: { pid: number; comm: string; ppid: number; ticks: [number, number, number, number] }[]): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-proc-'));
  roots.push(root);
  for (const entry of entries) {
    mkdirSync(join(root, String(entry.pid)));
    writeFileSync(join(root, String(entry.pid), 'stat'), statLine(entry.pid, entry.comm, entry.ppid, entry.ticks));
  }
  mkdirSync(join(root, 'sys'));
  return root;
}

const TICK_MICROS = 1_000_000 / readClockTicksPerSecond();

describe('findDatabaseServers', () => {
  it('finds the postmaster (a postgres whose parent is not one) and redis-server, not their children', () => {
    const root = createFakeProc([
      { pid: 1, comm: 'init', ppid: 0, ticks: [0, 0, 0, 0] },
      { pid: 2215, comm: 'postgres', ppid: 1, ticks: [2, 6, 11, 19] },
      { pid: 2216, comm: 'postgres', ppid: 2215, ticks: [5, 5, 0, 0] },
      { pid: 2300, comm: 'postgres', ppid: 2215, ticks: [40, 10, 0, 0] },
      { pid: 2235, comm: 'redis-server', ppid: 1, ticks: [130, 117, 0, 0] },
      { pid: 3000, comm: 'node', ppid: 1, ticks: [900, 100, 0, 0] },
    ]);
    expect(findDatabaseServers(listProcesses(root))).toEqual({ postgres: [2215], redis: [2235] });
  });

  it('finds none where neither runs', () => {
    const root = createFakeProc([{ pid: 3000, comm: 'node', ppid: 1, ticks: [900, 100, 0, 0] }]);
    expect(findDatabaseServers(listProcesses(root))).toEqual({ postgres: [], redis: [] });
  });
});

describe('readDatabaseCpu', () => {
  it("sums each server's own CPU, its reaped children's and its live descendants', in µs", () => {
    const root = createFakeProc([
      // The postmaster: 2 + 6 of its own, 11 + 19 of backends that ended (reaped, in its cutime and cstime).
      { pid: 2215, comm: 'postgres', ppid: 1, ticks: [2, 6, 11, 19] },
      { pid: 2216, comm: 'postgres', ppid: 2215, ticks: [5, 5, 0, 0] },
      { pid: 2300, comm: 'postgres', ppid: 2215, ticks: [40, 10, 0, 0] },
      { pid: 2235, comm: 'redis-server', ppid: 1, ticks: [130, 117, 0, 0] },
      { pid: 2400, comm: 'redis-rdb-bgsave', ppid: 2235, ticks: [3, 0, 0, 0] },
      { pid: 3000, comm: 'node', ppid: 1, ticks: [900, 100, 0, 0] },
    ]);
    const cpu = readDatabaseCpu({ postgres: [2215], redis: [2235] }, root);
    expect(cpu.postgresMicros).toBeCloseTo((2 + 6 + 11 + 19 + 5 + 5 + 40 + 10) * TICK_MICROS);
    expect(cpu.redisMicros).toBeCloseTo((130 + 117 + 3) * TICK_MICROS);
  });

  it('reads NaN for a server it has no process of', () => {
    const root = createFakeProc([{ pid: 2235, comm: 'redis-server', ppid: 1, ticks: [1, 1, 0, 0] }]);
    const cpu = readDatabaseCpu({ postgres: [], redis: [2235] }, root);
    expect(cpu.postgresMicros).toBeNaN();
    expect(cpu.redisMicros).toBeCloseTo(2 * TICK_MICROS);
  });
});

describe('readTreeCpuMicros', () => {
  it("counts a live child's CPU while it runs and, once it ended and was waited for, in its parent's", async () => {
    // A parent that waits while its child spins for 300 ms of CPU and ends; the parent is told to exit afterwards.
    const spinner = 'const until = process.cpuUsage().user + 300000; while (process.cpuUsage().user < until);';
    const parentSource = `const { spawn } = require('node:child_process'); const child = spawn(process.execPath, ['-e', ${JSON.stringify(spinner)}], { stdio: 'ignore' }); child.on('exit', () => process.stdout.write('done')); process.stdin.once('data', () => process.exit(0)); process.stdin.resume();`;
    const parent = spawn(process.execPath, ['-e', parentSource], { stdio: ['pipe', 'pipe', 'inherit'] });
    const pid = parent.pid ?? 0;
    const before = readTreeCpuMicros(listProcesses(), pid);
    await once(parent.stdout, 'data');
    const after = readTreeCpuMicros(listProcesses(), pid);
    parent.stdin.end('stop\n');
    await once(parent, 'exit');
    // The child's 300 ms of user time (and its start) are in the parent's cutime now; the child is gone.
    expect(after - before).toBeGreaterThan(250_000);
  });
});
