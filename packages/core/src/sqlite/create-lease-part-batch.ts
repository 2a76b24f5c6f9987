import type { Statement } from 'better-sqlite3';
import { createBatchRun, type BatchRun } from './create-batch-run.js';

export type LeasePartBatch = BatchRun & {
  /**
   * Takes `part` from the lease `leaseId` when it holds more than that: true when taken. Between `begin` and `end`
   * the part is only added to the lease's sum in memory and true is returned; `write` takes each lease's sum in one
   * UPDATE. A lease holding exactly the sum goes (one by one, its last part would have found the lease holding no more
   * than the part, and the general path would have taken the rest and deleted it); `write` throws when the lease holds
   * less than the sum, is gone, or the last part is 0: one by one, a part would have been refused. Such a throw may
   * leave the sums of other leases taken: a run is only for a transaction that the throw rolls back (the group
   * commit's, which then runs again with a savepoint for every write, taking each part at once).
   */
  take(leaseId: string, part: number): boolean;
};

/**
 * The store's prepared statements on a lease's reservation row: `takePart(part, id, part)` takes `part` from the hold
 * when the hold is larger; `forgetExactHold(id, hold)` deletes the row when it holds exactly `hold`.
 */
export type LeasePartStatements = {
  takePart: Statement<unknown[]>;
  forgetExactHold: Statement<unknown[]>;
};

/** A lease's parts in a run: their sum and the last one. */
type Parts = { taken: number; last: number };

/**
 * The parts a run of settlements takes from their leases in a group commit: one `UPDATE` per lease for the run, and no
 * read, rather than one `UPDATE` per settlement. One by one, each part is taken when what the lease holds after the
 * parts before it is larger than the part; the parts only add up, so every part of the run is taken exactly when the
 * lease holds more than their sum, which the `UPDATE … WHERE hold > sum` decides. When it holds exactly the sum (the
 * last part of a lease drawn to its end or retired: once a lease), every part but the last is taken and the last one
 * finds the lease holding just the part, which the general path would take whole, deleting the row: so the row goes, and
 * the entry, charge and books are those of one by one. Anything else (a lease gone, or holding less) is rarer still:
 * `write` throws, and the group commit runs the group again one by one. The sum is written in the same transaction
 * before anything else touches a reservation and before the commit, so every later read and the committed row are
 * what taking one by one would leave.
 */
export function createLeasePartBatch({ takePart, forgetExactHold }: LeasePartStatements): LeasePartBatch {
  let leases = new Map<string, Parts>();

  const write = (): void => {
    if (leases.size === 0) return;
    const summed = leases;
    leases = new Map();
    for (const [leaseId, { taken, last }] of summed) {
      if (takePart.run(taken, leaseId, taken).changes > 0) continue;
      if (last > 0 && forgetExactHold.run(leaseId, taken).changes > 0) continue;
      throw new Error(`the lease ${leaseId} holds less than its run's parts`);
    }
  };

  const run = createBatchRun(write, () => {
    leases = new Map();
  });

  return {
    take(leaseId, part) {
      if (!run.waiting()) return takePart.run(part, leaseId, part).changes > 0;
      const parts = leases.get(leaseId);
      if (parts === undefined) leases.set(leaseId, { taken: part, last: part });
      else {
        parts.taken += part;
        parts.last = part;
      }
      return true;
    },
    begin: run.begin,
    write: run.write,
    end: run.end,
    discard: run.discard,
  };
}
