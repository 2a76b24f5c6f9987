import type { Registry } from 'prom-client';
import type { BreakerState } from '../health/circuit-breaker.js';
import type { DeploymentHealthStatus } from '../health/create-deployment-health.js';
import { loadPromClient } from './load-prom-client.js';

const STATES: readonly (BreakerState | 'cooling')[] = ['closed', 'open', 'half_open', 'cooling'];

/**
 * `modelgate_deployment_breaker_state{deployment,state}`: 1 for each deployment's current breaker state and 0 for the
 * others (`cooling` is 1 while an upstream 429 holds it back), read from the health at each scrape.
 */
export function registerBreakerStateGauge(registry: Registry, statuses: () => readonly DeploymentHealthStatus[]): void {
  const { Gauge } = loadPromClient();
  new Gauge({
    name: 'modelgate_deployment_breaker_state',
    help: 'Circuit breaker state per deployment: 1 for the current state (closed, open, half_open), cooling 1 during a 429 cooldown; with server.workers, summed: how many workers see that state.',
    labelNames: ['deployment', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const status of statuses()) {
        for (const state of STATES) {
          const current = state === 'cooling' ? status.coolingUntil !== undefined : status.state === state;
          this.set({ deployment: status.deployment, state }, current ? 1 : 0);
        }
      }
    },
  });
}
