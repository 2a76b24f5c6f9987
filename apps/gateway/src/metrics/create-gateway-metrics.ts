import type { Registry } from 'prom-client';
import type { DiagnosticRecord, UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import { loadPromClient } from './load-prom-client.js';

/**
 * What the request path records for /metrics, one small call per pipeline point: a request begins and ends, a
 * deployment attempt ends, a client stream opens and closes.
 */
export type GatewayMetrics = {
  /** An API request (`/v1/…`) began: one more in flight. */
  requestStarted(): void;
  /** An API request's response closed: one fewer in flight. */
  requestClosed(): void;
  /** Every request, once its record is complete (after settling): counts, latencies, 429s, tokens and cost. */
  observeRequest(request: { route: string; format: string }, record: DiagnosticRecord): void;
  /** One upstream attempt ended (answered, failed or left by the client). */
  observeAttempt(record: UpstreamAttemptRecord): void;
  /** A client's SSE stream started (its headers went out). */
  streamOpened(): void;
  streamClosed(): void;
};

/** The `outcome` label: the ledger status when the request was settled; a model request that never was is refused. */
function requestOutcome(format: string, record: DiagnosticRecord): string {
  if (record.settlement !== undefined) return record.settlement;
  if (format === '') return '';
  return record.status === 499 ? 'client_aborted' : 'refused';
}

const LATENCY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
const FIRST_BYTE_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const MICRO_CREDITS_PER_CREDIT = 1_000_000;

/**
 * Request, upstream, stream, 429, token and cost metrics, registered on the given registry (one per app). A model name
 * is a label only when `isKnownModel` says it is configured: whatever else a client sends is `(unknown)`, so clients
 * cannot grow the series without bound.
 */
export function createGatewayMetrics(registry: Registry, isKnownModel: (modelId: string) => boolean): GatewayMetrics {
  const { Counter, Gauge, Histogram } = loadPromClient();
  const registers = [registry];
  const requests = new Counter({
    name: 'modelgate_requests_total',
    help:
      'Requests by route, client format, model, HTTP status (499: the client left before any answer) and outcome: the ledger status of a settled model request (ok, upstream_error, client_aborted, failed_mid_stream), refused when the gateway answered it without settling (invalid, unauthorized, limited, no deployment), empty on other routes.',
    labelNames: ['route', 'format', 'model', 'status', 'outcome'],
    registers,
  });
  const duration = new Histogram({
    name: 'modelgate_request_duration_seconds',
    help: 'Time from a request to the end of its response, by route, model and the deployment that answered.',
    labelNames: ['route', 'model', 'deployment'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const firstByte = new Histogram({
    name: 'modelgate_time_to_first_byte_seconds',
    help: "Time from a generation request to the first byte of its answer, by model and the deployment that answered.",
    labelNames: ['model', 'deployment'],
    buckets: FIRST_BYTE_BUCKETS,
    registers,
  });
  const inFlight = new Gauge({ name: 'modelgate_requests_in_flight', help: 'API requests (/v1/…) being served now.', registers });
  const openStreams = new Gauge({ name: 'modelgate_streams_open', help: 'Client SSE streams open now.', registers });
  const rateLimited = new Counter({
    name: 'modelgate_rate_limited_requests_total',
    help: 'Requests answered 429, by the limit that refused them (quota, balance, rpm, tpm, concurrency, pending_bodies, upstream).',
    labelNames: ['limit'],
    registers,
  });
  const attempts = new Counter({
    name: 'modelgate_upstream_attempts_total',
    help: 'Upstream attempts by deployment and outcome (ok, failed, aborted), failed ones included.',
    labelNames: ['deployment', 'outcome'],
    registers,
  });
  const failures = new Counter({
    name: 'modelgate_upstream_failures_total',
    help: "Failed upstream attempts by deployment, reason and the upstream's HTTP status (empty when it sent none).",
    labelNames: ['deployment', 'reason', 'upstream_status'],
    registers,
  });
  const tokens = new Counter({
    name: 'modelgate_tokens_total',
    help: 'Tokens settled, by model and type: input (all of it, cache reads and writes included), cached_input, cache_write_input, output.',
    labelNames: ['model', 'type'],
    registers,
  });
  const cost = new Counter({ name: 'modelgate_cost_credits_total', help: 'Credits charged, by model.', labelNames: ['model'], registers });

  return {
    requestStarted: () => inFlight.inc(),
    requestClosed: () => inFlight.dec(),
    streamOpened: () => openStreams.inc(),
    streamClosed: () => openStreams.dec(),
    observeAttempt(record) {
      attempts.inc({ deployment: record.deployment, outcome: record.outcome });
      if (record.outcome === 'failed') {
        failures.inc({ deployment: record.deployment, reason: record.reason ?? 'gateway_error', upstream_status: record.upstreamStatus === undefined ? '' : String(record.upstreamStatus) });
      }
    },
    observeRequest({ route, format }, record) {
      const model = record.model === undefined ? '' : isKnownModel(record.model) ? record.model : '(unknown)';
      const deployment = record.deployment ?? '';
      const status = record.status ?? 0;
      requests.inc({ route, format, model, status: String(status), outcome: requestOutcome(format, record) });
      if (record.latencyMs !== undefined) duration.observe({ route, model, deployment }, record.latencyMs / 1000);
      if (record.ttfbMs !== undefined) firstByte.observe({ model, deployment }, record.ttfbMs / 1000);
      if (status === 429) rateLimited.inc({ limit: record.limit ?? 'other' });
      if (record.cost !== undefined && record.cost > 0) cost.inc({ model }, record.cost / MICRO_CREDITS_PER_CREDIT);
      if (record.tokens) {
        tokens.inc({ model, type: 'input' }, record.tokens.input);
        tokens.inc({ model, type: 'cached_input' }, record.tokens.cachedInput);
        tokens.inc({ model, type: 'cache_write_input' }, record.tokens.cacheWriteInput);
        tokens.inc({ model, type: 'output' }, record.tokens.output);
      }
    },
  };
}
