import type { Request, RequestHandler, Response } from 'express';
import { GatewayError } from '../errors/gateway-error.js';
import { describeUnknownPath } from './describe-unknown-path.js';

/** The last handler: a 404 that explains how the base address and the path were probably joined wrongly. */
export function createUnknownPathHandler(): RequestHandler {
  return (request: Request, _response: Response) => {
    const root = `${request.protocol}://${request.get('host') ?? 'localhost'}`;
    throw new GatewayError({ code: 'not_found', wireCode: 'unknown_path', message: describeUnknownPath(request.method, request.path).replaceAll('{root}', root) });
  };
}
