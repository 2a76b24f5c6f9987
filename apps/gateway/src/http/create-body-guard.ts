import type { IncomingMessage, ServerResponse } from 'node:http';
import { GatewayError } from '../errors/gateway-error.js';
import type { JsonBody, JsonBodyReader } from './create-json-body-reader.js';
import type { RequestContext } from './request-context.js';

export type GuardedBodyReader = (request: IncomingMessage, response: ServerResponse, context: RequestContext) => Promise<JsonBody>;

/**
 * Bounds what reading request bodies can cost: a body must arrive whole within `timeoutMs` of its headers (else a
 * 408, and the connection closes), and one token may have at most `maxPendingPerToken` bodies arriving at once (else
 * a 429). Bodies are read before admission, so without these a token with no budget left could hold a gigabyte of
 * half-sent bodies open for ever. A body already buffered with its headers (the common case) skips both.
 */
export function createBodyGuard(read: JsonBodyReader, options: { timeoutMs: number; maxPendingPerToken: number }): GuardedBodyReader {
  const pending = new Map<string, number>();
  const seconds = `${options.timeoutMs / 1000} s`;
  return (request, response, context) => {
    const declared = request.headers['content-length'];
    if (declared !== undefined && request.readableLength === Number(declared)) return read(request, response);
    const key = context.principal?.tokenId ?? '';
    const count = pending.get(key) ?? 0;
    if (count >= options.maxPendingPerToken) {
      response.setHeader('connection', 'close');
      context.diagnostic.limit = 'pending_bodies';
      return Promise.reject(
        new GatewayError({
          code: 'rate_limited',
          retryAfterSeconds: 1,
          message: `This token already has ${count} request bodies being uploaded; finish or cancel those before sending more.`,
        }),
      );
    }
    pending.set(key, count + 1);
    const reading = read(request, response);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        response.setHeader('connection', 'close');
        reject(new GatewayError({ code: 'invalid_request', status: 408, message: `The request body did not arrive within ${seconds} of its headers. Send the body promptly, or ask the operator to raise server.body_timeout_ms.` }));
      }, options.timeoutMs);
      timer.unref();
    });
    // The reader ends with the connection after a timeout; its late failure is nobody's to handle.
    reading.catch(() => undefined);
    return Promise.race([reading, deadline]).finally(() => {
      clearTimeout(timer);
      const left = (pending.get(key) ?? 1) - 1;
      if (left === 0) pending.delete(key);
      else pending.set(key, left);
    });
  };
}
