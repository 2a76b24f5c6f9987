import type { Core } from '@modelgate/core';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { createApp, type GatewayApp } from '../app/create-app.js';
import { createRequestDrain, type RequestDrain } from '../app/create-request-drain.js';
import { FORMAT_PACKAGES, validateCountTokensRequest } from '../app/format-packages.js';
import { TRANSLATOR } from '../app/translator.js';
import type { GatewayConfig } from '../config/gateway-config.js';
import { readGatewayVersion } from '../cli/read-gateway-version.js';
import { createDeploymentHealth } from '../health/create-deployment-health.js';
import { createRedisBreakerShare } from '../health/create-redis-breaker-share.js';
import { listDeployments } from '../health/list-deployments.js';
import { startHealthChecks } from '../health/start-health-checks.js';
import { createHealthCheckCounter } from '../metrics/create-health-check-counter.js';
import type { Deployment } from '../providers/deployment.js';
import { createRequestRecordSink, type RequestRecordSink } from '../http/create-request-record-sink.js';
import { createDependencyMetrics, type DependencyMetrics } from '../metrics/create-dependency-metrics.js';
import { loadPromClient } from '../metrics/load-prom-client.js';
import { createCoreFromConfig, createLimiterFromConfig, toModelDefinition } from './create-core-from-config.js';
import { createReadinessCheck } from './create-readiness-check.js';
import { createDeploymentTable } from './create-deployment-table.js';
import { createIdGenerator } from './create-id-generator.js';
import { createProvidersFromConfig } from './create-providers-from-config.js';
import type { GatewayTracing } from '../tracing/gateway-tracing.js';
import type { MetricsScrape } from '../metrics/metrics-scrape.js';

export type GatewayRuntime = {
  app: GatewayApp;
  /** The metrics registry, when anything may scrape it (for the `metrics.listen` listener); absent: none are kept. */
  metrics: Registry | undefined;
  core: Core;
  /** The running model requests, for a shutdown to cut once its grace period is over (drainServer). */
  drain: RequestDrain;
  /**
   * Applies a new config's providers and models (deployments, prices, visibility of new IDs) without a restart;
   * returns what it could not apply (server, store and redis settings need one). Old upstream pools close.
   */
  reload(next: GatewayConfig): Promise<string[]>;
  close(): Promise<void>;
};

const clock = { now: () => Date.now() };

/**
 * Whether anything could read the metrics: /metrics is served only to a token holder (admin or metrics.token) or on
 * metrics.listen. Without any of them none are kept and prom-client is never loaded.
 */
export function keepsMetrics(config: GatewayConfig): boolean {
  return config.server.adminToken !== undefined || config.metrics.token !== undefined || config.metrics.listen !== undefined;
}
const ids = createIdGenerator();

/**
 * Everything `modelgate serve` runs, built from a validated config: core, providers, deployments and the app.
 * `tracing`: the tracer loaded for `config.tracing` (loadGatewayTracing), shut down (flushed) with the runtime.
 * `scrapeMetrics`: what `GET /metrics` on the API port serves instead of this process's registry (a worker's: the
 * whole instance's, gathered by the primary).
 */
export function createGatewayRuntime(initial: GatewayConfig, logger: Logger, tracing?: GatewayTracing, scrapeMetrics?: MetricsScrape): GatewayRuntime {
  let config = initial;
  // Without a reader (keepsMetrics), no per-request observations and no default collectors.
  let metrics: Registry | undefined;
  let dependencyMetrics: DependencyMetrics | undefined;
  if (keepsMetrics(config)) {
    const promClient = loadPromClient();
    metrics = new promClient.Registry();
    promClient.collectDefaultMetrics({ register: metrics });
    dependencyMetrics = createDependencyMetrics(metrics);
  }
  const createdLimiter = createLimiterFromConfig(config, (error) =>
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'rate limiter lost its Redis connection'),
  );
  const limiter = createdLimiter === undefined || dependencyMetrics === undefined ? createdLimiter : dependencyMetrics.timeRedis(createdLimiter);
  const core = createCoreFromConfig(config, limiter, dependencyMetrics?.timeStore);
  const drain = createRequestDrain();
  let providers = createProvidersFromConfig(config, clock, ids);
  let deployments = createDeploymentTable(config, providers.providers);
  const requestRecords: RequestRecordSink | undefined =
    config.server.requestRetentionDays > 0
      ? createRequestRecordSink({
          core,
          now: clock.now,
          retentionMs: config.server.requestRetentionDays * 86_400_000,
          onError: (error, what) => logger.warn({ error: error instanceof Error ? error.message : String(error) }, `${what} failed`),
        })
      : undefined;
  // Breakers and cooldowns live in this process; with Redis, their changes are shared with the other instances.
  const breakerShare =
    config.redis === undefined
      ? undefined
      : createRedisBreakerShare({
          url: config.redis,
          keyPrefix: 'modelgate:health',
          instanceId: ids.newId('instance_'),
          onError: (error) => logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'sharing breaker state through Redis failed'),
        });
  const health = createDeploymentHealth({ now: clock.now, ...(breakerShare === undefined ? {} : { share: breakerShare }) });
  const countCheck = metrics === undefined ? undefined : createHealthCheckCounter(metrics);
  const checks = startHealthChecks({
    deployments: () => listDeployments(config.models.map((model) => model.id), (modelId) => deployments.get(modelId) ?? []),
    health,
    ...(countCheck === undefined ? {} : { onResult: (deployment: Deployment, result: 'pass' | 'fail' | 'rate_limited') => countCheck(deployment.name, result) }),
  });
  const app = createApp({
    core,
    ...(requestRecords === undefined ? {} : { requestRecords }),
    formats: FORMAT_PACKAGES,
    validateCountTokensRequest,
    translator: TRANSLATOR,
    deploymentsFor: (modelId) => deployments.get(modelId) ?? [],
    health,
    modelIds: () => config.models.map((model) => model.id),
    codexInstructions: (modelId) => config.models.find((model) => model.id === modelId)?.codexInstructions,
    logger,
    clock,
    ids,
    metrics,
    ...(scrapeMetrics === undefined ? {} : { scrapeMetrics }),
    version: readGatewayVersion(),
    ...(tracing === undefined ? {} : { tracing }),
    drain,
    ...(config.server.adminToken === undefined ? {} : { admin: { token: config.server.adminToken, core: core.admin } }),
    ...(config.metrics.token === undefined ? {} : { scrapeToken: config.metrics.token }),
    // Ready when the store answers a query and Redis (when configured) a ping.
    ready: createReadinessCheck(
      {
        store: () => core.admin.getAccount('readiness-probe'),
        ...(limiter?.ping === undefined ? {} : { redis: () => limiter.ping?.() ?? Promise.resolve() }),
      },
      (dependency, error) => logger.warn({ dependency, error: error instanceof Error ? error.message : String(error) }, 'readiness check failed'),
    ),
    options: {
      bodyLimitBytes: config.server.bodyLimitBytes,
      bodyTimeoutMs: config.server.bodyTimeoutMs,
      maxPendingBodiesPerToken: config.server.maxPendingBodiesPerToken,
      allowXApiKey: config.server.allowXApiKey,
      logContent: config.server.logContent,
      maxUpstreamAttempts: config.server.maxUpstreamAttempts,
      streamKeepAliveMs: config.server.streamKeepAliveMs,
      quotaRetryAfterSeconds: config.server.quotaRetryAfterSeconds,
      drainAfterDisconnectMs: config.server.drainAfterDisconnectMs,
      drainAfterDisconnectBytes: config.server.drainAfterDisconnectBytes,
      reservationTtlMs: config.server.reservationTtlMs,
      ...(config.server.cors === undefined ? {} : { cors: config.server.cors }),
    },
  });
  return {
    app,
    metrics,
    core,
    drain,
    async reload(next) {
      const ignored = (['server', 'metrics', 'store', 'redis', 'tracing'] as const).filter((key) => JSON.stringify(next[key]) !== JSON.stringify(config[key]));
      const previous = providers;
      providers = createProvidersFromConfig(next, clock, ids);
      deployments = createDeploymentTable(next, providers.providers);
      core.setModels(next.models.map(toModelDefinition));
      config = { ...next, server: config.server, metrics: config.metrics, store: config.store, redis: config.redis, tracing: config.tracing };
      checks.sync();
      // Requests already running keep their old pool: close() waits for them, so it is not awaited here.
      previous.close().catch((error: unknown) => logger.warn({ error: String(error) }, 'closing the previous upstream pools failed'));
      return ignored.map((key) => `${key} changes need a restart`);
    },
    close: async () => {
      checks.stop();
      await breakerShare?.close();
      await providers.close();
      await requestRecords?.close();
      await core.close();
      await tracing?.shutdown();
    },
  };
}
