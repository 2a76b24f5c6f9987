/** Longer indexes are left to JSON.parse (a number beyond 2^53 would read differently). */
const MAX_INDEX_DIGITS = 9;

/**
 * Where the digits of a JSON index (a non-negative integer, no sign, fraction, exponent or leading zero) that start at
 * `start` end, or -1 when there is none there or it is too long to be read exactly.
 */
export function readIndexDigits(data: string, start: number): number {
  let at = start;
  for (;;) {
    const code = data.charCodeAt(at);
    if (!(code >= 48 && code <= 57)) break;
    at += 1;
  }
  const digits = at - start;
  if (digits === 0 || digits > MAX_INDEX_DIGITS || (digits > 1 && data.charCodeAt(start) === 48)) return -1;
  return at;
}

/** The value of the digits from `start` to `end` (what readIndexDigits accepted). */
export function readIndexValue(data: string, start: number, end: number): number {
  let index = 0;
  for (let at = start; at < end; at += 1) index = index * 10 + (data.charCodeAt(at) - 48);
  return index;
}
