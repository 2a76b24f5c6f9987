/**
 * `map.set(key, value)` on a map that may hold at most `limit` entries: a full map is emptied first. For caches whose
 * entries are all cheap to rebuild, where keeping the map bounded matters and which entries go does not.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  if (map.size >= limit && !map.has(key)) map.clear();
  map.set(key, value);
}
