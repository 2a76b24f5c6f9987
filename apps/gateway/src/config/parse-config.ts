import { ConfigError } from './config-error.js';
import { ConfigReader } from './config-reader.js';
import type { GatewayConfig } from './gateway-config.js';
import { interpolateEnv } from './interpolate-env.js';
import { parseCorsConfig } from './parse-cors-config.js';
import { parseMetricsConfig } from './parse-metrics-config.js';
import { parseModelsConfig } from './parse-models-config.js';
import { parseProvidersConfig } from './parse-providers-config.js';
import { parseStoreConfig } from './parse-store-config.js';
import { parseTracingConfig } from './parse-tracing-config.js';
import { parseWorkersConfig } from './parse-workers-config.js';

const TOP_KEYS = ['server', 'metrics', 'store', 'redis', 'providers', 'models', 'tracing'];
const SERVER_KEYS = [
  'host',
  'port',
  'body_limit_mb',
  'allow_x_api_key',
  'log_content',
  'admin_token',
  'max_upstream_attempts',
  'stream_keep_alive_seconds',
  'quota_retry_after_seconds',
  'admission_lease_ms',
  'shutdown_grace_s',
  'cors',
  'body_timeout_ms',
  'headers_timeout_ms',
  'max_pending_bodies_per_token',
  'reservation_ttl_ms',
  'instance_dead_after_ms',
  'drain_after_disconnect_ms',
  'drain_after_disconnect_bytes',
  'request_retention_days',
  'workers',
];

export type ParseConfigOptions = {
  /**
   * The settings the caller uses, as path prefixes (`store`, `providers`); absent: all of them. A `${VARIABLE}` that
   * is unset in any other setting is no problem (a CLI command that only reads the store needs no upstream key):
   * that setting reads as unset and its checks are skipped.
   */
  uses?: readonly string[];
};

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
}

/**
 * A parsed YAML document as a validated GatewayConfig, after `${ENV}` interpolation. Every problem is collected and
 * thrown together in one ConfigError, each with its path, so an operator fixes the file in one pass.
 */
export function parseConfig(document: unknown, env: Record<string, string | undefined>, source: string, options: ParseConfigOptions = {}): GatewayConfig {
  const problems: string[] = [];
  const reader = new ConfigReader(problems);
  const unused: string[] = [];
  const { uses } = options;
  const isUsed = uses === undefined ? undefined : (path: string): boolean => uses.some((prefix) => isUnder(path, prefix));
  const raw = reader.object(interpolateEnv(document, { env, problems, unused, ...(isUsed === undefined ? {} : { isUsed }) }), '(top level)');
  reader.unknownKeys(raw, '', TOP_KEYS);
  const server = reader.object(raw['server'], 'server');
  reader.unknownKeys(server, 'server', SERVER_KEYS);
  const providers = parseProvidersConfig(raw['providers'], reader);
  const store = parseStoreConfig(raw['store'], problems);
  const config: GatewayConfig = {
    server: {
      host: reader.string(server, 'host', 'server') ?? '127.0.0.1',
      port: reader.number(server, 'port', 'server', 8080, { integer: true, min: 0 }),
      bodyLimitBytes: Math.round(reader.number(server, 'body_limit_mb', 'server', 10, { min: 0.001 }) * 1024 * 1024),
      allowXApiKey: reader.boolean(server, 'allow_x_api_key', 'server', false),
      logContent: reader.boolean(server, 'log_content', 'server', false),
      adminToken: reader.string(server, 'admin_token', 'server'),
      maxUpstreamAttempts: reader.number(server, 'max_upstream_attempts', 'server', 3, { integer: true, min: 1 }),
      streamKeepAliveMs: Math.round(reader.number(server, 'stream_keep_alive_seconds', 'server', 15, { min: 1 }) * 1000),
      quotaRetryAfterSeconds: reader.number(server, 'quota_retry_after_seconds', 'server', 3600, { integer: true, min: 61 }),
      admissionLeaseMs: reader.number(server, 'admission_lease_ms', 'server', 1000, { integer: true, min: 0 }),
      shutdownGraceMs: Math.round(reader.number(server, 'shutdown_grace_s', 'server', 8, { min: 0 }) * 1000),
      cors: parseCorsConfig(server['cors'], reader),
      bodyTimeoutMs: reader.number(server, 'body_timeout_ms', 'server', 30_000, { integer: true, min: 100 }),
      headersTimeoutMs: reader.number(server, 'headers_timeout_ms', 'server', 10_000, { integer: true, min: 100 }),
      maxPendingBodiesPerToken: reader.number(server, 'max_pending_bodies_per_token', 'server', 16, { integer: true, min: 1 }),
      reservationTtlMs: reader.number(server, 'reservation_ttl_ms', 'server', 15 * 60_000, { integer: true, min: 10_000 }),
      instanceDeadAfterMs: reader.number(server, 'instance_dead_after_ms', 'server', 20_000, { integer: true, min: 0 }),
      drainAfterDisconnectMs: reader.number(server, 'drain_after_disconnect_ms', 'server', 30_000, { integer: true, min: 0 }),
      drainAfterDisconnectBytes: reader.number(server, 'drain_after_disconnect_bytes', 'server', 4 * 1024 * 1024, { integer: true, min: 0 }),
      requestRetentionDays: reader.number(server, 'request_retention_days', 'server', 14, { min: 0 }),
      workers: parseWorkersConfig(server, store, reader),
    },
    metrics: parseMetricsConfig(raw['metrics'], reader),
    store,
    redis: reader.string(raw, 'redis', 'redis'),
    providers,
    models: parseModelsConfig(raw['models'], reader, Object.keys(providers)),
    tracing: parseTracingConfig(raw['tracing'], reader, env),
  };
  if (config.server.adminToken !== undefined && config.server.adminToken.length < 16) {
    problems.push('server.admin_token: must be at least 16 characters');
  }
  if (config.server.instanceDeadAfterMs !== 0 && config.server.instanceDeadAfterMs < 2000) {
    problems.push('server.instance_dead_after_ms: must be 0 (off) or at least 2000');
  }
  if (config.redis !== undefined && !/^rediss?:\/\//.test(config.redis)) problems.push(`redis: must be a redis:// URL, not ${JSON.stringify(config.redis)}`);
  // A setting left empty by an unset variable the caller does not use is not checked (e.g. a required base_url).
  const relevant = problems.filter((problem) => !unused.some((path) => isUnder(problem.slice(0, problem.indexOf(':')), path)));
  if (relevant.length > 0) throw new ConfigError(source, relevant);
  return config;
}
