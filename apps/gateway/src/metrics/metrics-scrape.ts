/**
 * What `GET /metrics` answers with: a registry's text (prom-client's `Registry` is one), or with `server.workers` the
 * whole instance's, gathered from every worker by the primary process.
 */
export type MetricsScrape = {
  readonly contentType: string;
  metrics(): Promise<string>;
};
