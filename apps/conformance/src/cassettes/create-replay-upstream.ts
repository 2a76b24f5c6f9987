import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { toSchemaFindings } from '../formats/to-schema-findings.js';
import { isJsonObject, parseJsonBody } from '../http/parse-json-body.js';
import type { FormatName } from '../types.js';
import type { Cassette } from './cassette.js';

/** One request the replay upstream received, as the gateway sent it. */
export type ReplayedRequest = { method: string; path: string; headers: Record<string, string>; body: string; cassetteId?: string };

export type ReplayUpstream = {
  /** The server's root, e.g. http://127.0.0.1:41234 (chat and responses upstreams use `${url}/v1`). */
  url: string;
  requests: ReplayedRequest[];
  close(): Promise<void>;
};

export type ReplayUpstreamOptions = {
  cassettes: readonly Cassette[];
  host?: string;
  port?: number;
  /** Bytes per written piece of a stream, so decoders meet split events (default 37). */
  chunkSize?: number;
  /**
   * Key-less mode, for judging the server in front rather than the upstream: no key is checked (the replay upstream
   * never checks one) and a model that names no cassette of the path's format gets that format's text cassette
   * (`<format>-text`), so a server that leaves authentication or model checks to its upstream answers 200 and shows it.
   */
  keyless?: boolean;
};

const FORMAT_BY_SUFFIX: readonly [string, FormatName][] = [
  ['/chat/completions', 'chat'],
  ['/responses', 'responses'],
  ['/messages', 'messages'],
];

function formatOfPath(path: string): FormatName | undefined {
  return FORMAT_BY_SUFFIX.find(([suffix]) => path.endsWith(suffix))?.[1];
}

function sendError(response: ServerResponse, format: FormatName | undefined, status: number, message: string): void {
  const body = FORMAT_PROFILES[format ?? 'chat'].renderErrorBody(status, message);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * An upstream that answers from cassettes: a POST whose `model` is a cassette id (or ends in `/<id>`) gets that
 * cassette's stream (or, without `stream: true`, its whole answer; or its error status and body), if the path speaks the cassette's format and the body validates as that format's request.
 * `GET …/models` lists the cassette ids. Binds to 127.0.0.1 unless told otherwise.
 */
export async function createReplayUpstream(options: ReplayUpstreamOptions): Promise<ReplayUpstream> {
  const requests: ReplayedRequest[] = [];
  const chunkSize = options.chunkSize ?? 37;
  const byId = new Map(options.cassettes.map((cassette) => [cassette.id, cassette]));

  let counter = 0;
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    counter += 1;
    response.setHeader('x-request-id', `req_replay_${counter}`);
    const path = new URL(request.url ?? '/', 'http://replay').pathname;
    const body = await readBody(request);
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const record: ReplayedRequest = { method: request.method ?? '', path, headers, body };
    requests.push(record);
    if (path.endsWith('/messages')) response.setHeader('request-id', `req_replay_${counter}`);
    if (request.method === 'GET' && path.endsWith('/models')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: options.cassettes.map((cassette) => ({ id: cassette.id, object: 'model', created: 0, owned_by: 'cassette' })) }));
      return;
    }
    const format = formatOfPath(path);
    if (request.method !== 'POST' || format === undefined) {
      sendError(response, format, 404, `the replay upstream serves no ${request.method ?? ''} ${path}`);
      return;
    }
    const parsed = parseJsonBody(body);
    const model = parsed.ok && isJsonObject(parsed.value) && typeof parsed.value.model === 'string' ? parsed.value.model : '';
    const named = byId.get(model) ?? byId.get(model.split('/').at(-1) ?? '');
    const fitting = named !== undefined && named.upstream.format === format ? named : undefined;
    const cassette = options.keyless === true ? (fitting ?? byId.get(`${format}-text`)) : named;
    if (!parsed.ok || cassette === undefined) {
      sendError(response, format, 404, `no cassette for model "${model}"; cassettes: ${[...byId.keys()].join(', ')}`);
      return;
    }
    record.cassetteId = cassette.id;
    if (cassette.upstream.format !== format) {
      sendError(response, format, 400, `cassette ${cassette.id} records a ${cassette.upstream.format} upstream, but was asked on ${path}`);
      return;
    }
    const findings = toSchemaFindings(FORMAT_PROFILES[format].schema.request(parsed.value));
    if (findings.length > 0) {
      sendError(response, format, 400, `the upstream request is not a valid ${format} request: ${findings.slice(0, 5).join('; ')}`);
      return;
    }
    const status = cassette.upstream.status ?? 200;
    if (status >= 400) {
      response.writeHead(status, { 'content-type': 'application/json', ...(status === 429 ? { 'retry-after': '2' } : {}) });
      response.end(JSON.stringify(cassette.upstreamJson));
      return;
    }
    if (!isJsonObject(parsed.value) || parsed.value.stream !== true) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(cassette.upstreamJson));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const bytes = Buffer.from(cassette.upstreamSse, 'utf8');
    for (let offset = 0; offset < bytes.length; offset += chunkSize) response.write(bytes.subarray(offset, offset + chunkSize));
    response.end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error), type: 'server_error', param: null, code: null } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
