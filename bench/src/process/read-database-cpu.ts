import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readClockTicksPerSecond } from './read-process-stats.js';
import { readOwnTicks, splitStatFields, STAT_FIELD } from './split-stat-fields.js';

/** One process as /proc/<pid>/stat gives it. */
export type ProcessEntry = {
  pid: number;
  /** The executable's name (`comm`): `postgres` for the postmaster and every backend, `redis-server`. */
  command: string;
  parentPid: number;
  /** utime + stime, in clock ticks. */
  ownTicks: number;
  /** cutime + cstime: the CPU of its children that ended and that it waited for, in clock ticks. */
  reapedChildTicks: number;
};

/** The database servers' processes: the PostgreSQL postmasters and the redis-server processes found on the host. */
export type DatabaseServers = { postgres: number[]; redis: number[] };

/** CPU the servers (with every process they started) have used, in µs; NaN for a server not found. */
export type DatabaseCpu = { postgresMicros: number; redisMicros: number };

const POSTGRES_COMMANDS = new Set(['postgres', 'postmaster']);
const REDIS_COMMAND = 'redis-server';

function parseStat(text: string): ProcessEntry | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const fields = splitStatFields(text);
  return {
    pid: Number.parseInt(text.slice(0, open), 10),
    command: text.slice(open + 1, close),
    parentPid: Number(fields[STAT_FIELD.parentPid]),
    ownTicks: readOwnTicks(fields),
    reapedChildTicks: Number(fields[STAT_FIELD.cutime]) + Number(fields[STAT_FIELD.cstime]),
  };
}

/** Every process of the host (`procRoot`: /proc, or a copy of its layout in tests); one that ends meanwhile is left out. */
export function listProcesses(procRoot = '/proc'): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync(procRoot)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const entry = parseStat(readFileSync(join(procRoot, name, 'stat'), 'utf8'));
      if (entry !== undefined) entries.push(entry);
    } catch {
      // ended between the listing and the read
    }
  }
  return entries;
}

/** The postmasters (a `postgres` process whose parent is not one: its children are the backends and workers) and redis-server. */
export function findDatabaseServers(processes: readonly ProcessEntry[]): DatabaseServers {
  const byPid = new Map(processes.map((entry) => [entry.pid, entry]));
  const isPostgres = (entry: ProcessEntry | undefined): boolean => entry !== undefined && POSTGRES_COMMANDS.has(entry.command);
  return {
    postgres: processes.filter((entry) => isPostgres(entry) && !isPostgres(byPid.get(entry.parentPid))).map((entry) => entry.pid),
    redis: processes.filter((entry) => entry.command === REDIS_COMMAND && byPid.get(entry.parentPid)?.command !== REDIS_COMMAND).map((entry) => entry.pid),
  };
}

/**
 * CPU of `root` and every live process under it, each one's own and that of its children that ended and were waited
 * for (a PostgreSQL backend that closed is in the postmaster's cutime once reaped), in µs; NaN when `root` is gone.
 * A process's CPU moves from its own figure to its parent's when it ends, so the sum goes on counting it.
 * Resolution: one clock tick (10 ms at 100 Hz), so read it over thousands of requests.
 */
export function readTreeCpuMicros(processes: readonly ProcessEntry[], root: number): number {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of processes) {
    const siblings = children.get(entry.parentPid);
    if (siblings === undefined) children.set(entry.parentPid, [entry]);
    else siblings.push(entry);
  }
  const top = processes.find((entry) => entry.pid === root);
  if (top === undefined) return Number.NaN;
  let ticks = 0;
  const pending = [top];
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    ticks += entry.ownTicks + entry.reapedChildTicks;
    pending.push(...(children.get(entry.pid) ?? []));
  }
  return (ticks * 1_000_000) / readClockTicksPerSecond();
}

function sumServers(processes: readonly ProcessEntry[], roots: readonly number[]): number {
  return roots.length === 0 ? Number.NaN : roots.reduce((total, root) => total + readTreeCpuMicros(processes, root), 0);
}

/**
 * The CPU PostgreSQL (every postmaster with its backends and background workers) and Redis have used so far, from
 * /proc: read before and after a window and subtract. It is the whole servers', other clients' work included.
 */
export function readDatabaseCpu(servers: DatabaseServers, procRoot = '/proc'): DatabaseCpu {
  const processes = listProcesses(procRoot);
  return { postgresMicros: sumServers(processes, servers.postgres), redisMicros: sumServers(processes, servers.redis) };
}
