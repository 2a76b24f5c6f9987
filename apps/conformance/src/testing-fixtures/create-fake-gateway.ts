import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  chatCompletion,
  chatStream,
  encodeNamedEvents,
  messagesResponse,
  messagesStreamEvents,
  modelList,
  responsesResponse,
  responsesStream,
} from './fake-answers.js';

/** Deliberate faults a test can switch on; a fake with none of them follows the SPEC. */
export type FakeGatewayFaults = {
  acceptWrongToken?: boolean;
  dropMessageStop?: boolean;
  openAiEnvelopeOnMessages?: boolean;
  /** Streams /v1/messages up to its last block, then neither ends nor errors (PEERS #47). */
  hangMessagesStream?: boolean;
  /** Leaves out x-should-retry on client errors and retry-after on 429 (advisories, not failures). */
  noRetryHints?: boolean;
};

export type FakeGatewayOptions = {
  token: string;
  /** A token that is always answered 429 (an exhausted quota). */
  limitedToken?: string;
  models: readonly string[];
  faults?: FakeGatewayFaults;
  /** The endpoints it serves (default all four); the others answer 404 like any unknown path. */
  serves?: readonly Route[];
  /** How it authenticates (default bearer); `none` accepts every request. */
  auth?: 'bearer' | 'x-api-key' | 'none';
};

export type FakeGateway = { baseUrl: string; requests: string[]; close(): Promise<void> };

export type Route = 'models' | 'chat' | 'responses' | 'messages';
const ROUTES: Record<string, { method: string; route: Route }> = {
  '/v1/models': { method: 'GET', route: 'models' },
  '/v1/chat/completions': { method: 'POST', route: 'chat' },
  '/v1/responses': { method: 'POST', route: 'responses' },
  '/v1/messages': { method: 'POST', route: 'messages' },
};
const OPENAI_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'invalid_request_error',
  404: 'invalid_request_error',
  429: 'rate_limit_error',
};
const ANTHROPIC_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** A small in-process server that speaks the three formats on 127.0.0.1 (test fixture). */
export async function createFakeGateway(options: FakeGatewayOptions): Promise<FakeGateway> {
  const faults = options.faults ?? {};
  const requests: string[] = [];
  let counter = 0;

  const send = (response: ServerResponse, status: number, contentType: string, body: string): void => {
    const hints = faults.noRetryHints === true ? {} : status === 429 ? { 'retry-after': '30' } : status >= 400 ? { 'x-should-retry': 'false' } : {};
    response.writeHead(status, { 'content-type': contentType, 'x-request-id': `req_${(counter += 1)}`, ...hints });
    response.end(body);
  };
  const fail = (response: ServerResponse, route: Route | undefined, status: number, message: string): void => {
    const anthropic = route === 'messages' && faults.openAiEnvelopeOnMessages !== true;
    const body = anthropic
      ? { type: 'error', error: { type: ANTHROPIC_TYPES[status] ?? 'api_error', message } }
      : { error: { message, type: OPENAI_TYPES[status] ?? 'server_error', param: null, code: null } };
    send(response, status, 'application/json', JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${request.method ?? ''} ${url.pathname}`);
    const entry = ROUTES[url.pathname];
    const text = await readBody(request);
    const served = entry !== undefined && (options.serves === undefined || options.serves.includes(entry.route));
    if (entry === undefined || !served || entry.method !== request.method) {
      fail(response, undefined, 404, `no route for ${request.method ?? ''} ${url.pathname}`);
      return;
    }
    const { route } = entry;
    const style = options.auth ?? 'bearer';
    const credential = style === 'x-api-key' ? String(request.headers['x-api-key'] ?? '') : request.headers.authorization ?? '';
    const expected = (token: string): string => (style === 'x-api-key' ? token : `Bearer ${token}`);
    if (options.limitedToken !== undefined && credential === expected(options.limitedToken)) {
      fail(response, route, 429, 'token quota exhausted');
      return;
    }
    const wrongTokenAccepted = faults.acceptWrongToken === true && credential.length > 0 && (style === 'x-api-key' || credential.startsWith('Bearer '));
    if (style !== 'none' && credential !== expected(options.token) && !wrongTokenAccepted) {
      fail(response, route, 401, 'missing or invalid token');
      return;
    }
    if (route === 'models') {
      send(response, 200, 'application/json', JSON.stringify(modelList(options.models)));
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      fail(response, route, 400, 'the body is not valid JSON');
      return;
    }
    const missing =
      typeof body.model !== 'string' ? 'model'
      : route === 'responses' ? (body.input === undefined ? 'input' : undefined)
      : !Array.isArray(body.messages) ? 'messages'
      : route === 'messages' && typeof body.max_tokens !== 'number' ? 'max_tokens'
      : undefined;
    if (missing !== undefined) {
      fail(response, route, 400, `"${missing}" is required`);
      return;
    }
    const model = String(body.model);
    if (!options.models.includes(model)) {
      fail(response, route, 404, `model ${model} does not exist; call GET /v1/models`);
      return;
    }
    const stream = body.stream === true;
    if (route === 'chat') {
      const options = body.stream_options;
      const includeUsage = typeof options === 'object' && options !== null && (options as Record<string, unknown>).include_usage === true;
      if (stream) send(response, 200, 'text/event-stream', chatStream(model, includeUsage));
      else send(response, 200, 'application/json', JSON.stringify(chatCompletion(model)));
    } else if (route === 'responses') {
      if (stream) send(response, 200, 'text/event-stream', responsesStream(model));
      else send(response, 200, 'application/json', JSON.stringify(responsesResponse(model)));
    } else if (stream) {
      const events = messagesStreamEvents(model).filter(
        (event) => !(faults.dropMessageStop === true && event.type === 'message_stop'),
      );
      if (faults.hangMessagesStream === true) {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'x-request-id': `req_${(counter += 1)}` });
        response.write(encodeNamedEvents(events.slice(0, 5)));
        return;
      }
      send(response, 200, 'text/event-stream', encodeNamedEvents(events));
    } else {
      send(response, 200, 'application/json', JSON.stringify(messagesResponse(model)));
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
