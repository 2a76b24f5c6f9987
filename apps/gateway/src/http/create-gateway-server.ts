import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { renderError } from '@modelgate/openai-chat';
import type { RequestListener } from '../app/create-api-listener.js';

export type GatewayServerOptions = {
  /** Longest time a client may take to send a request's headers (`server.headers_timeout_ms`). */
  headersTimeoutMs: number;
  newId: (prefix: string) => string;
};

/** What Node's parser rejected, as the status and message a client can act on. */
function describeClientError(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are larger than this gateway accepts (16 KB). Send fewer or shorter headers.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request headers did not arrive in time. Send the whole request promptly.' };
    default:
      return { status: 400, message: `The request is not valid HTTP/1.1 (${code ?? 'parse error'}): check Content-Length, Transfer-Encoding and the header syntax.` };
  }
}

/**
 * The HTTP server for the gateway's listener: a header deadline (`headers_timeout_ms`, checked every second) and a
 * `clientError` handler, so what Node's own parser rejects (a `Content-Length: abc`, headers over 16 KB, headers that
 * never finish) still gets a JSON error envelope with a request ID instead of a bare status line. The path is not
 * known there, so the envelope is OpenAI's, which the Anthropic SDK reads as well (`error.message`). Bodies have their
 * own deadline in the API listener (`body_timeout_ms`), answered in the endpoint's envelope.
 */
export function createGatewayServer(listener: RequestListener, options: GatewayServerOptions): Server {
  const server = createServer({ headersTimeout: options.headersTimeoutMs, requestTimeout: 0, connectionsCheckingInterval: Math.min(1000, options.headersTimeoutMs) }, listener);
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    // A connection reset or a request already answered: nothing can be written any more.
    const answering = (socket as unknown as { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent === true) {
      socket.destroy();
      return;
    }
    const requestId = options.newId('req_');
    const { status, message } = describeClientError(error.code);
    const rendered = renderError({ status, message, requestId });
    const json = JSON.stringify(rendered.body);
    socket.end(
      `HTTP/1.1 ${rendered.status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(json)}\r\nx-request-id: ${requestId}\r\nx-should-retry: false\r\nconnection: close\r\n\r\n${json}`,
    );
  });
  return server;
}
