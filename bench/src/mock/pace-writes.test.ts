import { describe, expect, it } from 'vitest';
import { paceWrites } from './pace-writes.js';

function run(precise: boolean, intervalMs: number, count: number): Promise<{ lateness: number[]; ended: boolean }> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const lateness: number[] = [];
    paceWrites({
      intervalMs,
      count,
      precise,
      write: (index) => lateness.push(Number(process.hrtime.bigint() - start) / 1e6 - intervalMs * (index + 1)),
      end: () => resolve({ lateness, ended: true }),
    });
  });
}

describe('paceWrites', () => {
  it('writes each piece no earlier than it is due, then ends', async () => {
    for (const precise of [false, true]) {
      const { lateness, ended } = await run(precise, 3, 4);
      expect(ended).toBe(true);
      expect(lateness).toHaveLength(4);
      // Precise: never early. A timer alone can fire early by the monotonic clock: Node schedules it from the event
      // loop's time, taken in whole milliseconds when the loop last woke.
      for (const late of lateness) expect(late).toBeGreaterThanOrEqual(precise ? 0 : -3);
    }
  });

  it('writes nothing more once cancelled', async () => {
    const written: number[] = [];
    const paced = paceWrites({ intervalMs: 2, count: 5, precise: true, write: (index) => void written.push(index), end: () => undefined });
    paced.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toEqual([]);
  });
});
