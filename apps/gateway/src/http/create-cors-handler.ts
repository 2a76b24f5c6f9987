import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CorsOptions } from './cors-options.js';

/** Runs before every request; true when it answered it (a preflight), false when the request goes on. */
export type CorsHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * CORS for browser clients. An allowed origin gets `access-control-allow-origin` (its own, or `*`) and the exposed
 * headers on every answer; a preflight (`OPTIONS` with `access-control-request-method`) on any path is answered 204
 * with the allowed methods and those requested headers that are allowed, and goes no further. A request from another
 * origin gets no CORS header, so the browser refuses it. Written here rather than with the `cors` package: that one
 * runs as connect middleware (the model API does not go through Express) and cannot allow the SDKs' `x-stainless-*`
 * headers by prefix; it would have to echo every requested header instead.
 */
export function createCorsHandler(options: CorsOptions): CorsHandler {
  const anyOrigin = options.allowedOrigins.includes('*');
  const origins = new Set(options.allowedOrigins);
  const exact = new Set(options.allowedHeaders.filter((name) => !name.endsWith('*')).map((name) => name.toLowerCase()));
  const prefixes = options.allowedHeaders.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1).toLowerCase());
  const methods = options.allowedMethods.join(', ');
  const exposed = options.exposedHeaders.join(', ');
  const maxAge = String(options.maxAgeSeconds);
  const isAllowedHeader = (name: string): boolean => exact.has(name) || prefixes.some((prefix) => name.startsWith(prefix));

  return (request, response) => {
    const origin = request.headers.origin;
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (origin === undefined && !preflight) return false;
    // The answer depends on the Origin: caches must keep one per origin.
    if (!anyOrigin) response.setHeader('vary', preflight ? 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' : 'Origin');
    const allowed = origin !== undefined && (anyOrigin || origins.has(origin));
    if (allowed) response.setHeader('access-control-allow-origin', anyOrigin ? '*' : origin);
    if (!preflight) {
      if (allowed && exposed !== '') response.setHeader('access-control-expose-headers', exposed);
      return false;
    }
    if (allowed) {
      response.setHeader('access-control-allow-methods', methods);
      const requested = (request.headers['access-control-request-headers'] ?? '').split(',').map((name) => name.trim().toLowerCase()).filter((name) => name !== '');
      const headers = requested.filter(isAllowedHeader);
      if (headers.length > 0) response.setHeader('access-control-allow-headers', headers.join(', '));
      response.setHeader('access-control-max-age', maxAge);
    }
    response.statusCode = 204;
    response.end();
    return true;
  };
}
