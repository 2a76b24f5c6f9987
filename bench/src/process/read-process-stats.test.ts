import { describe, expect, it } from 'vitest';
import { readProcessStats } from './read-process-stats.js';

describe('readProcessStats', () => {
  it("reads a live process's CPU, RSS and the time its threads waited for a CPU", () => {
    const stats = readProcessStats(process.pid);
    expect(stats.cpuMicros).toBeGreaterThan(0);
    expect(stats.rssBytes).toBeGreaterThan(0);
    expect(stats.runQueueWaitMicros).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(stats.runQueueWaitMicros)).toBe(true);
  });
});
