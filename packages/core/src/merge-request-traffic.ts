import type { RequestTraffic } from './request-record.js';

/** Sums rows of one (model, deployment) that an SQL store's aggregate returns in parts (retried and first-try attempts). */
export function mergeRequestTraffic(rows: readonly RequestTraffic[]): RequestTraffic[] {
  const merged = new Map<string, RequestTraffic>();
  for (const row of rows) {
    const key = `${row.modelId}\u0000${row.deployment ?? ''}`;
    const entry = merged.get(key);
    if (entry === undefined) merged.set(key, { ...row });
    else {
      entry.requests += row.requests;
      entry.errors += row.errors;
    }
  }
  return [...merged.values()];
}
