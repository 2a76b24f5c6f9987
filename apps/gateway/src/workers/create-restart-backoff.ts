/** The first restart of a crashed worker waits this long; each further crash in a row doubles it. */
const FIRST_DELAY_MS = 100;
/** ...up to this. */
const MAX_DELAY_MS = 10_000;
/** A worker that served this long before it ended was healthy: its replacement starts from the first delay again. */
const HEALTHY_AFTER_MS = 30_000;

export type RestartBackoff = {
  /** A worker of `slot` ended after serving `livedMs`: how long to wait before starting its replacement. */
  delayAfterExit(slot: number, livedMs: number): number;
};

/**
 * Bounded exponential backoff per worker slot, so a worker that crashes at once (a broken config file read at its
 * start, a store that refuses connections) is retried every 10 s at most often, not in a tight loop.
 */
export function createRestartBackoff(): RestartBackoff {
  const crashesInARow = new Map<number, number>();
  return {
    delayAfterExit(slot, livedMs) {
      const crashes = livedMs >= HEALTHY_AFTER_MS ? 0 : (crashesInARow.get(slot) ?? 0);
      crashesInARow.set(slot, crashes + 1);
      return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** crashes);
    },
  };
}
