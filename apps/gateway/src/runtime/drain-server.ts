import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestDrain } from '../app/create-request-drain.js';

export type ServerDrain = {
  /** Resolves when the server closed: every connection ended. */
  done: Promise<void>;
  /** Ends the grace period now (a second signal): running requests are cut at once. */
  cutNow(): void;
};

/** How often idle keep-alive connections are closed while draining (a response that just ended leaves one). */
const IDLE_SWEEP_MS = 250;
/** How long cut requests get to write their last event before every connection is closed regardless. */
const CUT_FLUSH_MS = 2000;

/**
 * Stops a server the way a rolling deploy needs: no new connections, idle ones closed, new requests on open ones
 * refused (a 503 in their format, then the connection closes), running requests left to finish for `graceMs`; then every model request still running is cut by the drain (a stream gets its format's error
 * event, a request waiting for its upstream a 503 in its format) and the remaining connections are closed.
 */
export function drainServer(server: Server, drain: RequestDrain, graceMs: number): ServerDrain {
  let cutting = false;
  // Requests that still arrive on open keep-alive connections: refused in their format, and their connection closed.
  drain.refuseNew();
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    response.shouldKeepAlive = false;
  });
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  const done = new Promise<void>((resolve) => {
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(grace);
      resolve();
    });
  });
  server.closeIdleConnections();
  const cutNow = (): void => {
    clearTimeout(grace);
    if (cutting) return;
    cutting = true;
    const flushed = setTimeout(() => server.closeAllConnections(), CUT_FLUSH_MS);
    flushed.unref();
    void drain.cut().then(() => {
      clearTimeout(flushed);
      server.closeIdleConnections();
      // Whatever is still open is not a model request (e.g. a slow admin call): it does not hold the shutdown up.
      setImmediate(() => server.closeAllConnections());
    });
  };
  const grace = setTimeout(cutNow, graceMs);
  grace.unref();
  return { done, cutNow };
}
