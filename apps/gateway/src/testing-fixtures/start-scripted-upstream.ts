import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FormatId } from '@modelgate/ir';
import { createDemoProvider } from '../providers/demo/create-demo-provider.js';

export type ScriptedUpstream = {
  /** The address to put in `base_url` (with /v1 for the OpenAI kinds, the root for Anthropic). */
  baseUrl: string;
  requests: { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  close(): Promise<void>;
};

const PATHS: Record<FormatId, string> = {
  'openai-chat': '/v1/chat/completions',
  'openai-responses': '/v1/responses',
  'anthropic-messages': '/v1/messages',
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
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      void (async () => {
        if (request.method !== 'POST' || request.url !== PATHS[format]) {
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"no such path"}}');
          return;
        }
        const body = JSON.parse(text) as Record<string, unknown>;
        requests.push({ path: request.url, headers: request.headers, body });
        const stream = body['stream'] === true;
        const answer = await demo.send({ format, body, stream, forwardHeaders: {}, signal: new AbortController().signal });
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
