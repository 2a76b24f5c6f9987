import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GatewayError } from '../errors/gateway-error.js';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Guards /admin with the admin token (`Authorization: Bearer`), compared in constant time; it opens /metrics too (checkScrapeToken). */
export function checkAdminToken(adminToken: string): RequestHandler {
  const expected = digest(adminToken);
  return (request: Request, _response: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.get('authorization') ?? '');
    if (match?.[1] === undefined) {
      throw new GatewayError({ code: 'authentication', message: 'The admin API needs the admin token as `Authorization: Bearer <admin token>` (server.admin_token in modelgate.yaml).' });
    }
    if (!timingSafeEqual(digest(match[1]), expected)) {
      throw new GatewayError({ code: 'authentication', message: 'The admin token is wrong. API tokens (mg-…) do not open the admin API.' });
    }
    next();
  };
}
