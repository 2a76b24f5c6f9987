import { request as httpRequest } from 'node:http';

/**
 * Posts a streamed request to `url` and reads its answer as a client does: to its end, or (with `hangUpAfter`) until
 * that text has arrived, then hangs up. Resolves with what was read.
 */
export function readGatewayStream(url: string, secret: string, body: Record<string, unknown>, hangUpAfter?: string): Promise<string> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    let received = '';
    const client = httpRequest(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
    });
    client.on('error', (error) => (hangUpAfter === undefined ? reject(error) : resolve(received)));
    client.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        if (hangUpAfter !== undefined && received.includes(hangUpAfter)) {
          client.destroy();
          resolve(received);
        }
      });
      response.on('end', () => resolve(received));
      response.on('error', () => resolve(received));
    });
    client.end(text);
  });
}
