import { createStringTable } from './create-string-table.js';

/** Settlements begun and not yet done, by key (the core's: an account's ID, or NUL + a token's ID). */
export type SettlementsInFlight = {
  /** Registers `work` under `key` until it settles (either way). */
  track(key: string, work: Promise<unknown>): void;
  /** Resolves once every settlement under `key` begun so far has settled (never rejects); undefined when there is none. */
  settledFor(key: string): Promise<unknown> | undefined;
  /** How many keys have settlements in flight. */
  readonly keys: number;
};

/** A settlement in flight: a node of its key's list, unlinked and emptied when it settles. */
type Pending = { work: Promise<unknown> | undefined; previous: Pending | undefined; next: Pending | undefined };

/**
 * Each key's settlements are a list of their own nodes (not a Set) in a string table (not a Map): every settlement
 * writes and empties both, and a Map's or Set's replaced tables would keep each one's promise, and the ledger entry it
 * resolved with, past the young generation (createStringTable).
 */
export function createSettlementsInFlight(): SettlementsInFlight {
  const firstByKey = createStringTable<Pending>();
  const forget = (key: string, node: Pending): void => {
    if (node.previous !== undefined) node.previous.next = node.next;
    else if (node.next !== undefined) firstByKey.set(key, node.next);
    else firstByKey.delete(key);
    if (node.next !== undefined) node.next.previous = node.previous;
    node.work = undefined;
    node.previous = undefined;
    node.next = undefined;
  };
  return {
    track(key, work) {
      const first = firstByKey.get(key);
      const node: Pending = { work, previous: undefined, next: first };
      if (first !== undefined) first.previous = node;
      firstByKey.set(key, node);
      const settled = (): void => forget(key, node);
      work.then(settled, settled);
    },
    settledFor(key) {
      const pending: Promise<unknown>[] = [];
      for (let node = firstByKey.get(key); node !== undefined; node = node.next) {
        // A settlement's failure is its caller's to report: the admission goes on.
        if (node.work !== undefined) pending.push(node.work.catch(() => undefined));
      }
      return pending.length === 0 ? undefined : Promise.all(pending);
    },
    get keys() {
      return firstByKey.size;
    },
  };
}
