import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FormatId } from '@modelgate/ir';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import { createDemoProvider } from '../providers/demo/create-demo-provider.js';

export type ScriptedUpstream = {
  /** The address to put in `base_url` (with /v1 for the OpenAI kinds, the root for Anthropic). */
  baseUrl: string;
  requests: { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  close(): Promise<void>;
};


/**
 * A loopback upstream of one kind for end-to-end tests: it answers on its format's path with the demo model's
 * deterministic answers (text, or a tool call when asked), streamed or not, with usage, and records each request.
 * `port` starts it again where a closed one listened (an upstream that recovers).
 */
export async function startScriptedUpstream(format: FormatId, options: { port?: number } = {}): Promise<ScriptedUpstream> {
  let counter = 0;
  const demo = createDemoProvider({ name: `scripted-${format}`, now: () => 1_763_700_000_000, newId: (prefix) => `${prefix}up${++counter}` });
  const requests: ScriptedUpstream['requests'] = [];
  // Where the gateway's HTTP provider posts this format, from a base address of `<root>/v1` (the model in the body).
  const path = FORMAT_MODULES[format].wire.path('/v1', { model: '', stream: false });
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      void (async () => {
        if (request.method !== 'POST' || request.url !== path) {
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"no such path"}}');
          return;
        }
        const body = JSON.parse(text) as Record<string, unknown>;
        requests.push({ path: request.url, headers: request.headers, body });
        const stream = body['stream'] === true;
        const answer = await demo.send({ format, upstreamModel: typeof body['model'] === 'string' ? body['model'] : 'demo', body, stream, forwardHeaders: {}, signal: new AbortController().signal });
        response.writeHead(answer.status, answer.headers);
        for await (const chunk of answer.body) response.write(chunk);
        response.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: format === 'anthropic-messages' ? root : `${root}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
