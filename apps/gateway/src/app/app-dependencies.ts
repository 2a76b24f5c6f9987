import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { CorePort } from '../core/core-port.js';
import type { CorsOptions } from '../http/cors-options.js';
import type { RequestDrain } from './create-request-drain.js';
import type { ReadinessReport } from './readiness-report.js';
import type { FormatPackages, ValidationResult } from '../formats/format-package.js';
import type { DeploymentPlanner } from '../generate/plan-deployments.js';
import type { DeploymentHealth } from '../health/create-deployment-health.js';
import type { Deployment } from '../providers/deployment.js';
import type { TranslatorPort } from '../translate/translator-port.js';
import type { CoreAdmin } from '@modelgate/core';
import type { RequestRecordSink } from '../http/create-request-record-sink.js';
import type { GatewayTracing } from '../tracing/gateway-tracing.js';
import type { MetricsScrape } from '../metrics/metrics-scrape.js';
import type { JsonReuse } from '../http/create-json-reuse.js';

export type AppOptions = {
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** Longest time a request body may take to arrive after its headers (408 after). */
  bodyTimeoutMs: number;
  /** Request bodies one token may have arriving at once (429 beyond). */
  maxPendingBodiesPerToken: number;
  /** Accept `x-api-key` as well as `Authorization: Bearer` (off by default: SPEC §5 allows Bearer only). */
  allowXApiKey: boolean;
  /** Put request and response text in the diagnostic log (off by default). */
  logContent: boolean;
  /** How many deployments one request may try. */
  maxUpstreamAttempts: number;
  /** `retry-after` on an exhausted quota or balance: long enough that clients stop instead of retrying. */
  quotaRetryAfterSeconds: number;
  /** Longest silence on a stream before it starts anyway and gets `: keep-alive` comments (Codex's idle timeout). */
  streamKeepAliveMs: number;
  /**
   * After a client leaves a stream, how long (ms) and how much (bytes) of the upstream's answer is still read for its
   * final usage before the upstream is cancelled and the output counted from what it generated; 0 ms: cancelled at once.
   */
  drainAfterDisconnectMs: number;
  drainAfterDisconnectBytes: number;
  /** The core's reservation TTL: a stream renews its hold every half of it while it runs. */
  reservationTtlMs: number;
  /** CORS for browser clients; absent: off (no CORS header, preflights are not answered). */
  cors?: CorsOptions;
};

export const DEFAULT_APP_OPTIONS: AppOptions = {
  bodyLimitBytes: 10 * 1024 * 1024,
  bodyTimeoutMs: 30_000,
  maxPendingBodiesPerToken: 16,
  allowXApiKey: false,
  logContent: false,
  maxUpstreamAttempts: 3,
  quotaRetryAfterSeconds: 3600,
  streamKeepAliveMs: 15_000,
  drainAfterDisconnectMs: 30_000,
  drainAfterDisconnectBytes: 4 * 1024 * 1024,
  reservationTtlMs: 15 * 60_000,
};

export type AppDependencies = {
  core: CorePort;
  formats: FormatPackages;
  /** The messages package's check of a `POST /v1/messages/count_tokens` body. */
  validateCountTokensRequest(value: unknown): ValidationResult;
  translator: TranslatorPort;
  deploymentsFor(modelId: string): readonly Deployment[];
  /** Every configured model ID (for checking admin input). */
  modelIds(): readonly string[];
  /** The operator's Codex system prompt for a model (config `codex_instructions`), if any. */
  codexInstructions?: (modelId: string) => string | undefined;
  logger: Logger;
  clock: { now(): number };
  ids: { newId(prefix: string): string };
  random?: () => number;
  /**
   * The order in which a model's deployments are tried (the generate pipeline's plan); by default by priority and
   * weight over `deploymentsFor`. A health source wraps it to skip deployments it knows are down.
   */
  planDeployments?: DeploymentPlanner;
  /**
   * Circuit breakers and 429 cooldowns per deployment (shared through Redis when the runtime gives it a share): wraps
   * the planner, is fed every attempt, and shows in
   * `GET /admin/deployments` and `modelgate_deployment_breaker_state`; absent: every planned deployment is tried.
   */
  health?: DeploymentHealth;
  /** The admin API (its token also opens /metrics); absent: /admin answers 404. */
  admin?: { token: string; core: CoreAdmin };
  /** `metrics.token`: opens `GET /metrics` on the API port, like the admin token, and nothing else. */
  scrapeToken?: string;
  /** The built web console served at /console/ with the admin API; default: @modelgate/console's dist; null: none built. */
  consoleDirectory?: string | null;
  /** Keeps each API request's diagnostic record in the store (batched), for `GET /admin/requests/{id}`; absent: log only. */
  requestRecords?: RequestRecordSink;
  /** Where the gateway's metrics are registered; `GET /metrics` serves them when a token (admin or scrape) opens it. */
  metrics?: Registry;
  /** What `GET /metrics` serves; default `metrics` (with `server.workers`, the whole instance's, from the primary). */
  scrapeMetrics?: MetricsScrape;
  /** The version `modelgate_build_info` reports (absent: no build info). */
  version?: string;
  /** OpenTelemetry traces of model requests (`tracing:` in the config); absent: none, and the SDK is never loaded. */
  tracing?: GatewayTracing;
  /** Readiness of every dependency (store, Redis) for GET /readyz. */
  ready?: () => Promise<ReadinessReport>;
  /** Where model requests register, so that a shutdown can end them in their format once its grace is over. */
  drain?: RequestDrain;
  /** The cache large request bodies are read through (default: one of createJsonReuse's defaults); tests read its reads(). */
  jsonReuse?: JsonReuse;
  options?: Partial<AppOptions>;
};
