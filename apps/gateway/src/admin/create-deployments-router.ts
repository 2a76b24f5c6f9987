import type { AdminDeploymentHealthList } from '@modelgate/admin-api';
import type { CoreAdmin } from '@modelgate/core';
import { Router, type Request, type Response } from 'express';
import { GatewayError } from '../errors/gateway-error.js';
import type { DeploymentHealth } from '../health/create-deployment-health.js';
import type { ConfiguredDeployment } from '../health/list-deployments.js';
import { checkAdminToken } from './check-admin-token.js';
import { readRecentTraffic, toAdminTraffic } from './read-model-traffic.js';

const time = (epochMs: number | undefined): string | null => (epochMs === undefined ? null : new Date(epochMs).toISOString());

/**
 * `GET /admin/deployments` (openapi/admin/admin-api.yaml): every configured deployment with the models it serves, its
 * breaker in this instance (`state`, `cooling_until` during a 429 cooldown, `available_at`, `consecutive_failures`,
 * `opened_at`) and the last hour's attempts on it over all its models, from the stored request records.
 */
export function createDeploymentsRouter(options: { token: string; core: CoreAdmin; health: DeploymentHealth; deployments: () => readonly ConfiguredDeployment[]; now: () => number }): Router {
  const router = Router();
  router.get('/admin/deployments', checkAdminToken(options.token), async (request: Request, response: Response) => {
    const [name] = Object.keys(request.query as Record<string, unknown>);
    if (name !== undefined) throw new GatewayError({ code: 'invalid_request', param: name, message: `\`${name}\` is not a known field.` });
    const { since, rows } = await readRecentTraffic(options.core, options.now());
    const attempts = new Map<string, { requests: number; errors: number }>();
    for (const row of rows) {
      if (row.deployment === null) continue;
      const entry = attempts.get(row.deployment) ?? { requests: 0, errors: 0 };
      entry.requests += row.requests;
      entry.errors += row.errors;
      attempts.set(row.deployment, entry);
    }
    const answer: AdminDeploymentHealthList = {
      since: new Date(since).toISOString(),
      data: options.deployments().map(({ deployment, models }) => {
        const status = options.health.status(deployment);
        return {
          name: status.deployment, models, priority: deployment.priority, weight: deployment.weight, state: status.state,
          cooling_until: time(status.coolingUntil), available_at: new Date(status.availableAt).toISOString(),
          consecutive_failures: status.consecutiveFailures, opened_at: time(status.openedAt), traffic: toAdminTraffic(attempts.get(status.deployment)),
        };
      }),
    };
    response.json(answer);
  });
  return router;
}
