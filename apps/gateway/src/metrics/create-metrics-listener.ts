import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricsScrape } from './metrics-scrape.js';

/**
 * The listener of `metrics.listen`: `GET /metrics` with no token, for a port only Prometheus reaches; any other path is
 * a 404 and any other method a 405, in plain text.
 */
export function createMetricsListener(registry: MetricsScrape): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: this listener serves only GET /metrics.\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' }).end('Only GET /metrics is served here.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Collecting the metrics failed.\n'),
    );
  };
}
