import type { MetricsScrape } from '../metrics/metrics-scrape.js';
import { isPrimaryMessage, type WorkerMessage } from './worker-messages.js';

/** prom-client's own cluster request gives up after 5 s; this waits a little longer for its answer. */
const SCRAPE_TIMEOUT_MS = 8000;

/** The primary answers in Prometheus' text format (AggregatorRegistry's default). */
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

type Pending = { resolve(text: string): void; reject(error: Error): void; timer: NodeJS.Timeout };

/**
 * A worker's `GET /metrics` on the API port: asks the primary process, which gathers every worker's registry
 * (prom-client's AggregatorRegistry), so a scrape that lands on any worker shows the whole instance.
 */
export function askPrimaryForMetrics(): MetricsScrape {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  process.on('message', (message: unknown) => {
    if (!isPrimaryMessage(message) || (message.type !== 'modelgate:scraped' && message.type !== 'modelgate:scrape-failed')) return;
    const waiting = pending.get(message.id);
    if (waiting === undefined) return;
    pending.delete(message.id);
    clearTimeout(waiting.timer);
    if (message.type === 'modelgate:scraped') waiting.resolve(message.text);
    else waiting.reject(new Error(message.message));
  });
  return {
    contentType: PROMETHEUS_TEXT,
    metrics() {
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error('the primary process did not answer a metrics scrape in time'));
        }, SCRAPE_TIMEOUT_MS);
        pending.set(id, { resolve, reject, timer });
        const request: WorkerMessage = { type: 'modelgate:scrape', id };
        process.send?.(request);
      });
    },
  };
}
