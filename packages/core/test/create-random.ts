/** A small seeded generator (mulberry32), so a failing sequence can be replayed: `random(n)` is an integer in [0, n). */
export function createRandom(seed: number): (below: number) => number {
  let state = seed;
  return (below: number): number => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return (((value ^ (value >>> 14)) >>> 0) % below);
  };
}
