import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GatewayError } from '../errors/gateway-error.js';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Guards `GET /metrics` on the API port: `Authorization: Bearer` with the scrape token (`metrics.token`) or the admin
 * token, each compared in constant time, so that Prometheus need not hold the admin token.
 */
export function checkScrapeToken(tokens: readonly string[]): RequestHandler {
  const expected = tokens.map(digest);
  return (request: Request, _response: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.get('authorization') ?? '');
    if (match?.[1] === undefined) {
      throw new GatewayError({ code: 'authentication', message: '/metrics needs `Authorization: Bearer <token>` with metrics.token (or server.admin_token) from modelgate.yaml.' });
    }
    const given = digest(match[1]);
    // Every token is compared, so the time taken does not say which one matched.
    const matched = expected.map((token) => timingSafeEqual(given, token)).includes(true);
    if (!matched) throw new GatewayError({ code: 'authentication', message: 'The token is not metrics.token or the admin token. API tokens (mg-…) do not open /metrics.' });
    next();
  };
}
