import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { describeNetworkError, sendRequest } from './send-request.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('sendRequest', () => {
  it('reports a refused connection as a network error, without throwing', async () => {
    const port = await freePort();
    const exchange = await sendRequest({ method: 'GET', url: `http://127.0.0.1:${port}/v1/models`, headers: {} });
    expect(exchange.response).toBeUndefined();
    expect(exchange.networkError?.code).toBe('ECONNREFUSED');
  });

  it('reads status, lower-cased headers and body', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(418, { 'X-Request-Id': 'req_1', 'content-type': 'application/json' });
      response.end('{"ok":false}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const exchange = await sendRequest({ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {} });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(exchange.response).toMatchObject({ status: 418, bodyText: '{"ok":false}' });
    expect(exchange.response?.headers['x-request-id']).toBe('req_1');
  });

  it('keeps the part of a body that arrived before the time limit', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: message_start\ndata: {"type":"message_start"}\n\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const exchange = await sendRequest({ method: 'POST', url: `http://127.0.0.1:${port}/`, headers: {} }, { timeoutMs: 300 });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(exchange.response).toMatchObject({
      status: 200,
      bodyText: 'event: message_start\ndata: {"type":"message_start"}\n\n',
      incomplete: 'the body did not end before the time limit',
    });
  });

  it.each([
    [new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND x'), { code: 'ENOTFOUND' }) }), 'ENOTFOUND'],
    [new TypeError('fetch failed', { cause: Object.assign(new Error('cert'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }) }), 'DEPTH_ZERO_SELF_SIGNED_CERT'],
    [new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 'TIMEOUT'],
    [new TypeError('fetch failed', { cause: new Error('bad port') }), 'UNKNOWN'],
  ])('finds the code in %s', (error, code) => {
    expect(describeNetworkError(error).code).toBe(code);
  });
});
