import type { Registry } from 'prom-client';
import { loadPromClient } from './load-prom-client.js';

/** `modelgate_build_info{version,node_version} 1`: which gateway and Node.js version an instance runs (one value across workers). */
export function registerBuildInfo(registry: Registry, version: string): void {
  const { Gauge } = loadPromClient();
  const gauge = new Gauge({ name: 'modelgate_build_info', help: 'Always 1; its labels say which ModelGate version runs on which Node.js version.', labelNames: ['version', 'node_version'], registers: [registry], aggregator: 'first' });
  gauge.set({ version, node_version: process.version }, 1);
}
