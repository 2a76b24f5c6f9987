/** Values by string key, for a register that every request writes and empties again (see createStringTable). */
export type StringTable<Value> = {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  /** Whether `key` was there. */
  delete(key: string): boolean;
  readonly size: number;
  /** The values at the time of the call (the table may change while they are walked). */
  values(): Value[];
};

/**
 * A table kept by V8 as a dictionary object (an object without a prototype), not a Map. A Map's hash table is replaced
 * as entries come and go, and a replaced table keeps its entries and a pointer to the table that replaced it (for
 * iterators still walking it). A register written with every request is replaced every few requests; once one of its
 * tables was promoted to the old generation (a full collection promotes the table in use), the scavenger keeps every
 * later table alive through that chain, with every entry each held, until the next full collection: each request's
 * entries outlive the young generation for V8's worker threads to mark (docs/performance.md, session 20, h4 and
 * session 21, h3). A dictionary's replaced table points nowhere: what it held is let go by the next scavenge.
 */
export function createStringTable<Value>(): StringTable<Value> {
  const entries = Object.create(null) as Record<string, Value | undefined>;
  let size = 0;
  return {
    get: (key) => entries[key],
    set(key, value) {
      if (entries[key] === undefined) size += 1;
      entries[key] = value;
    },
    delete(key) {
      if (entries[key] === undefined) return false;
      delete entries[key];
      size -= 1;
      return true;
    },
    get size() {
      return size;
    },
    values() {
      const values: Value[] = [];
      for (const key in entries) values.push(entries[key] as Value);
      return values;
    },
  };
}
