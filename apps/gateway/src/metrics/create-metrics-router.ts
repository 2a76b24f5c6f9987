import { Router, type Request, type Response } from 'express';
import { checkScrapeToken } from './check-scrape-token.js';
import type { MetricsScrape } from './metrics-scrape.js';

/** `GET /metrics` on the API port, in Prometheus' text format, behind the scrape token or the admin token. */
export function createMetricsRouter(registry: MetricsScrape, tokens: readonly string[]): Router {
  const router = Router();
  router.get('/metrics', checkScrapeToken(tokens), async (_request: Request, response: Response) => {
    response.set('content-type', registry.contentType).send(await registry.metrics());
  });
  return router;
}
