import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { GatewayError } from '../errors/gateway-error.js';

const SECURITY_HEADERS = {
  // uPlot sizes its canvas with style attributes, hence 'unsafe-inline' for styles only; no inline script.
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/**
 * The web console at /console/: static files (apps/console's build) that ask for the admin token on a login page and
 * then call /admin with it. The files hold no data; every figure comes from the admin API behind the token. Mounted
 * only when the admin API is on. Without a build, /console/ says how to make one.
 */
export function createConsoleRouter(directory: string | undefined): Router {
  const router = Router();
  router.get('/console', (request: Request, response: Response, next: NextFunction) => {
    if (request.originalUrl.split('?')[0] === '/console') response.redirect(301, '/console/');
    else next();
  });
  router.use('/console', (_request: Request, response: Response, next: NextFunction) => {
    response.set(SECURITY_HEADERS);
    if (directory === undefined) {
      throw new GatewayError({ code: 'upstream_unavailable', status: 503, message: 'The console is not built into this gateway: run `pnpm build` (or `pnpm --filter @modelgate/console build`) and restart.' });
    }
    next();
  });
  if (directory !== undefined) router.use('/console', express.static(directory, { index: 'index.html', fallthrough: true, maxAge: 0, immutable: false }));
  return router;
}
