import type { DeploymentPlanner } from '../generate/plan-deployments.js';
import { UpstreamError } from '../errors/upstream-error.js';
import type { UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import type { Deployment } from '../providers/deployment.js';
import type { BreakerShare } from './breaker-share.js';
import { CircuitBreaker, type BreakerStatus } from './circuit-breaker.js';
import { classifyAttempt } from './classify-attempt.js';
import { createDeploymentsDownError } from './create-deployments-down-error.js';
import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, type DeploymentHealthSettings } from './deployment-health-settings.js';
import { parseRetryAfter } from './parse-retry-after.js';

export type DeploymentHealthStatus = BreakerStatus & { deployment: string };

/**
 * The health of every deployment, kept in this process, and shared with the other gateway instances when `share` is
 * given (Redis): each breaker's changes are published, and theirs applied (CircuitBreaker.apply). The
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

export function createDeploymentHealth(options: { now: () => number; share?: BreakerShare }): DeploymentHealth {
  const breakers = new Map<string, CircuitBreaker>();
  const { share } = options;

  function created(name: string, settings: DeploymentHealthSettings): CircuitBreaker {
    const breaker = new CircuitBreaker(settings);
    if (share !== undefined) breaker.onEvent = (event) => share.publish(name, event);
    breakers.set(name, breaker);
    return breaker;
  }
  // Another instance's change to a deployment this one has not used yet is kept for when it does.
  share?.subscribe((name, event) => (breakers.get(name) ?? created(name, DEFAULT_DEPLOYMENT_HEALTH_SETTINGS)).apply(event, options.now()));
  // The half-open probes each plan took, to give back those it did not send.
  const probes = new WeakMap<readonly Deployment[], Map<string, number>>();

  function breakerFor(deployment: Deployment): CircuitBreaker {
    const settings = deployment.health ?? DEFAULT_DEPLOYMENT_HEALTH_SETTINGS;
    const breaker = breakers.get(deployment.name) ?? created(deployment.name, settings);
    // A reloaded config's settings apply to the state kept so far.
    breaker.settings = settings;
    return breaker;
  }

  return {
    planner: (base) => (modelId) => {
      const plan = base(modelId);
      if (plan.length === 0) return plan;
      const now = options.now();
      // Made only when a half-open deployment gives a probe (rare): not a Map a request.
      let taken: Map<string, number> | undefined;
      const available = plan.filter((deployment) => {
        const token = breakerFor(deployment).admit(now);
        if (token !== undefined && token > 0) (taken ??= new Map<string, number>()).set(deployment.name, token);
        return token !== undefined;
      });
      if (available.length === 0) {
        const soonest = Math.min(...plan.map((deployment) => breakerFor(deployment).status(now).availableAt));
        throw createDeploymentsDownError(modelId, soonest - now);
      }
      if (taken !== undefined) probes.set(available, taken);
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
