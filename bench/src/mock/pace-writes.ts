/** Below this many ms before a write is due, the pacer waits by spinning instead of a timer. */
const SPIN_MS = 2;

export type PacedWrites = { cancel(): void };

/**
 * Calls `write(index)` for index 0 … count − 1, the first `intervalMs` after now and each next one `intervalMs` after
 * the previous one was due, then `end()`. With `precise`, each call happens within microseconds of its due time: a
 * timer brings it to within SPIN_MS, then the pacer spins (Node's timers round to whole milliseconds, which put up to
 * 1 ms of noise into every time-to-first-token sample). Spinning costs the mock up to SPIN_MS of CPU per write, so it
 * is for streams measured one at a time, not for thousands open at once.
 */
export function paceWrites(options: { intervalMs: number; count: number; precise: boolean; write(index: number): void; end(): void }): PacedWrites {
  const start = process.hrtime.bigint();
  const intervalNs = BigInt(Math.round(options.intervalMs * 1e6));
  let index = 0;
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;
  const schedule = (): void => {
    const due = start + intervalNs * BigInt(index + 1);
    const waitMs = Number(due - process.hrtime.bigint()) / 1e6;
    timer = setTimeout(() => step(due), Math.max(0, options.precise ? waitMs - SPIN_MS : waitMs));
  };
  const step = (due: bigint): void => {
    if (cancelled) return;
    while (options.precise && process.hrtime.bigint() < due) {
      // spin to the due time
    }
    if (index < options.count) {
      options.write(index);
      index += 1;
      schedule();
      return;
    }
    options.end();
  };
  schedule();
  return {
    cancel() {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
