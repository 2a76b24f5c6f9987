import type { Database } from 'better-sqlite3';
import { isSqliteBusy } from './is-sqlite-busy.js';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
type Job = {
  write: (input: never) => unknown;
  input: unknown;
  /** Deferred: run without a savepoint of its own unless a write of its group throws (then the group runs again). */
  bare: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

export type GroupCommitOptions = {
  /**
   * Runs inside every transaction the group commit opens, after its writes and before its commit: for what a store
   * keeps per transaction instead of per write (the hourly usage rollup). It throws: the whole transaction fails.
   */
  beforeCommit?: () => void;
  /** Told when a transaction failed as a whole (nothing of it landed), so that what `beforeCommit` would write is dropped. */
  afterRollback?: () => void;
  /**
   * Told, outside any savepoint, when a run of deferred writes without savepoints begins and ends in a group's
   * transaction: in between, only the failure of the whole transaction can undo one of them, so a store may sum what
   * they write and write it in `end` (and must before anything reads it). `end` throwing fails like such a write: the
   * group runs again with a savepoint for every write, and no run of bare writes. A transaction that fails within a
   * run is told by `afterRollback` alone.
   */
  bareWrites?: { begin(): void; end(): void };
  /**
   * How long a group may wait for another connection's write lock (another process on the same file), in ms. Set, a
   * group whose transaction cannot start at once does not wait with the event loop stopped (the connection's
   * busy_timeout) but tries again from a later turn, its writes first and in order, with the turn's new writes
   * joining them; when the lock stayed taken this long, every waiting write is rejected with SQLite's SQLITE_BUSY.
   * Unset, the connection's busy_timeout applies. Set, the connection's busy_timeout stays lifted (0) from a group's
   * transaction until `restoreLockWait`, which its owner calls before any statement of its own.
   */
  lockWaitMs?: number;
  /**
   * The shortest time between two commits of deferred writes (`defer`) alone, in ms: a deferred write asked for
   * sooner than this after the last commit waits on a timer for the rest of it instead of committing at the end of
   * its turn, so that under load the settlements of several turns share one transaction, while one at a time each
   * still commits at the end of its own turn. A `run` in the meantime brings the commit back to the end of its turn.
   * 0 (default): always the end of the turn.
   */
  deferMs?: number;
};

export type GroupCommit = {
  /**
   * Runs `write(input)` in the next group, in a transaction of its own or a savepoint of the group's; resolves once
   * the group has committed (or rejects with its error).
   */
  run<In, Out>(write: (input: In) => Out, input: In): Promise<Out>;
  /**
   * Like `run`, but never commits alone at once: for writes that may wait for company (settlements), which then share
   * the end-of-turn commit with whatever else the turn wrote, or with `deferMs` a later one.
   */
  defer<In, Out>(write: (input: In) => Out, input: In): Promise<Out>;
  /** Commits the waiting group now (before closing the database). */
  flush(): void;
  /**
   * Puts the connection's busy_timeout back if a transaction from the event loop (with `lockWaitMs`) left it lifted: to
   * be called before every statement run outside the group commit, so that it waits for the lock as the connection does.
   */
  restoreLockWait(): void;
};

/**
 * Group commit: the first write of an event-loop turn commits at once in its own transaction (so a lone request
 * waits for nothing), and the writes asked for after it in the same turn share one IMMEDIATE transaction at the end
 * of the turn, so a burst of admissions and settlements pays for two commits (one WAL append of each page they
 * touch, one round of file locks) instead of one each. In a group each write runs in its own savepoint, so a write
 * that throws is undone alone; a write alone in its transaction needs none (the transaction is undone), and neither do
 * deferred writes, which seldom throw: when one does, the whole group is rolled back and run again with a savepoint
 * for every write, so that it fails alone. No promise
 * resolves before the transaction holding its write has committed, so a caller never sees a write that a crash
 * could still lose (beyond what `synchronous` allows), and a failed commit rejects every write of its group.
 * Deferred writes (`defer`) skip the commit at once and join the end-of-turn group (with `deferMs`, under load, a
 * group on a timer).
 * With `lockWaitMs`, a group that finds the write lock taken by another process waits on timers, not in SQLite.
 */
export function createGroupCommit(db: Database, options: GroupCommitOptions = {}): GroupCommit {
  const beforeCommit = options.beforeCommit ?? (() => undefined);
  const afterRollback = options.afterRollback ?? (() => undefined);
  const bareWrites = options.bareWrites ?? { begin: () => undefined, end: () => undefined };
  let waiting: Job[] = [];
  /** Set by the turn's first write: the end of the turn, when the group (if any) commits. */
  let scheduled: NodeJS.Immediate | undefined;
  /** Set while the waiting group found the write lock taken: when it tries again. */
  let retry: NodeJS.Timeout | undefined;
  /** When the waiting group first found the lock taken (undefined: it did not). */
  let lockedSince: number | undefined;
  let retries = 0;
  /** Set while only deferred writes wait, with `deferMs`: when they commit. */
  let deferred: NodeJS.Timeout | undefined;
  /** When the last group (or lone write) committed or failed, on performance.now()'s clock. */
  let lastCommitAt = Number.NEGATIVE_INFINITY;
  const { lockWaitMs } = options;
  const deferMs = options.deferMs ?? 0;
  // The connection's busy_timeout, lifted when a transaction starts from the event loop and put back before a statement
  // outside the group commit (`restoreLockWait`), not after each transaction: one at a time, every commit paid for the
  // pair (a PRAGMA takes effect when prepared, so each change is a new statement: ~7k instructions each).
  const lockWaitSql = `PRAGMA busy_timeout = ${Number(db.pragma('busy_timeout', { simple: true }))}`;
  let lockWaitLifted = false;
  const restoreLockWait = (): void => {
    if (!lockWaitLifted) return;
    db.exec(lockWaitSql);
    lockWaitLifted = false;
  };
  /** Set by every transaction function as it begins: a SQLITE_BUSY thrown while it is false came from BEGIN. */
  let entered = false;

  const alone = db.transaction((job: Pick<Job, 'write' | 'input'>): unknown => {
    entered = true;
    const value = job.write(job.input as never);
    beforeCommit();
    return value;
  });
  // Inside the group's transaction better-sqlite3 runs a transaction function as a savepoint.
  const inSavepoint = db.transaction((job: Job): unknown => job.write(job.input as never));

  /** Set when a deferred write run without a savepoint threw: its group is run again with savepoints. */
  let bareWriteFailed = false;
  const endBareWrites = (): void => {
    try {
      bareWrites.end();
    } catch (error) {
      bareWriteFailed = true;
      throw error;
    }
  };
  const runGroup = db.transaction((jobs: Job[], outcomes: Outcome[], guarded: boolean): void => {
    entered = true;
    let inBareRun = false;
    for (const job of jobs) {
      // An error that rolled the whole transaction back (SQLITE_FULL, SQLITE_IOERR…) must not let the next write
      // run outside it: stop, and the group fails as a whole.
      if (!db.inTransaction) throw new Error('the group transaction was rolled back');
      if (job.bare && !guarded) {
        if (!inBareRun) bareWrites.begin();
        inBareRun = true;
        try {
          outcomes.push({ ok: true, value: job.write(job.input as never) });
        } catch (error) {
          bareWriteFailed = true;
          throw error;
        }
        continue;
      }
      if (inBareRun) endBareWrites();
      inBareRun = false;
      try {
        outcomes.push({ ok: true, value: inSavepoint(job) });
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
    if (inBareRun) endBareWrites();
    if (!db.inTransaction) throw new Error('the group transaction was rolled back');
    beforeCommit();
  });

  /** Starts a transaction (`attempt`) without waiting for the write lock when `lockWaitMs` is set and `wait` is not. */
  const begin = <T>(attempt: () => T, wait: boolean): T => {
    entered = false;
    if (wait || lockWaitMs === undefined) {
      restoreLockWait();
      return attempt();
    }
    if (!lockWaitLifted) {
      db.exec('PRAGMA busy_timeout = 0');
      lockWaitLifted = true;
    }
    return attempt();
  };
  /** True when `error` is BEGIN finding the lock taken (nothing ran) and the writes may still wait for it. */
  const mayTryLater = (error: unknown, wait: boolean): boolean => {
    if (wait || lockWaitMs === undefined || entered || !isSqliteBusy(error)) return false;
    const now = Date.now();
    lockedSince ??= now;
    return now - lockedSince < lockWaitMs;
  };
  /** Puts `jobs` back before any write asked for since, and tries again on a timer: 1, 2, 4… ms, at most 50 apart. */
  const tryLater = (jobs: Job[]): void => {
    waiting = jobs.concat(waiting);
    retries += 1;
    retry ??= setTimeout(flushFromLoop, Math.min(2 ** (retries - 1), 50));
  };
  const lockTaken = (): void => {
    lockedSince = undefined;
    retries = 0;
  };

  const runAlone = (job: Pick<Job, 'write' | 'input'>, wait: boolean): unknown => {
    try {
      return begin(() => alone.immediate(job), wait);
    } catch (error) {
      afterRollback();
      throw error;
    }
  };

  const commit = (wait: boolean): void => {
    if (scheduled !== undefined) clearImmediate(scheduled);
    scheduled = undefined;
    if (retry !== undefined) clearTimeout(retry);
    retry = undefined;
    if (deferred !== undefined) clearTimeout(deferred);
    deferred = undefined;
    const jobs = waiting;
    waiting = [];
    const [only] = jobs;
    if (only === undefined) return;
    lastCommitAt = performance.now();
    if (jobs.length === 1) {
      try {
        only.resolve(runAlone(only, wait));
      } catch (error) {
        if (mayTryLater(error, wait)) return tryLater(jobs);
        only.reject(error);
      }
      lockTaken();
      return;
    }
    let outcomes: Outcome[] = [];
    try {
      try {
        bareWriteFailed = false;
        begin(() => runGroup.immediate(jobs, outcomes, false), wait);
      } catch (error) {
        if (mayTryLater(error, wait)) {
          afterRollback();
          return tryLater(jobs);
        }
        if (!bareWriteFailed) throw error;
        afterRollback();
        outcomes = [];
        // Run again at once: this transaction waits for the lock in SQLite, as the connection does.
        restoreLockWait();
        runGroup.immediate(jobs, outcomes, true);
      }
    } catch (error) {
      lockTaken();
      afterRollback();
      for (const job of jobs) job.reject(error);
      return;
    }
    lockTaken();
    jobs.forEach((job, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok === true) job.resolve(outcome.value);
      else job.reject(outcome === undefined ? new Error('the write did not run') : outcome.error);
    });
  };

  /** The end of a turn, or a retry: never waits for the lock in SQLite when `lockWaitMs` is set. */
  function flushFromLoop(): void {
    commit(false);
  }

  const join = <In, Out>(write: (input: In) => Out, input: In, bare: boolean): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ write: write as (input: never) => unknown, input, bare, resolve: resolve as (value: unknown) => void, reject });
    });

  return {
    run(write, input) {
      if (deferred !== undefined) {
        // Deferred writes wait on their timer: this write joins them, and they all commit at the end of this turn.
        clearTimeout(deferred);
        deferred = undefined;
        scheduled = setImmediate(flushFromLoop);
        return join(write, input, false);
      }
      // While a group waits for the lock, a new write joins it (after it), as the turn's later writes do.
      if (scheduled === undefined && retry === undefined) {
        scheduled = setImmediate(flushFromLoop);
        try {
          return Promise.resolve(runAlone({ write: write as (input: never) => unknown, input }, false) as ReturnType<typeof write>);
        } catch (error) {
          // The lock is taken: the write waits for the end of the turn with the others.
          if (mayTryLater(error, false)) return join(write, input, false);
          return Promise.reject(error);
        }
      }
      return join(write, input, false);
    },
    defer(write, input) {
      if (retry === undefined && scheduled === undefined && deferred === undefined) {
        const wait = lastCommitAt + deferMs - performance.now();
        if (wait <= 0) scheduled = setImmediate(flushFromLoop);
        else deferred = setTimeout(flushFromLoop, wait);
      }
      return join(write, input, true);
    },
    flush: () => commit(true),
    restoreLockWait,
  };
}
