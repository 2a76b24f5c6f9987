import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UpstreamRequestRecord, UpstreamScript } from './upstream-record.js';

export type ScriptedUpstream = {
  kind: UpstreamScript['kind'];
  /** http://127.0.0.1:<port> (the service root). */
  url: string;
  /** Every request received since the last call, oldest first; also resets the script's per-run state. */
  takeRequests(): UpstreamRequestRecord[];
  close(): Promise<void>;
};

const KEPT_HEADERS = ['authorization', 'x-api-key', 'anthropic-version', 'anthropic-beta', 'content-type', 'accept', 'user-agent'];

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Serves one scripted upstream on 127.0.0.1 (port 0) and records every request it receives. */
export async function startScriptedUpstream(script: UpstreamScript): Promise<ScriptedUpstream> {
  let records: UpstreamRequestRecord[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      if (request.method === 'HEAD') {
        // Claude Code's connection pre-warm (PROTOCOLS §0.2) when it talks to the upstream directly (--baseline).
        response.writeHead(200).end();
        return;
      }
      const base = { kind: script.kind, method: request.method ?? '?', path, headers, body: parseJson(text) };
      if (request.method !== 'POST' || path !== script.path) {
        records.push({ ...base, stream: false, reply: 'not-found', problems: [`unexpected ${request.method ?? '?'} ${path}`], toolNames: [] });
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `no route ${path}`, type: 'not_found' } }));
        return;
      }
      const answer = script.answer(base.body);
      records.push({ ...base, ...answer.record });
      response.writeHead(answer.status, answer.headers);
      for (const chunk of answer.chunks) response.write(chunk);
      response.end();
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    kind: script.kind,
    url: `http://127.0.0.1:${port}`,
    takeRequests() {
      const taken = records;
      records = [];
      script.reset();
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
