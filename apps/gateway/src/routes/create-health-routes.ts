import { Router, type Request, type Response } from 'express';
import type { ReadinessReport } from '../app/readiness-report.js';

/**
 * `HEAD /` (Claude Code's pre-warm), `GET /`, `GET /healthz` (the process answers) and `GET /readyz` (every
 * dependency answers: 503 names the failing ones), all without authentication.
 */
export function createHealthRoutes(ready: (() => Promise<ReadinessReport>) | undefined): Router {
  const router = Router();
  router.head('/', (_request: Request, response: Response) => {
    response.status(200).end();
  });
  router.get('/', (_request: Request, response: Response) => {
    response.json({ name: 'modelgate', status: 'ok', endpoints: ['/v1/models', '/v1/chat/completions', '/v1/responses', '/v1/messages'] });
  });
  router.get('/healthz', (_request: Request, response: Response) => {
    response.json({ status: 'ok' });
  });
  router.get('/readyz', async (_request: Request, response: Response) => {
    const report = ready === undefined ? { ready: true, checks: {} } : await ready();
    if (report.ready) {
      response.json({ status: 'ready', checks: report.checks });
      return;
    }
    const failing = Object.entries(report.checks).filter(([, state]) => state === 'failed').map(([name]) => name);
    response.status(503).json({ status: 'not_ready', failing, checks: report.checks });
  });
  return router;
}
