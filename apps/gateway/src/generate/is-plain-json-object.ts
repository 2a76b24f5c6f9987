/** Whether `value` is an object JSON.stringify writes member by member: a plain (or null-prototype) object without toJSON. */
export function isPlainJsonObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}
