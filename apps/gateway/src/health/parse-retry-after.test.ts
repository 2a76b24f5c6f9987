import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './parse-retry-after.js';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('parseRetryAfter', () => {
  it('reads delay seconds', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter('1.5', NOW)).toBe(1500);
  });

  it('reads an HTTP date relative to now, a past date as 0', () => {
    expect(parseRetryAfter('Wed, 25 Nov 2026 12:00:30 GMT', NOW)).toBe(30_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 11:00:00 GMT', NOW)).toBe(0);
  });

  it('ignores what is absent or unreadable', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('', NOW)).toBeUndefined();
    expect(parseRetryAfter('-3', NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('2026', NOW)).toBe(2_026_000);
  });
});
