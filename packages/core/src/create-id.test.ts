import { describe, expect, it } from 'vitest';
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
});
