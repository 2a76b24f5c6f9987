import { describe, expect, it } from 'vitest';
import { createIsoTimeFormatter } from './create-iso-time-formatter.js';

describe('createIsoTimeFormatter', () => {
  it.each([
    ['the epoch', 0],
    ['a millisecond under 10', Date.UTC(2026, 10, 26, 7, 0, 0, 7)],
    ['a millisecond under 100', Date.UTC(2026, 10, 26, 7, 0, 0, 42)],
    ['the last millisecond of a second', Date.UTC(2026, 10, 26, 7, 0, 0, 999)],
    ['the last millisecond of a year', Date.UTC(2026, 11, 31, 23, 59, 59, 999)],
    ['the last four-digit year', Date.UTC(9999, 11, 31, 23, 59, 59, 999)],
    ['a six-digit year', Date.UTC(10000, 0, 1)],
    ['a time before 1970', -1],
    ['a fraction of a millisecond', 1_764_140_400_000.5],
  ])('writes %s as toISOString does', (_name, ms) => {
    expect(createIsoTimeFormatter()(ms)).toBe(new Date(ms).toISOString());
  });

  it('writes each time as toISOString does in any order, within a second, across seconds and back again', () => {
    const format = createIsoTimeFormatter();
    const start = Date.UTC(2026, 10, 26, 7, 0, 0, 0);
    const times = [start, start + 1, start + 999, start + 1000, start + 1001, start + 999, start - 1, start + 86_400_000, start];
    expect(times.map(format)).toEqual(times.map((ms) => new Date(ms).toISOString()));
  });

  it('throws for a time that is not a date, as toISOString does', () => {
    expect(() => createIsoTimeFormatter()(Number.NaN)).toThrow(RangeError);
  });
});
