import { Router, type Request, type Response } from 'express';
import type { DeploymentHealth } from '../health/create-deployment-health.js';
import type { ConfiguredDeployment } from '../health/list-deployments.js';
import { checkAdminToken } from './check-admin-token.js';

/**
 * `GET /admin/deployments`: every configured deployment with the models it serves and its health in this instance:
 * breaker `state` (closed, open, half_open), `coolingUntil` during a 429 cooldown, `availableAt` (when a request may
 * next try it), `consecutiveFailures` and `openedAt`. Times are epoch milliseconds.
 */
export function createDeploymentsRouter(options: { token: string; health: DeploymentHealth; deployments: () => readonly ConfiguredDeployment[] }): Router {
  const router = Router();
  router.get('/admin/deployments', checkAdminToken(options.token), (_request: Request, response: Response) => {
    const data = options.deployments().map(({ deployment, models }) => {
      const { deployment: name, ...status } = options.health.status(deployment);
      return { deployment: name, models, priority: deployment.priority, weight: deployment.weight, ...status, coolingUntil: status.coolingUntil ?? null, openedAt: status.openedAt ?? null };
    });
    response.json({ data });
  });
  return router;
}
