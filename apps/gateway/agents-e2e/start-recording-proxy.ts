import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One exchange between a client and the gateway, as the client saw it. */
export type ClientExchange = { method: string; path: string; status: number; contentType: string; requestModel: string | undefined; responseText: string };

export type RecordingProxy = { url: string; takeExchanges(): ClientExchange[]; close(): Promise<void> };

function readRequestModel(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'model' in parsed && typeof parsed.model === 'string' ? parsed.model : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A loopback proxy between a client and the gateway that passes bytes through unchanged (streams included) and keeps
 * what the gateway answered, so a failed run shows exactly which event the client got.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const targetUrl = new URL(target);
  let exchanges: ClientExchange[] = [];
  const server = createServer((incoming, outgoing) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      const body = Buffer.concat(parts);
      const upstream = forward(
        { host: targetUrl.hostname, port: targetUrl.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: targetUrl.host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          const received: Buffer[] = [];
          answer.on('data', (part: Buffer) => {
            received.push(part);
            outgoing.write(part);
          });
          answer.on('end', () => {
            outgoing.end();
            exchanges.push({
              method: incoming.method ?? '?',
              path: incoming.url ?? '/',
              status: answer.statusCode ?? 0,
              contentType: String(answer.headers['content-type'] ?? ''),
              requestModel: readRequestModel(body.toString('utf8')),
              responseText: Buffer.concat(received).toString('utf8'),
            });
          });
        },
      );
      upstream.on('error', (error) => outgoing.destroy(error));
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    takeExchanges() {
      const taken = exchanges;
      exchanges = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
