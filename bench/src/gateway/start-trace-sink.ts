import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TraceSink = {
  /** The OTLP/HTTP address to give the gateway (`tracing.endpoint`). */
  endpoint: string;
  /** Exports received so far and their bytes: the gateway did export. */
  received(): { exports: number; bytes: number };
  close(): Promise<void>;
};

/**
 * A collector that only says yes: it reads each OTLP export, counts it and answers 200, so a traced gateway pays
 * for building and sending its spans and nothing else. In the harness process (it decodes nothing).
 */
export async function startTraceSink(): Promise<TraceSink> {
  let exports = 0;
  let bytes = 0;
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => ({ exports, bytes }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
