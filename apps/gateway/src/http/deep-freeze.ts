/**
 * The value and everything in it frozen, returned: a value kept between requests is shared by every request that
 * holds it. A frozen object is taken as frozen through (what this freezes is frozen leaves first).
 */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (const item of value) deepFreeze(item);
  } else {
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return Object.freeze(value);
}
