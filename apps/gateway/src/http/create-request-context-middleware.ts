import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { GatewayMetrics } from '../metrics/create-gateway-metrics.js';
import { formatForPath } from './format-for-path.js';
import { readClientName } from './read-client-name.js';
import { setRequestContext, type RequestContext } from './request-context.js';

/**
 * Gives every request an ID (`x-request-id`, and `request-id` where the Anthropic SDK reads it), and writes one
 * diagnostic record when the response is over. The path is logged without its query string, so a token wrongly put in
 * a URL never reaches the log.
 */
export function createRequestContextMiddleware(options: {
  logger: Logger;
  now: () => number;
  newId: (prefix: string) => string;
  metrics: GatewayMetrics | undefined;
}): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const requestId = options.newId('req_');
    const startedAt = options.now();
    // Read once: `request.path` re-parses the URL on each access, `request.get` lower-cases the name on each call.
    const path = request.path;
    const headers = request.headers;
    const anthropicVersionHeader = headers['anthropic-version'];
    const anthropicVersion = typeof anthropicVersionHeader === 'string' ? anthropicVersionHeader : undefined;
    const context: RequestContext = {
      requestId,
      startedAt,
      format: formatForPath(path, anthropicVersion),
      diagnostic: { requestId, method: request.method, path, client: readClientName(headers['user-agent']) },
    };
    const clientRequestId = headers['x-client-request-id'];
    if (typeof clientRequestId === 'string') context.diagnostic.clientRequestId = clientRequestId.slice(0, 200);
    setRequestContext(response, context);
    response.setHeader('x-request-id', requestId);
    // The Anthropic SDK reads `request-id`: on the messages routes, and on any call that carries anthropic-version.
    if (path.startsWith('/v1/messages') || anthropicVersion !== undefined) response.setHeader('request-id', requestId);
    response.on('close', () => {
      const record = context.diagnostic;
      record.status = response.statusCode;
      record.latencyMs = options.now() - startedAt;
      if (record.outcome === undefined && !response.writableFinished) record.outcome = 'aborted';
      const route = request.route === undefined ? 'unmatched' : `${request.method} ${String((request.route as { path: unknown }).path)}`;
      const write = (): void => {
        options.metrics?.observe(route, record);
        options.logger.info({ ...record, startedAt: new Date(startedAt).toISOString() }, 'request');
      };
      if (context.settling === undefined) write();
      else void context.settling.then(write, write);
    });
    next();
  };
}
