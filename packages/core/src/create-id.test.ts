import { afterEach, describe, expect, it, vi } from 'vitest';
import { createId } from './create-id.js';

describe('createId', () => {
  it('is the prefix, an underscore and 32 hex digits, unique, and sorts in creation order across milliseconds', async () => {
    const first = Array.from({ length: 50_000 }, () => createId('res'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const later = createId('res');
    for (const id of [...first, later]) expect(id).toMatch(/^res_[0-9a-f]{32}$/);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((id) => id < later)).toBe(true);
    const before = Date.now();
    const time = Number.parseInt(createId('led').slice(4, 16), 16);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('spells the time as its 12 hex digits, below and above 24 and 32 bits', () => {
    vi.useFakeTimers();
    for (const [ms, digits] of [[0, '000000000000'], [0xffffff, '000000ffffff'], [0x1000000, '000001000000'], [0x123456789abc, '123456789abc'], [0xffffffffffff, 'ffffffffffff']] as const) {
      vi.setSystemTime(ms);
      expect(createId('res').slice(4, 16)).toBe(digits);
    }
  });
});
