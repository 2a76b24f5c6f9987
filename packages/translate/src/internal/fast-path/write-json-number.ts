/**
 * `JSON.stringify(value)` for a number, without the runtime call: a finite number is written as String writes it
 * (both use Number's toString: `-0` is `0`), any other as `null`.
 */
export function writeJsonNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}
