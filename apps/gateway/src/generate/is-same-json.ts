/** Whether `value` is an object JSON.stringify writes member by member: an own-prototype plain object without toJSON. */
function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

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
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  const otherKeys = Object.keys(b);
  if (keys.length !== otherKeys.length) return false;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    if (key !== otherKeys[index] || !isSameJson(a[key], b[key])) return false;
  }
  return true;
}
