import type { QuotaPeriod } from './token.js';

/** The quota window an instant falls in (UTC calendar days and months) and when it ends (null: never). */
export function getQuotaWindow(period: QuotaPeriod, now: number): { key: string; endsAt: number | null } {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const pad = (value: number) => String(value).padStart(2, '0');
  switch (period) {
    case 'lifetime':
      return { key: 'lifetime', endsAt: null };
    case 'day':
      return {
        key: `d:${year}-${pad(month + 1)}-${pad(date.getUTCDate())}`,
        endsAt: Date.UTC(year, month, date.getUTCDate() + 1),
      };
    case 'month':
      return { key: `m:${year}-${pad(month + 1)}`, endsAt: Date.UTC(year, month + 1, 1) };
    default: {
      const unknownPeriod: never = period;
      throw new RangeError(`unknown quota period ${String(unknownPeriod)}`);
    }
  }
}
