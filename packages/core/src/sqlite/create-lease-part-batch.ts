import type { Statement } from 'better-sqlite3';
import { createBatchRun, type BatchRun } from './create-batch-run.js';

export type LeasePartBatch = BatchRun & {
  /**
   * Takes `part` from the lease `leaseId` when it holds more than that: true when taken. Between `begin` and `write`
   * (or `end`) the lease's hold is read once and the parts taken are summed in memory, to be written as one UPDATE.
   */
  take(leaseId: string, part: number): boolean;
};

/**
 * The store's prepared statements on a lease's reservation row: `takePart(part, id, part)` takes `part` from the hold
 * when the hold is larger; `heldBy(id)` reads the hold (plucked); `reduceHold(amount, id)` takes `amount` off it.
 */
export type LeasePartStatements = {
  takePart: Statement<unknown[]>;
  heldBy: Statement<unknown[], number>;
  reduceHold: Statement<unknown[]>;
};

type Lease = { held: number; taken: number };

/**
 * The parts a run of settlements takes from their leases in a group commit: one read and one `UPDATE` per lease for
 * the run rather than one `UPDATE` per settlement. Each part is taken only when what the lease still holds after the
 * parts before it is larger than the part, as the one-by-one `UPDATE … WHERE hold > part` decides, and the sum is
 * written in the same transaction before anything else touches a reservation and before the commit, so every later
 * read and the committed row are what taking one by one would leave.
 */
export function createLeasePartBatch({ takePart, heldBy, reduceHold }: LeasePartStatements): LeasePartBatch {
  let leases = new Map<string, Lease>();

  const write = (): void => {
    if (leases.size === 0) return;
    const summed = leases;
    leases = new Map();
    for (const [leaseId, { taken }] of summed) if (taken > 0) reduceHold.run(taken, leaseId);
  };

  const run = createBatchRun(write, () => {
    leases = new Map();
  });

  return {
    take(leaseId, part) {
      if (!run.waiting()) return takePart.run(part, leaseId, part).changes > 0;
      let lease = leases.get(leaseId);
      if (lease === undefined) {
        const held = heldBy.get(leaseId);
        if (held === undefined) return false;
        lease = { held: Number(held), taken: 0 };
        leases.set(leaseId, lease);
      }
      if (lease.held - lease.taken <= part) return false;
      lease.taken += part;
      return true;
    },
    begin: run.begin,
    write: run.write,
    end: run.end,
    discard: run.discard,
  };
}
