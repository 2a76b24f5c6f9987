import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, type DeploymentHealthSettings } from '../health/deployment-health-settings.js';
import type { ConfigReader } from './config-reader.js';

const HEALTH_KEYS = ['failure_threshold', 'error_rate', 'error_rate_window_ms', 'error_rate_min_requests', 'open_ms', 'rate_limit_cooldown_ms', 'max_retry_after_ms', 'check_interval_ms', 'check_timeout_ms'];

/** A deployment's `health` mapping (circuit breaker and 429 cooldown), each key defaulting on its own. */
export function parseDeploymentHealthConfig(value: unknown, reader: ConfigReader, path: string): DeploymentHealthSettings {
  const raw = reader.object(value, path);
  reader.unknownKeys(raw, path, HEALTH_KEYS);
  const defaults = DEFAULT_DEPLOYMENT_HEALTH_SETTINGS;
  const errorRate = reader.number(raw, 'error_rate', path, defaults.errorRate, { min: 0 });
  if (errorRate > 1) reader.problems.push(`${path}.error_rate: must be a share between 0 and 1 (0.5 is half), not ${errorRate}`);
  const checkIntervalMs = reader.number(raw, 'check_interval_ms', path, defaults.checkIntervalMs, { integer: true, min: 0 });
  if (checkIntervalMs > 0 && checkIntervalMs < 1000) reader.problems.push(`${path}.check_interval_ms: must be 0 (no active check) or at least 1000, not ${checkIntervalMs}`);
  return {
    failureThreshold: reader.number(raw, 'failure_threshold', path, defaults.failureThreshold, { integer: true, min: 0 }),
    errorRate: Math.min(1, errorRate),
    errorRateWindowMs: reader.number(raw, 'error_rate_window_ms', path, defaults.errorRateWindowMs, { integer: true, min: 1000 }),
    errorRateMinRequests: reader.number(raw, 'error_rate_min_requests', path, defaults.errorRateMinRequests, { integer: true, min: 1 }),
    openMs: reader.number(raw, 'open_ms', path, defaults.openMs, { integer: true, min: 1 }),
    rateLimitCooldownMs: reader.number(raw, 'rate_limit_cooldown_ms', path, defaults.rateLimitCooldownMs, { integer: true, min: 0 }),
    maxRetryAfterMs: reader.number(raw, 'max_retry_after_ms', path, defaults.maxRetryAfterMs, { integer: true, min: 0 }),
    checkIntervalMs,
    checkTimeoutMs: reader.number(raw, 'check_timeout_ms', path, defaults.checkTimeoutMs, { integer: true, min: 100 }),
  };
}
