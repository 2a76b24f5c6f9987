import { readdirSync, readFileSync } from 'node:fs';
import { readChildren } from './read-process-stats.js';
import { splitStatFields, STAT_FIELD } from './split-stat-fields.js';

/** CPU a Node process's threads have used, in µs, by what the threads are. */
export type ThreadCpu = {
  /** The event loop's thread (JavaScript, Node's and V8's C++ called from it, the main-thread GC). */
  main: number;
  /** V8's platform workers: optimizing compiles (TurboFan, wasm tier-up) and the GC's concurrent marking and sweeping. */
  v8Workers: number;
  /** libuv's thread pool (fs, dns lookups, crypto, zlib run off the loop). */
  libuvPool: number;
  /** Everything else: `worker_threads` (each with its own event loop), V8's delayed-task thread, Node's signal thread. */
  other: number;
};

export type NodeThread = {
  /** Thread id; within one process, threads made later have larger ids (until the kernel's ids wrap). */
  tid: number;
  /** When the thread started, in clock ticks since boot (the 22nd field of its `stat`). */
  startTicks: number;
  cpuMicros: number;
};

/** Node's default `--v8-pool-size`: the number of V8 platform workers. */
const V8_POOL_SIZE = 4;
/** libuv's default `UV_THREADPOOL_SIZE`: its threads start together, at the pool's first use. */
const LIBUV_POOL_SIZE = 4;

/** How far apart in time libuv's pool threads may start (clock ticks, 10 ms): it makes them in one loop, at its first use. */
const LIBUV_POOL_START_SPREAD_TICKS = 5;

/**
 * Which thread is which, by the order Node makes them (its threads all share the command name `node`): the main
 * thread, then, before any JavaScript runs, V8's platform (its delayed-task thread, then `--v8-pool-size` workers) and
 * the signal thread. Of the later threads, libuv's pool is the run of `UV_THREADPOOL_SIZE` made together (the closest
 * thread ids, started within a few ticks); the rest are `worker_threads` threads or other native ones.
 */
export function classifyNodeThreads(threads: readonly NodeThread[], v8PoolSize = V8_POOL_SIZE, libuvPoolSize = LIBUV_POOL_SIZE): ThreadCpu {
  const byTid = [...threads].sort((a, b) => a.tid - b.tid);
  const cpu: ThreadCpu = { main: 0, v8Workers: 0, libuvPool: 0, other: 0 };
  const later: NodeThread[] = [];
  byTid.forEach((thread, index) => {
    if (index === 0) cpu.main += thread.cpuMicros;
    else if (index >= 2 && index < 2 + v8PoolSize) cpu.v8Workers += thread.cpuMicros;
    else if (index < 3 + v8PoolSize) cpu.other += thread.cpuMicros;
    else later.push(thread);
  });
  const pool = findLibuvPool(later, libuvPoolSize);
  later.forEach((thread, index) => {
    if (pool !== undefined && index >= pool && index < pool + libuvPoolSize) cpu.libuvPool += thread.cpuMicros;
    else cpu.other += thread.cpuMicros;
  });
  return cpu;
}

/** Where in `later` (sorted by tid) the pool's run starts, or undefined when no run of its size was made together. */
function findLibuvPool(later: readonly NodeThread[], size: number): number | undefined {
  let best: { start: number; tidSpan: number } | undefined;
  for (let start = 0; start + size <= later.length; start += 1) {
    const run = later.slice(start, start + size);
    const ticks = run.map((thread) => thread.startTicks);
    if (Math.max(...ticks) - Math.min(...ticks) > LIBUV_POOL_START_SPREAD_TICKS) continue;
    const tidSpan = (run.at(-1)?.tid ?? 0) - (run[0]?.tid ?? 0);
    if (best === undefined || tidSpan < best.tidSpan) best = { start, tidSpan };
  }
  return best?.start;
}

function readThread(pid: number, tid: number): NodeThread | undefined {
  try {
    const startTicks = Number(splitStatFields(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'))[STAT_FIELD.startTime]);
    // schedstat's first field: time on a CPU in ns, exact (stat's utime and stime count 10 ms ticks).
    const cpuMicros = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
    return { tid, startTicks, cpuMicros };
  } catch {
    return undefined; // the thread ended between the listing and the read
  }
}

/** One process's threads by kind; undefined when it is gone. */
function readOneProcess(pid: number): ThreadCpu | undefined {
  try {
    const threads = readdirSync(`/proc/${pid}/task`)
      .map((tid) => readThread(pid, Number(tid)))
      .filter((thread): thread is NodeThread => thread !== undefined);
    return classifyNodeThreads(threads);
  } catch {
    return undefined;
  }
}

/**
 * A Node process's CPU by thread kind, with its descendants' (a `server.workers` gateway: the primary and every worker,
 * each process's threads told apart on their own, then summed by kind), from `/proc/<pid>/task/<tid>/schedstat` (time
 * on a CPU, ns). Read it before and after a run and subtract ({@link subtractThreadCpu}): a thread or process that
 * ended in between loses its time from the later reading. NaN everywhere when the process is gone or the kernel keeps
 * no schedstat.
 */
export function readThreadCpu(pid: number): ThreadCpu {
  const own = readOneProcess(pid);
  if (own === undefined) return { main: Number.NaN, v8Workers: Number.NaN, libuvPool: Number.NaN, other: Number.NaN };
  const pending = readChildren(pid);
  for (let child = pending.pop(); child !== undefined; child = pending.pop()) {
    const cpu = readOneProcess(child);
    if (cpu === undefined) continue;
    own.main += cpu.main;
    own.v8Workers += cpu.v8Workers;
    own.libuvPool += cpu.libuvPool;
    own.other += cpu.other;
    pending.push(...readChildren(child));
  }
  return own;
}

/** `after − before`, each kind divided by `per` (e.g. the requests served in between). */
export function subtractThreadCpu(after: ThreadCpu, before: ThreadCpu, per = 1): ThreadCpu {
  return {
    main: (after.main - before.main) / per,
    v8Workers: (after.v8Workers - before.v8Workers) / per,
    libuvPool: (after.libuvPool - before.libuvPool) / per,
    other: (after.other - before.other) / per,
  };
}
