import { isPlainJsonObject } from './is-plain-json-object.js';

/**
 * Whether `JSON.stringify(a) === JSON.stringify(b)` is certain without writing either: the same primitive (`===`: a
 * text compared by content, a memory compare; the same string read twice, by its address), or arrays of the same
 * length and plain objects with the same keys in the same order whose values are the same JSON again. Anything else
 * (a class instance, a toJSON, NaN) is answered false: the caller then serializes it, so false is always safe.
 */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!isSameJson(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlainJsonObject(a) || !isPlainJsonObject(b)) return false;
  // `a`'s own keys walked in place (for…in gives them first, in Object.keys's order), `b`'s listed: one list a pair.
  const keys = Object.keys(b);
  let index = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key)) continue;
    if (key !== keys[index] || !isSameJson(a[key], b[key])) return false;
    index += 1;
  }
  return index === keys.length;
}
