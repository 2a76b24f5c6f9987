import type { Database } from 'better-sqlite3';

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
};

export type GroupCommit = {
  /**
   * Runs `write(input)` in the next group, in a transaction of its own or a savepoint of the group's; resolves once
   * the group has committed (or rejects with its error).
   */
  run<In, Out>(write: (input: In) => Out, input: In): Promise<Out>;
  /**
   * Like `run`, but never commits alone at once: for writes nobody waits on (settlements, after the answer went out),
   * which then share the end-of-turn commit with whatever else the turn wrote.
   */
  defer<In, Out>(write: (input: In) => Out, input: In): Promise<Out>;
  /** Commits the waiting group now (before closing the database). */
  flush(): void;
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
 * Writes nobody waits on (`defer`) skip the commit at once and always join the end-of-turn group.
 */
export function createGroupCommit(db: Database, options: GroupCommitOptions = {}): GroupCommit {
  const beforeCommit = options.beforeCommit ?? (() => undefined);
  const afterRollback = options.afterRollback ?? (() => undefined);
  const bareWrites = options.bareWrites ?? { begin: () => undefined, end: () => undefined };
  let waiting: Job[] = [];
  /** Set by the turn's first write: the end of the turn, when the group (if any) commits. */
  let scheduled: NodeJS.Immediate | undefined;

  const alone = db.transaction((job: Pick<Job, 'write' | 'input'>): unknown => {
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

  const runAlone = (job: Pick<Job, 'write' | 'input'>): unknown => {
    try {
      return alone.immediate(job);
    } catch (error) {
      afterRollback();
      throw error;
    }
  };

  const flush = (): void => {
    if (scheduled !== undefined) clearImmediate(scheduled);
    scheduled = undefined;
    const jobs = waiting;
    waiting = [];
    const [only] = jobs;
    if (only === undefined) return;
    if (jobs.length === 1) {
      try {
        only.resolve(runAlone(only));
      } catch (error) {
        only.reject(error);
      }
      return;
    }
    let outcomes: Outcome[] = [];
    try {
      try {
        bareWriteFailed = false;
        runGroup.immediate(jobs, outcomes, false);
      } catch (error) {
        if (!bareWriteFailed) throw error;
        afterRollback();
        outcomes = [];
        runGroup.immediate(jobs, outcomes, true);
      }
    } catch (error) {
      afterRollback();
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok === true) job.resolve(outcome.value);
      else job.reject(outcome === undefined ? new Error('the write did not run') : outcome.error);
    });
  };

  const join = <In, Out>(write: (input: In) => Out, input: In, bare: boolean): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ write: write as (input: never) => unknown, input, bare, resolve: resolve as (value: unknown) => void, reject });
    });

  return {
    run(write, input) {
      if (scheduled === undefined) {
        scheduled = setImmediate(flush);
        try {
          return Promise.resolve(runAlone({ write: write as (input: never) => unknown, input }) as ReturnType<typeof write>);
        } catch (error) {
          return Promise.reject(error);
        }
      }
      return join(write, input, false);
    },
    defer(write, input) {
      scheduled ??= setImmediate(flush);
      return join(write, input, true);
    },
    flush,
  };
}
