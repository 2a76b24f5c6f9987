import type { DeploymentPlanner } from '../generate/plan-deployments.js';
import { UpstreamError } from '../errors/upstream-error.js';
import type { UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import type { Deployment } from '../providers/deployment.js';
import { CircuitBreaker, type BreakerStatus } from './circuit-breaker.js';
import { classifyAttempt } from './classify-attempt.js';
import { createDeploymentsDownError } from './create-deployments-down-error.js';
import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS } from './deployment-health-settings.js';
import { parseRetryAfter } from './parse-retry-after.js';

export type DeploymentHealthStatus = BreakerStatus & { deployment: string };

/**
 * The health of every deployment, kept in this process (one gateway instance; instances do not share it). The
 * generate pipeline plans through `planner` (an open or cooling deployment is left out, and a model with none left is
 * a 503), reports each attempt to `observe`, and gives back with `release` what it planned but did not attempt.
 */
export type DeploymentHealth = {
  planner(base: DeploymentPlanner): DeploymentPlanner;
  observe(deployment: Deployment, record: UpstreamAttemptRecord, error: unknown): void;
  release(plan: readonly Deployment[], attempted: readonly UpstreamAttemptRecord[]): void;
  status(deployment: Deployment): DeploymentHealthStatus;
  /** An active health check of `deployment` passed or failed (see CircuitBreaker.check). */
  recordCheck(deployment: Deployment, passed: boolean): void;
};

export function createDeploymentHealth(options: { now: () => number }): DeploymentHealth {
  const breakers = new Map<string, CircuitBreaker>();
  // The half-open probes each plan took, to give back those it did not send.
  const probes = new WeakMap<readonly Deployment[], Map<string, number>>();

  function breakerFor(deployment: Deployment): CircuitBreaker {
    const settings = deployment.health ?? DEFAULT_DEPLOYMENT_HEALTH_SETTINGS;
    let breaker = breakers.get(deployment.name);
    if (breaker === undefined) {
      breaker = new CircuitBreaker(settings);
      breakers.set(deployment.name, breaker);
    }
    // A reloaded config's settings apply to the state kept so far.
    breaker.settings = settings;
    return breaker;
  }

  return {
    planner: (base) => (modelId) => {
      const plan = base(modelId);
      if (plan.length === 0) return plan;
      const now = options.now();
      const taken = new Map<string, number>();
      const available = plan.filter((deployment) => {
        const token = breakerFor(deployment).admit(now);
        if (token !== undefined && token > 0) taken.set(deployment.name, token);
        return token !== undefined;
      });
      if (available.length === 0) {
        const soonest = Math.min(...plan.map((deployment) => breakerFor(deployment).status(now).availableAt));
        throw createDeploymentsDownError(modelId, soonest - now);
      }
      if (taken.size > 0) probes.set(available, taken);
      return available;
    },
    observe(deployment, record, error) {
      const now = options.now();
      const retryAfterMs = error instanceof UpstreamError ? parseRetryAfter(error.upstreamRetryAfter, now) : undefined;
      breakerFor(deployment).record(classifyAttempt(record), now, retryAfterMs);
    },
    release(plan, attempted) {
      const taken = probes.get(plan);
      if (taken === undefined) return;
      for (const [name, token] of taken) {
        if (!attempted.some((record) => record.deployment === name)) breakers.get(name)?.release(token);
      }
    },
    status: (deployment) => ({ deployment: deployment.name, ...breakerFor(deployment).status(options.now()) }),
    recordCheck: (deployment, passed) => breakerFor(deployment).check(passed, options.now()),
  };
}
