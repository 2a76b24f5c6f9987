import { Router, type Request, type Response } from 'express';

/** `HEAD /` (Claude Code's pre-warm), `GET /`, `GET /healthz` and `GET /readyz`, all without authentication. */
export function createHealthRoutes(ready: (() => Promise<boolean>) | undefined): Router {
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
    const isReady = ready === undefined ? true : await ready().catch(() => false);
    response.status(isReady ? 200 : 503).json({ status: isReady ? 'ready' : 'not_ready' });
  });
  return router;
}
