import { spawn } from 'node:child_process';
import { pbkdf2 } from 'node:crypto';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { classifyNodeThreads, readThreadCpu, subtractThreadCpu, type NodeThread } from './read-thread-cpu.js';

const thread = (tid: number, startTicks: number, cpuMicros: number): NodeThread => ({ tid, startTicks, cpuMicros });

describe('classifyNodeThreads', () => {
  it('tells the main thread, the V8 workers, the libuv pool and the rest apart by the order Node makes them', () => {
    const threads = [
      thread(107, 899, 1_000), // libuv pool: four threads made together, their starts a tick apart
      thread(100, 5, 500_000), // main
      thread(101, 5, 3), // V8's delayed-task thread
      thread(102, 5, 10_000), // V8 workers
      thread(103, 5, 20_000),
      thread(104, 5, 30_000),
      thread(105, 5, 40_000),
      thread(106, 5, 7), // signal thread
      thread(108, 900, 2_000),
      thread(109, 900, 3_000),
      thread(110, 900, 4_000),
      thread(111, 40, 600), // a worker_threads thread
    ];
    expect(classifyNodeThreads(threads)).toEqual({ main: 500_000, v8Workers: 100_000, libuvPool: 10_000, other: 610 });
  });

  it('takes the four closest later threads as the pool when a worker thread started with them', () => {
    const startup = [thread(1, 5, 1), thread(2, 5, 0), thread(3, 5, 0), thread(4, 5, 0), thread(5, 5, 0), thread(6, 5, 0), thread(7, 5, 0)];
    const later = [thread(20, 9, 100), thread(23, 9, 1), thread(24, 9, 2), thread(25, 10, 3), thread(26, 10, 4)];
    expect(classifyNodeThreads([...startup, ...later])).toEqual({ main: 1, v8Workers: 0, libuvPool: 10, other: 100 });
  });

  it('counts later threads as other when fewer than the pool size started together', () => {
    const startup = [thread(1, 5, 1), thread(2, 5, 0), thread(3, 5, 0), thread(4, 5, 0), thread(5, 5, 0), thread(6, 5, 0), thread(7, 5, 0)];
    expect(classifyNodeThreads([...startup, thread(8, 50, 11), thread(9, 50, 13)])).toEqual({ main: 1, v8Workers: 0, libuvPool: 0, other: 24 });
  });
});

describe('readThreadCpu', () => {
  it("puts this process's crypto work in the libuv pool and its JavaScript on the main thread", async () => {
    const before = readThreadCpu(process.pid);
    await Promise.all(Array.from({ length: 4 }, () => promisify(pbkdf2)('secret', 'salt', 20_000, 32, 'sha256')));
    let spin = 0;
    for (let index = 0; index < 2_000_000; index += 1) spin += index % 7;
    const used = subtractThreadCpu(readThreadCpu(process.pid), before);
    expect(spin).toBeGreaterThan(0);
    expect(used.libuvPool).toBeGreaterThan(0);
    expect(used.main).toBeGreaterThan(0);
  });

  it("counts a child process's threads with its parent's (a server.workers gateway: the primary and its workers)", async () => {
    // A parent that only waits, and its child that spins on its main thread until it is killed; the parent says
    // "started" once the child spins.
    const spinner = "process.stdout.write('spinning'); for (;;);";
    const parentSource = `const { spawn } = require('node:child_process'); const child = spawn(process.execPath, ['-e', ${JSON.stringify(spinner)}], { stdio: ['ignore', 'pipe', 'ignore'] }); child.stdout.once('data', () => process.stdout.write('started')); process.stdin.once('data', () => { child.kill(); process.exit(0); }); process.stdin.resume();`;
    const parent = spawn(process.execPath, ['-e', parentSource], { stdio: ['pipe', 'pipe', 'inherit'] });
    await once(parent.stdout, 'data');
    const before = readThreadCpu(parent.pid ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const used = subtractThreadCpu(readThreadCpu(parent.pid ?? 0), before);
    parent.stdin.end('stop\n');
    await once(parent, 'exit');
    // The parent alone uses almost nothing in those 200 ms; its child, whatever share of a core it gets.
    expect(used.main).toBeGreaterThan(20_000);
  });

  it('reads NaN for a process that is gone', () => {
    expect(readThreadCpu(2 ** 22 + 1).main).toBeNaN();
  });
});
