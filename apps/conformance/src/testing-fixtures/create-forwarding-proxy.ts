import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ForwardingProxy = { baseUrl: string; close(): Promise<void> };

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * A passthrough "gateway" for tests: forwards every request to `upstream` on the same path, with its own upstream
 * key, or (leaky) with the client's Authorization header. No translation.
 */
export async function createForwardingProxy(options: {
  upstream: string;
  leakClientToken?: boolean;
  /** Plants a defect: rewrites each upstream answer body before it goes to the client. */
  rewrite?: (body: string) => string;
}): Promise<ForwardingProxy> {
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const authorization = options.leakClientToken === true ? (request.headers.authorization ?? '') : 'Bearer upstream-key';
      const upstream = await fetch(`${options.upstream}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers: { authorization, 'content-type': 'application/json' },
        ...(request.method === 'POST' ? { body } : {}),
      });
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
        'x-request-id': 'req_proxy',
      });
      const text = await upstream.text();
      response.end(options.rewrite === undefined ? text : options.rewrite(text));
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
