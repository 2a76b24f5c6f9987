/**
 * What each of a group commit's write batches (charges, lease parts, ledger rows) shares: between `begin` and `end`
 * its writes wait in memory, summed or kept, for `write` to make few statements of them; outside, each is written at
 * once.
 */
export type BatchRun = {
  /** Waits from now on: only while the writes run in a transaction with no savepoint of their own. */
  begin(): void;
  /** Writes what waits (before anything else reads or writes the rows it writes), and goes on waiting. */
  write(): void;
  /** Writes what waits and writes at once again. */
  end(): void;
  /** Forgets what waits and writes at once again: its transaction was rolled back. */
  discard(): void;
};

/** A batch's run: `write` writes what waits, `forget` drops it; `waiting()` says whether writes wait now. */
export function createBatchRun(write: () => void, forget: () => void): BatchRun & { waiting(): boolean } {
  let waiting = false;
  return {
    waiting: () => waiting,
    begin() {
      waiting = true;
    },
    write,
    end() {
      waiting = false;
      write();
    },
    discard() {
      waiting = false;
      forget();
    },
  };
}
