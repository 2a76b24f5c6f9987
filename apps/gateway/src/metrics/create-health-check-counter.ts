import type { Registry } from 'prom-client';
import { loadPromClient } from './load-prom-client.js';

/** `modelgate_health_checks_total{deployment,result}`: active health checks by deployment and result. */
export function createHealthCheckCounter(registry: Registry): (deployment: string, result: 'pass' | 'fail' | 'rate_limited') => void {
  const { Counter } = loadPromClient();
  const counter = new Counter({
    name: 'modelgate_health_checks_total',
    help: 'Active health checks (health.check_interval_ms) by deployment and result: pass, fail, rate_limited.',
    labelNames: ['deployment', 'result'],
    registers: [registry],
  });
  return (deployment, result) => counter.inc({ deployment, result });
}
