import type { Registry } from 'prom-client';
import type { DiagnosticRecord } from '../http/diagnostic-record.js';
import { loadPromClient } from './load-prom-client.js';

export type GatewayMetrics = { observe(route: string, record: DiagnosticRecord): void };

/** Request, latency and token metrics for /metrics, registered on the given registry (one per app). */
export function createGatewayMetrics(registry: Registry): GatewayMetrics {
  const { Counter, Histogram } = loadPromClient();
  const requests = new Counter({
    name: 'modelgate_requests_total',
    help: 'Requests by route, status and model.',
    labelNames: ['route', 'status', 'model'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'modelgate_request_duration_seconds',
    help: 'Time from request to the end of the response.',
    labelNames: ['route'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const firstByte = new Histogram({
    name: 'modelgate_time_to_first_byte_seconds',
    help: 'Time from request to the first byte of the answer, for generation routes.',
    labelNames: ['route'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const cost = new Counter({
    name: 'modelgate_cost_micro_credits_total',
    help: 'Micro-credits charged, by model.',
    labelNames: ['model'],
    registers: [registry],
  });
  const deployments = new Counter({
    name: 'modelgate_deployment_requests_total',
    help: 'Requests answered by each deployment, with how many deployments they tried.',
    labelNames: ['deployment', 'attempts'],
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'modelgate_tokens_total',
    help: 'Tokens settled, by model and direction.',
    labelNames: ['model', 'direction'],
    registers: [registry],
  });
  return {
    observe(route, record) {
      const model = record.model ?? '';
      requests.inc({ route, status: String(record.status ?? 0), model });
      if (record.latencyMs !== undefined) duration.observe({ route }, record.latencyMs / 1000);
      if (record.ttfbMs !== undefined) firstByte.observe({ route }, record.ttfbMs / 1000);
      if (record.cost !== undefined && record.cost > 0) cost.inc({ model }, record.cost);
      if (record.deployment !== undefined) deployments.inc({ deployment: record.deployment, attempts: String(record.attempts ?? 1) });
      if (record.tokens) {
        tokens.inc({ model, direction: 'input' }, record.tokens.input);
        tokens.inc({ model, direction: 'output' }, record.tokens.output);
      }
    },
  };
}
