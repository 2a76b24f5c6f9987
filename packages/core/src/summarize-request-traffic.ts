import type { RequestRecord, RequestTraffic } from './request-record.js';

/** The memory store's version of the SQL stores' traffic aggregate (see `RequestTraffic`). */
export function summarizeRequestTraffic(records: Iterable<RequestRecord>, since: number): RequestTraffic[] {
  const counts = new Map<string, RequestTraffic>();
  const bump = (modelId: string, deployment: string | null, failed: boolean): void => {
    const key = `${modelId}\u0000${deployment ?? ''}`;
    const entry = counts.get(key) ?? { modelId, deployment, requests: 0, errors: 0 };
    entry.requests += 1;
    if (failed) entry.errors += 1;
    counts.set(key, entry);
  };
  for (const { createdAt, modelId, status, record } of records) {
    if (createdAt < since || modelId === null || status === null) continue;
    bump(modelId, null, status >= 500);
    const attempts = record['upstreamAttempts'];
    if (Array.isArray(attempts)) {
      for (const attempt of attempts as unknown[]) {
        if (typeof attempt !== 'object' || attempt === null) continue;
        const { deployment, outcome } = attempt as { deployment?: unknown; outcome?: unknown };
        if (typeof deployment === 'string') bump(modelId, deployment, outcome === 'failed');
      }
    } else if (typeof record['deployment'] === 'string') {
      // A request answered at the first try lists no attempts: its one attempt is on `deployment`.
      bump(modelId, record['deployment'], status >= 500);
    }
  }
  return [...counts.values()];
}
