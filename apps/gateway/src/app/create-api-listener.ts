import type { IncomingMessage, ServerResponse } from 'node:http';
import { GatewayError } from '../errors/gateway-error.js';
import type { BeginRequest } from '../http/begin-request.js';
import type { ErrorSender } from '../http/create-error-sender.js';
import type { GuardedBodyReader } from '../http/create-body-guard.js';
import type { RequestAuthenticator } from '../http/create-request-authenticator.js';
import type { ApiExchange } from '../http/api-exchange.js';
import type { JsonBody } from '../http/create-json-body-reader.js';
import type { RequestContext } from '../http/request-context.js';
import { splitRequestUrl } from '../http/split-request-url.js';
import type { ApiRoute } from './api-route.js';

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

type Match = { route: ApiRoute; pathRest: string };

/**
 * The exchange a route gets, as one literal of one shape: a spread of the body's members into it was a copy per
 * request. Made here, so that no local of the caller holds the parsed body while the route runs (it may let it go).
 */
function createExchange(request: IncomingMessage, response: ServerResponse, context: RequestContext, query: string, pathRest: string, body: JsonBody | undefined): ApiExchange {
  return { request, response, context, query, pathRest, body: body?.value, bodyBytes: body?.bytes };
}

function decodePathRest(rest: string): string {
  try {
    return decodeURIComponent(rest);
  } catch {
    throw new GatewayError({ code: 'invalid_request', message: `The path segment '${rest.slice(0, 200)}' is not valid percent-encoding.` });
  }
}

/**
 * The model API on Node's own request and response: an exact lookup of method and path, then begin → authenticate →
 * read the body → the route, and every error through the one error sender. Express stays off this path: swapping
 * the prototypes of req/res and walking its router cost more CPU than the rest of a passthrough request
 * (bench/README.md, Performance in the gateway README). Paths match as Express would match them (case-insensitive, one
 * trailing slash allowed, HEAD as GET); everything else goes to `fallback`.
 */
export function createApiListener(options: {
  routes: readonly ApiRoute[];
  begin: BeginRequest;
  authenticate: RequestAuthenticator;
  readBody: GuardedBodyReader;
  sendError: ErrorSender;
  fallback: RequestListener;
}): RequestListener {
  const { begin, authenticate, readBody, sendError, fallback } = options;
  const exact = new Map<string, ApiRoute>();
  const prefixes: ApiRoute[] = [];
  for (const route of options.routes) {
    if (route.prefix === true) prefixes.push(route);
    else exact.set(`${route.method} ${route.path}`, route);
  }

  const find = (method: string, path: string): Match | undefined => {
    const route = exact.get(`${method} ${path}`);
    if (route !== undefined) return { route, pathRest: '' };
    // The rare spelling: other case, a trailing slash, an ID after a prefix.
    const lower = path.toLowerCase();
    const normal = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
    const again = exact.get(`${method} ${normal}`);
    if (again !== undefined) return { route: again, pathRest: '' };
    for (const candidate of prefixes) {
      if (candidate.method === method && normal.startsWith(candidate.path) && normal.length > candidate.path.length) {
        return { route: candidate, pathRest: path.slice(candidate.path.length, normal.length === lower.length ? undefined : -1) };
      }
    }
    return undefined;
  };

  const run = async (request: IncomingMessage, response: ServerResponse, context: RequestContext, match: Match, query: string): Promise<void> => {
    try {
      const pathRest = match.pathRest === '' ? '' : decodePathRest(match.pathRest);
      await authenticate(request, query, context);
      // No local holds the parsed body while the route runs: the route may let it go (takeBody).
      await match.route.handle(createExchange(request, response, context, query, pathRest, match.route.readsBody ? await readBody(request, response, context) : undefined));
    } catch (error) {
      sendError(error, response, context);
    }
  };

  return (request, response) => {
    const url = splitRequestUrl(request.url ?? '/');
    const method = request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET');
    const match = url === undefined ? undefined : find(method, url.path);
    if (url === undefined || match === undefined) {
      fallback(request, response);
      return;
    }
    const context = begin(request, response, url.path);
    context.route = match.route.label;
    if (match.route.format !== undefined) context.format = match.route.format;
    void run(request, response, context, match, url.query);
  };
}
