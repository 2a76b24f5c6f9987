import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from './request-context.js';

/**
 * One API request as a route sees it: Node's own request and response (no framework objects on the hot path), the
 * request context, and what the API listener already read.
 */
export type ApiExchange = {
  request: IncomingMessage;
  response: ServerResponse;
  context: RequestContext;
  /** The query string without its `?` (empty when there is none). */
  query: string;
  /** The parsed JSON body on routes that read one, else undefined. */
  body: unknown;
  /** That body's JSON bytes as they came, when the gateway read it itself (not for compressed or non-UTF-8 bodies). */
  bodyBytes: Buffer | undefined;
  /** The rest of the path on prefix routes (`GET /v1/models/{id}`), decoded. */
  pathRest: string;
};

export type ApiHandler = (exchange: ApiExchange) => Promise<void> | void;
