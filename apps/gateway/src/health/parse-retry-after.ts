/**
 * An HTTP `retry-after` value (RFC 9110 §10.2.3: delay seconds or an HTTP date) as milliseconds from `now`;
 * undefined when absent or unreadable. A date in the past is 0.
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP date always names a weekday and a GMT time; Date.parse alone would accept "1" or "2026".
  if (!/^[A-Za-z]{3},? /.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
