/** What `GET /readyz` reports: ready when every dependency the configuration uses answered. */
export type ReadinessReport = {
  ready: boolean;
  /** Each dependency by name (`store`, `redis`) and whether it answered. */
  checks: Record<string, 'ok' | 'failed'>;
};
