/**
 * How one deployment's health is judged (config `models[].deployments[].health`). Times are in milliseconds.
 * The breaker opens after `failureThreshold` consecutive failures, or when at least `errorRateMinRequests` attempts in
 * the last `errorRateWindowMs` failed at a share of `errorRate` or more; it stays open `openMs`, then lets one probe
 * through (half-open) and closes on its success. A 429 cools the deployment down for its `retry-after`, at most
 * `maxRetryAfterMs`, or `rateLimitCooldownMs` when the upstream gave none. With `checkIntervalMs`, an active health
 * check asks the upstream for its model list that often and feeds the breaker (CircuitBreaker.check).
 */
export type DeploymentHealthSettings = {
  /** Consecutive failures (connection error, timeout, 5xx, broken stream) that open the breaker; 0 turns this off. */
  failureThreshold: number;
  /** Share of failed attempts in the window that opens the breaker, 0 < rate <= 1; 0 turns this off. */
  errorRate: number;
  errorRateWindowMs: number;
  /** Fewest attempts in the window before the error rate counts. */
  errorRateMinRequests: number;
  /** How long an open breaker stays open before a half-open probe. */
  openMs: number;
  /** Cooldown after a 429 that carried no usable `retry-after`. */
  rateLimitCooldownMs: number;
  /** Upper bound of the cooldown an upstream's `retry-after` may ask for. */
  maxRetryAfterMs: number;
  /** How often the active health check asks the upstream for its model list; 0 (the default): no active check. */
  checkIntervalMs: number;
  /** How long a health check may take before it counts as failed. */
  checkTimeoutMs: number;
};

export const DEFAULT_DEPLOYMENT_HEALTH_SETTINGS: DeploymentHealthSettings = {
  failureThreshold: 5,
  errorRate: 0.5,
  errorRateWindowMs: 60_000,
  errorRateMinRequests: 20,
  openMs: 30_000,
  rateLimitCooldownMs: 5_000,
  maxRetryAfterMs: 300_000,
  checkIntervalMs: 0,
  checkTimeoutMs: 5_000,
};
