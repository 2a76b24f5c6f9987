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

/** Resolved: what a request authenticated at once waits on, for one microtask (see the listener). */
const settledTurn = Promise.resolve();

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
 * read the body → the route, and every error through the one error sender. A token the auth cache holds and a body
 * buffered with its head go through in one microtask turn, without an async frame or a promise each. Express stays off this path: swapping
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
  // The exact paths of each method, each with its match made once: no `method path` key built and hashed, and no
  // match object, a request.
  const exact = new Map<string, Map<string, Match>>();
  const prefixes: ApiRoute[] = [];
  for (const route of options.routes) {
    if (route.prefix === true) prefixes.push(route);
    else {
      let paths = exact.get(route.method);
      if (paths === undefined) exact.set(route.method, (paths = new Map()));
      paths.set(route.path, { route, pathRest: '' });
    }
  }
  const noPaths = new Map<string, Match>();

  const find = (method: string, path: string): Match | undefined => {
    const paths = exact.get(method) ?? noPaths;
    const found = paths.get(path);
    if (found !== undefined) return found;
    // The rare spelling: other case, a trailing slash, an ID after a prefix.
    const lower = path.toLowerCase();
    const normal = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
    const again = paths.get(normal);
    if (again !== undefined) return again;
    for (const candidate of prefixes) {
      if (candidate.method === method && normal.startsWith(candidate.path) && normal.length > candidate.path.length) {
        return { route: candidate, pathRest: path.slice(candidate.path.length, normal.length === lower.length ? undefined : -1) };
      }
    }
    return undefined;
  };

  /** The route run on what was read; its failure, at once or later, through the error sender. */
  const handOver = (request: IncomingMessage, response: ServerResponse, context: RequestContext, route: ApiRoute, query: string, pathRest: string, body: JsonBody | undefined): void => {
    let handled: Promise<void> | void;
    try {
      // No local holds the parsed body while the route runs: the route may let it go (takeBody).
      handled = route.handle(createExchange(request, response, context, query, pathRest, body));
    } catch (error) {
      sendError(error, response, context);
      return;
    }
    if (handled !== undefined) handled.then(undefined, (error: unknown) => sendError(error, response, context));
  };

  /** After authentication: the body (at once when it is buffered whole, as a small one is), then the route. */
  const proceed = (request: IncomingMessage, response: ServerResponse, context: RequestContext, route: ApiRoute, query: string, pathRest: string): void => {
    let body: JsonBody | Promise<JsonBody> | undefined;
    try {
      body = route.readsBody ? readBody(request, response, context) : undefined;
    } catch (error) {
      sendError(error, response, context);
      return;
    }
    if (body instanceof Promise) {
      body.then(
        (read) => handOver(request, response, context, route, query, pathRest, read),
        (error: unknown) => sendError(error, response, context),
      );
    } else handOver(request, response, context, route, query, pathRest, body);
  };

  return (request, response) => {
    const url = splitRequestUrl(request.url ?? '/');
    const method = request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET');
    const match = url === undefined ? undefined : find(method, url.path);
    if (url === undefined || match === undefined) {
      fallback(request, response);
      return;
    }
    const { route } = match;
    const query = url.query;
    const context = begin(request, response, url.path);
    context.route = route.label;
    if (route.format !== undefined) context.format = route.format;
    let authenticated: Promise<void> | undefined;
    let pathRest: string;
    try {
      pathRest = match.pathRest === '' ? '' : decodePathRest(match.pathRest);
      authenticated = authenticate(request, query, context);
    } catch (error) {
      sendError(error, response, context);
      return;
    }
    // One microtask turn either way: the request event comes before Node's parser has buffered the body that
    // arrived with the head, so the body is read after this I/O callback (at once, then, when it is all there).
    (authenticated ?? settledTurn).then(
      () => proceed(request, response, context, route, query, pathRest),
      (error: unknown) => sendError(error, response, context),
    );
  };
}
