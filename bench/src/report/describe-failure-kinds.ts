/** Adds one sample's failure kinds into a running total (per row over rounds). */
export function addFailureKinds(total: Record<string, number>, kinds: Readonly<Record<string, number>>): Record<string, number> {
  for (const [kind, count] of Object.entries(kinds)) total[kind] = (total[kind] ?? 0) + count;
  return total;
}

/** `status 429: 3, socket errors: 2`, most frequent first; `` when nothing failed. */
export function describeFailureKinds(kinds: Readonly<Record<string, number>>): string {
  return Object.entries(kinds)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${kind}: ${count}`)
    .join(', ');
}
