import { Agent, createServer, request as sendRequest, type Server } from 'node:http';

/** Path → upstream port. The floor forwards by path only and never reads a body. */
export type FloorRoutes = Record<string, number>;

/**
 * The floor: the least a Node proxy can do (node:http + a keep-alive agent, piping both ways). Whatever a gateway
 * costs above this is the gateway's own work.
 */
export function createFloorProxyServer(routes: FloorRoutes): Server {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });
  const server = createServer((request, response) => {
    const port = routes[request.url?.split('?')[0] ?? ''];
    if (port === undefined) {
      response.writeHead(404).end();
      return;
    }
    const upstream = sendRequest(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  return server;
}
