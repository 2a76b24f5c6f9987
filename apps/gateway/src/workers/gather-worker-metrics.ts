import type { Worker } from 'node:cluster';
import type { MetricsScrape } from '../metrics/metrics-scrape.js';
import { loadPromClient } from '../metrics/load-prom-client.js';
import type { PrimaryMessage } from './worker-messages.js';

export type WorkerMetrics = MetricsScrape & {
  /** Answers a worker's `GET /metrics` (its API port) with the whole instance's metrics. */
  answer(worker: Worker, id: number): void;
};

/**
 * The primary's view of the metrics: every worker's registry gathered and aggregated by prom-client's
 * AggregatorRegistry (counters and histograms summed, gauges by their aggregator: summed unless declared otherwise).
 */
export function gatherWorkerMetrics(): WorkerMetrics {
  const { AggregatorRegistry } = loadPromClient();
  const aggregator = new AggregatorRegistry();
  const scrape: MetricsScrape = { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
  return {
    ...scrape,
    answer(worker, id) {
      const send = (message: PrimaryMessage): void => {
        if (worker.isConnected()) worker.send(message);
      };
      scrape.metrics().then(
        (text) => send({ type: 'modelgate:scraped', id, text }),
        (error: unknown) => send({ type: 'modelgate:scrape-failed', id, message: error instanceof Error ? error.message : String(error) }),
      );
    },
  };
}
