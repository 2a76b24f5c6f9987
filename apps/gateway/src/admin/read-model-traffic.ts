import type { AdminModelList, AdminTraffic } from '@modelgate/admin-api';
import type { CoreAdmin } from '@modelgate/core';

export type ConfiguredModel = { id: string; deployments: readonly { name: string; priority: number; weight: number }[] };

/** How far back the traffic of models and deployments is counted, and how many request records at most. */
const WINDOW_MS = 3_600_000;
const MAX_RECORDS = 10_000;

function traffic(requests: number, errors: number): AdminTraffic {
  return { requests, errors, error_rate: requests === 0 ? null : errors / requests };
}

/**
 * The configured models and deployments with the last hour's traffic, from the stored request records: per model,
 * requests and how many ended in a 5xx (an upstream or gateway failure; a client's 4xx is not a model's error); per
 * deployment, the attempts made on it (`upstreamAttempts`, failovers included, or the one `deployment` of a request
 * answered at the first try) and how many failed.
 */
export async function readModelTraffic(admin: CoreAdmin, models: readonly ConfiguredModel[], now: number): Promise<AdminModelList> {
  const since = now - WINDOW_MS;
  const records = await admin.listRequestRecords({ since, limit: MAX_RECORDS });
  const count = new Map<string, { requests: number; errors: number }>();
  const bump = (key: string, failed: boolean) => {
    const entry = count.get(key) ?? { requests: 0, errors: 0 };
    entry.requests += 1;
    if (failed) entry.errors += 1;
    count.set(key, entry);
  };
  for (const record of records) {
    if (record.modelId === null || record.status === null) continue;
    const failed = record.status >= 500;
    bump(`model\u0000${record.modelId}`, failed);
    const attempts = record.record['upstreamAttempts'];
    const deployment = record.record['deployment'];
    // A request answered at the first try lists no attempts: its one attempt is on `deployment`.
    if (!Array.isArray(attempts) && typeof deployment === 'string') bump(`deployment\u0000${record.modelId}\u0000${deployment}`, failed);
    if (Array.isArray(attempts)) {
      for (const attempt of attempts as unknown[]) {
        if (typeof attempt !== 'object' || attempt === null) continue;
        const { deployment, outcome } = attempt as { deployment?: unknown; outcome?: unknown };
        if (typeof deployment === 'string') bump(`deployment\u0000${record.modelId}\u0000${deployment}`, outcome === 'failed');
      }
    }
  }
  const read = (key: string): AdminTraffic => {
    const entry = count.get(key);
    return traffic(entry?.requests ?? 0, entry?.errors ?? 0);
  };
  return {
    since: new Date(since).toISOString(),
    data: models.map((model) => ({
      id: model.id,
      traffic: read(`model\u0000${model.id}`),
      deployments: model.deployments.map((deployment) => ({
        name: deployment.name, priority: deployment.priority, weight: deployment.weight, traffic: read(`deployment\u0000${model.id}\u0000${deployment.name}`),
      })),
    })),
  };
}
