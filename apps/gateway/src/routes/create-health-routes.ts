import { Router, type Request, type Response } from 'express';
import { FORMAT_IDS } from '@modelgate/ir';
import type { ReadinessReport } from '../app/readiness-report.js';
import { FORMAT_MODULES } from '../formats/format-modules.js';

const ENDPOINTS = ['/v1/models', ...FORMAT_IDS.map((format) => FORMAT_MODULES[format].endpoint)];

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
    response.json({ name: 'modelgate', status: 'ok', endpoints: ENDPOINTS });
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
