import type { IncomingMessage, ServerResponse } from 'node:http';
import { GatewayError } from '../errors/gateway-error.js';
import { createBodyAbortedError, type JsonBody, type JsonBodyReader } from './create-json-body-reader.js';
import type { RequestContext } from './request-context.js';

/** As JsonBodyReader: a body buffered whole at once (or its error thrown), any other a promise. */
export type GuardedBodyReader = (request: IncomingMessage, response: ServerResponse, context: RequestContext) => JsonBody | Promise<JsonBody>;

/** How many bodies of one token may wait for a reading slot, per slot: beyond that, a 429. */
const WAITING_PER_SLOT = 16;

/** One token's bodies: how many are being read, and the starts of those waiting for a slot, in arrival order. */
type TokenBodies = { reading: number; waiting: (() => void)[] };

/**
 * Bounds what reading request bodies can cost: a body must arrive whole within `timeoutMs` of its headers (else a
 * 408, and the connection closes), and one token has at most `maxPendingPerToken` bodies read at once. A body beyond
 * that waits unread (the socket's backpressure holds its bytes with the client) until one of the token's bodies
 * before it has arrived, so prompt uploads are all read in turn while a token's stalled bodies cannot make the gateway
 * buffer more than the cap; the wait counts toward the body's deadline. Only when sixteen times the cap already wait
 * is a body refused (429). Bodies are read before admission, so without this a token with no budget left could hold
 * a gigabyte of half-sent bodies open for ever. A waiting body whose client hangs up leaves the line at once. A body
 * already buffered with its headers (the common case) skips all of it.
 */
export function createBodyGuard(read: JsonBodyReader, options: { timeoutMs: number; maxPendingPerToken: number }): GuardedBodyReader {
  const tokens = new Map<string, TokenBodies>();
  const seconds = `${options.timeoutMs / 1000} s`;
  const maxWaiting = options.maxPendingPerToken * WAITING_PER_SLOT;

  const release = (key: string, bodies: TokenBodies): void => {
    const next = bodies.waiting.shift();
    if (next !== undefined) return next();
    bodies.reading -= 1;
    if (bodies.reading === 0) tokens.delete(key);
  };

  return (request, response, context) => {
    const declared = request.headers['content-length'];
    if (declared !== undefined && request.readableLength === Number(declared)) return read(request, response);
    const key = context.principal?.tokenId ?? '';
    let bodies = tokens.get(key);
    if (bodies === undefined) tokens.set(key, (bodies = { reading: 0, waiting: [] }));
    const mine = bodies;
    if (mine.reading >= options.maxPendingPerToken && mine.waiting.length >= maxWaiting) {
      response.setHeader('connection', 'close');
      context.diagnostic.limit = 'pending_bodies';
      const uploading = `${mine.reading} request ${mine.reading === 1 ? 'body' : 'bodies'} being uploaded`;
      return Promise.reject(
        new GatewayError({
          code: 'rate_limited',
          retryAfterSeconds: 1,
          message: `This token already has ${uploading} and ${mine.waiting.length} waiting; finish or cancel those before sending more.`,
        }),
      );
    }

    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        response.setHeader('connection', 'close');
        reject(new GatewayError({ code: 'invalid_request', status: 408, message: `The request body did not arrive within ${seconds} of its headers. Send the body promptly, or ask the operator to raise server.body_timeout_ms.` }));
      }, options.timeoutMs);
      timer.unref();
    });
    // This body's turn: it takes a reading slot (at once when one is free), unless it timed out while waiting, when
    // the slot it was handed goes to the next in line.
    let state: 'waiting' | 'reading' | 'abandoned' = 'waiting';
    let begin: () => void = () => undefined;
    const slot = new Promise<void>((resolve) => {
      begin = () => {
        if (state === 'abandoned') return release(key, mine);
        state = 'reading';
        resolve();
      };
    });
    // A client that hangs up while its body waits: its place in line goes at once, not at its deadline.
    let hangUp: (error: Error) => void = () => undefined;
    const hungUp = new Promise<never>((_, reject) => {
      hangUp = reject;
    });
    const onClose = (): void => {
      if (state === 'waiting') hangUp(createBodyAbortedError());
    };
    if (mine.reading < options.maxPendingPerToken) {
      mine.reading += 1;
      begin();
    } else {
      mine.waiting.push(begin);
      request.once('close', onClose);
    }
    const reading = slot.then(() => read(request, response));
    // The reader ends with the connection after a timeout; its late failure is nobody's to handle.
    reading.catch(() => undefined);
    return Promise.race([reading, deadline, hungUp]).finally(() => {
      clearTimeout(timer);
      request.off('close', onClose);
      if (state === 'reading') return release(key, mine);
      state = 'abandoned';
      const index = mine.waiting.indexOf(begin);
      if (index >= 0) mine.waiting.splice(index, 1);
    });
  };
}
