/** A clock tests move by hand. Starts at 2026-11-21T10:00:00Z unless told otherwise. */
export function createFakeClock(start = Date.UTC(2026, 10, 21, 10, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(value: number) {
      now = value;
    },
  };
}
