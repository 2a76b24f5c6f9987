import { describe, expect, it } from 'vitest';
import { getQuotaWindow } from './get-quota-window.js';

describe('getQuotaWindow', () => {
  it.each([
    ['lifetime', Date.UTC(2026, 10, 21, 10), 'lifetime', null],
    ['day', Date.UTC(2026, 10, 21, 23, 59, 59, 999), 'd:2026-11-21', Date.UTC(2026, 10, 22)],
    ['day', Date.UTC(2026, 10, 22), 'd:2026-11-22', Date.UTC(2026, 10, 23)],
    ['month', Date.UTC(2026, 11, 31, 12), 'm:2026-12', Date.UTC(2027, 0, 1)],
    ['month', Date.UTC(2027, 0, 1), 'm:2027-01', Date.UTC(2027, 1, 1)],
  ] as const)('%s at %i is %s until %s', (period, now, key, endsAt) => {
    expect(getQuotaWindow(period, now)).toEqual({ key, endsAt });
  });
});
