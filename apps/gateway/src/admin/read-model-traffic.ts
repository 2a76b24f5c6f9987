import type { AdminModelList, AdminTraffic } from '@modelgate/admin-api';
import type { CoreAdmin, RequestTraffic } from '@modelgate/core';

export type ConfiguredModel = { id: string; deployments: readonly { name: string; priority: number; weight: number }[] };

/** How far back the traffic of models and deployments is counted. */
export const TRAFFIC_WINDOW_MS = 3_600_000;

export function toAdminTraffic(counts: { requests: number; errors: number } | undefined): AdminTraffic {
  const requests = counts?.requests ?? 0;
  const errors = counts?.errors ?? 0;
  return { requests, errors, error_rate: requests === 0 ? null : errors / requests };
}

/** The last hour's traffic, summed by the store over every request record of the hour (no sample, no cap). */
export async function readRecentTraffic(admin: CoreAdmin, now: number): Promise<{ since: number; rows: RequestTraffic[] }> {
  const since = now - TRAFFIC_WINDOW_MS;
  return { since, rows: await admin.requestTraffic(since) };
}

/**
 * The configured models and deployments with the last hour's traffic, from the stored request records: per model,
 * requests and how many ended in a 5xx (an upstream or gateway failure; a client's 4xx is not a model's error); per
 * deployment, the attempts made on it (`upstreamAttempts`, failovers included, or the one `deployment` of a request
 * answered at the first try) and how many failed.
 */
export async function readModelTraffic(admin: CoreAdmin, models: readonly ConfiguredModel[], now: number): Promise<AdminModelList> {
  const { since, rows } = await readRecentTraffic(admin, now);
  const byKey = new Map(rows.map((row) => [`${row.modelId}\u0000${row.deployment ?? ''}`, row]));
  return {
    since: new Date(since).toISOString(),
    data: models.map((model) => ({
      id: model.id,
      traffic: toAdminTraffic(byKey.get(`${model.id}\u0000`)),
      deployments: model.deployments.map((deployment) => ({
        name: deployment.name, priority: deployment.priority, weight: deployment.weight, traffic: toAdminTraffic(byKey.get(`${model.id}\u0000${deployment.name}`)),
      })),
    })),
  };
}
