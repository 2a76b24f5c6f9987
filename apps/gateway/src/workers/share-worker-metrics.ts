import type { Registry } from 'prom-client';
import { loadPromClient } from '../metrics/load-prom-client.js';

/**
 * Makes a worker answer the primary's metrics requests (prom-client's cluster protocol) with `registry`: its
 * AggregatorRegistry, built once here, starts listening for them in a worker.
 */
export function shareWorkerMetrics(registry: Registry): void {
  const { AggregatorRegistry } = loadPromClient();
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}
