import type { Deployment } from '../providers/deployment.js';
import type { DeploymentHealth } from './create-deployment-health.js';
import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS } from './deployment-health-settings.js';
import type { ConfiguredDeployment } from './list-deployments.js';

export type HealthChecks = {
  /** Starts, restarts or stops each deployment's check after the deployments or their settings changed (a reload). */
  sync(): void;
  stop(): void;
};

/** An answer that says the upstream is up: anything but a 5xx, a 408 or a 429 (which says nothing either way). */
function verdictOf(status: number): boolean | undefined {
  if (status === 429) return undefined;
  return status < 500 && status !== 408;
}

/**
 * The optional active health check: every deployment whose `health.check_interval_ms` is set gets its provider's
 * cheap request (Provider.check, the model list) that often, and each result feeds its breaker (recordCheck). A check
 * still running when the next is due is not doubled. Timers do not keep the process alive.
 */
export function startHealthChecks(options: {
  deployments: () => readonly ConfiguredDeployment[];
  health: DeploymentHealth;
  /** Each check's result, for the metrics: `pass`, `fail`, or `rate_limited` (a 429, which counts for neither). */
  onResult?: (deployment: Deployment, result: 'pass' | 'fail' | 'rate_limited') => void;
}): HealthChecks {
  const running = new Map<string, { interval: number; timer: NodeJS.Timeout; deployment: Deployment; busy: boolean }>();

  const runCheck = async (name: string): Promise<void> => {
    const entry = running.get(name);
    const check = entry?.deployment.provider.check;
    if (entry === undefined || check === undefined || entry.busy) return;
    entry.busy = true;
    const { deployment } = entry;
    let passed: boolean | undefined;
    try {
      passed = verdictOf(await check.call(deployment.provider, (deployment.health ?? DEFAULT_DEPLOYMENT_HEALTH_SETTINGS).checkTimeoutMs));
    } catch {
      passed = false;
    } finally {
      entry.busy = false;
    }
    if (passed !== undefined) options.health.recordCheck(deployment, passed);
    options.onResult?.(deployment, passed === undefined ? 'rate_limited' : passed ? 'pass' : 'fail');
  };

  const sync = (): void => {
    const wanted = new Map<string, Deployment>();
    for (const { deployment } of options.deployments()) {
      if ((deployment.health?.checkIntervalMs ?? 0) > 0 && deployment.provider.check !== undefined) wanted.set(deployment.name, deployment);
    }
    for (const [name, entry] of running) {
      if (wanted.get(name)?.health?.checkIntervalMs !== entry.interval) {
        clearInterval(entry.timer);
        running.delete(name);
      }
    }
    for (const [name, deployment] of wanted) {
      const current = running.get(name);
      if (current !== undefined) {
        // The same deployment after a reload: its new provider is checked from now on.
        current.deployment = deployment;
        continue;
      }
      const interval = deployment.health?.checkIntervalMs ?? 0;
      const timer = setInterval(() => void runCheck(name), interval);
      timer.unref();
      running.set(name, { interval, timer, deployment, busy: false });
    }
  };

  sync();
  return {
    sync,
    stop() {
      for (const entry of running.values()) clearInterval(entry.timer);
      running.clear();
    },
  };
}
