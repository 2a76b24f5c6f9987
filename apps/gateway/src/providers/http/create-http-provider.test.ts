import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors/upstream-error.js';
import { createHttpProvider, type HttpProviderOptions } from './create-http-provider.js';
import { CancelSwitch, type CancelSignal } from '../cancel-signal.js';

type Seen = { method: string | undefined; url: string | undefined; headers: IncomingMessage['headers']; rawHeaders: string[]; body: string };
const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function startUpstream(answer: (seen: Seen, write: (text: string) => void, end: (status?: number) => void) => void): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const record = { method: request.method, url: request.url, headers: request.headers, rawHeaders: request.rawHeaders, body };
      seen.push(record);
      let status = 200;
      answer(
        record,
        (text) => {
          if (!response.headersSent) response.writeHead(status, { 'content-type': 'text/plain', 'retry-after': '3' });
          response.write(text);
        },
        (code) => {
          status = code ?? status;
          if (!response.headersSent) response.writeHead(status, { 'retry-after': '3' });
          response.end();
        },
      );
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

function provider(overrides: Partial<HttpProviderOptions> & Pick<HttpProviderOptions, 'baseUrl' | 'format'>): ReturnType<typeof createHttpProvider> {
  const created = createHttpProvider({ name: 'up', apiKey: 'sk-upstream', headers: { 'x-team': 'a' }, timeouts: { connectMs: 1000, firstByteMs: 5000, idleMs: 5000 }, connections: 4, ...overrides });
  closers.push(() => created.close());
  return created;
}

async function text(body: AsyncIterable<Uint8Array>): Promise<string> {
  let result = '';
  for await (const chunk of body) result += Buffer.from(chunk).toString('utf8');
  return result;
}

const signal = (): CancelSignal => new CancelSwitch().signal;

describe('createHttpProvider', () => {
  it('posts chat to <base>/chat/completions with Bearer auth and configured headers', async () => {
    const upstream = await startUpstream((_seen, write, end) => {
      write('{"ok":true}');
      end();
    });
    const response = await provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-chat' }).send({ format: 'openai-chat', upstreamModel: 'm', body: { model: 'm' }, stream: false, forwardHeaders: {}, signal: signal() });
    expect(response.status).toBe(200);
    expect(await text(response.body)).toBe('{"ok":true}');
    expect(upstream.seen[0]).toMatchObject({ method: 'POST', url: '/v1/chat/completions', body: '{"model":"m"}' });
    expect(upstream.seen[0]?.headers).toMatchObject({ authorization: 'Bearer sk-upstream', 'x-team': 'a', 'content-type': 'application/json' });
  });

  it('sends the client JSON bytes as they are when the request carries it', async () => {
    const upstream = await startUpstream((_seen, write, end) => {
      write('{"ok":true}');
      end();
    });
    const bodyText = '{ "model": "m", "seed": 12345678901234567890, "temperature": 1.0 }';
    const response = await provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-chat' }).send({ format: 'openai-chat', upstreamModel: 'm', body: JSON.parse(bodyText) as Record<string, unknown>, bodyBytes: [Buffer.from(bodyText)], stream: false, forwardHeaders: {}, signal: signal() });
    await text(response.body);
    expect(upstream.seen[0]?.body).toBe(bodyText);
  });

  it('sends JSON bytes given in parts as one body of their joint length, not chunked', async () => {
    const upstream = await startUpstream((_seen, write, end) => {
      write('{"ok":true}');
      end();
    });
    const parts = ['{ "model": ', '"up"', `, "stop": ["${'é'.repeat(50_000)}"] }`].map((part) => Buffer.from(part, 'utf8'));
    const bodyText = Buffer.concat(parts).toString('utf8');
    const response = await provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-chat' }).send({ format: 'openai-chat', upstreamModel: 'up', body: JSON.parse(bodyText) as Record<string, unknown>, bodyBytes: parts, stream: false, forwardHeaders: {}, signal: signal() });
    await text(response.body);
    expect(upstream.seen[0]?.body).toBe(bodyText);
    expect(upstream.seen[0]?.headers['content-length']).toBe(String(Buffer.byteLength(bodyText)));
    expect(upstream.seen[0]?.headers['transfer-encoding']).toBeUndefined();
  });

  it('sends the same header lines, in the same order, for the usual request each time and around the unusual ones', async () => {
    const upstream = await startUpstream((_seen, write, end) => {
      write('{}');
      end();
    });
    const chat = provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-chat' });
    const bytes = [Buffer.from('{"model":"m"}')];
    const usual = { format: 'openai-chat' as const, upstreamModel: 'm', body: { model: 'm' }, bodyBytes: bytes, stream: false, forwardHeaders: {} };
    const sent = [
      { ...usual, signal: signal() },
      { ...usual, stream: true, signal: signal() },
      { ...usual, traceHeaders: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }, signal: signal() },
      { ...usual, forwardHeaders: { 'anthropic-version': '2023-06-01' }, signal: signal() },
      { ...usual, bodyBytes: [Buffer.from('{"model":'), Buffer.from('"m"}')], signal: signal() },
      { ...usual, signal: signal() },
    ];
    for (const request of sent) await text((await chat.send(request)).body);
    // The lines as sent, the host's value (its port) aside.
    const lines = upstream.seen.map((seen) => seen.rawHeaders.map((value, index) => (seen.rawHeaders[index - 1] === 'host' && index % 2 === 1 ? 'upstream' : value)));
    const open = ['host', 'upstream', 'connection', 'keep-alive', 'x-team', 'a', 'authorization', 'Bearer sk-upstream'];
    const json = ['content-type', 'application/json', 'accept', 'application/json', 'content-length', '13'];
    expect(lines[0]).toEqual([...open, ...json]);
    expect(lines[1]).toEqual([...open, 'content-type', 'application/json', 'accept', 'text/event-stream', 'content-length', '13']);
    expect(lines[2]).toEqual([...open, 'traceparent', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', ...json]);
    expect(lines.slice(3)).toEqual([[...open, ...json], [...open, ...json], [...open, ...json]]);
    expect(upstream.seen.map((seen) => seen.body)).toEqual(Array(6).fill('{"model":"m"}'));
  });

  it('sends a trace context after the wire\'s headers, a stream\'s and with tracestate too, and one named as a configured header in that header\'s place', async () => {
    const upstream = await startUpstream((_seen, write, end) => {
      write('{}');
      end();
    });
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';
    const usual = { format: 'openai-chat' as const, upstreamModel: 'm', body: { model: 'm' }, bodyBytes: [Buffer.from('{"model":"m"}')], stream: false, forwardHeaders: {} };
    const chat = provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-chat' });
    await text((await chat.send({ ...usual, stream: true, traceHeaders: { traceparent, tracestate: 'k=v' }, signal: signal() })).body);
    await text((await chat.send({ ...usual, traceHeaders: { traceparent }, signal: signal() })).body);
    const named = provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-chat', headers: { traceparent: 'configured', 'x-team': 'a' } });
    await text((await named.send({ ...usual, traceHeaders: { traceparent }, signal: signal() })).body);
    const typed = provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-chat', headers: { accept: 'text/plain' } });
    await text((await typed.send({ ...usual, traceHeaders: { traceparent }, signal: signal() })).body);
    const lines = upstream.seen.map((seen) => seen.rawHeaders.slice(4));
    const auth = ['authorization', 'Bearer sk-upstream'];
    expect(lines[0]).toEqual(['x-team', 'a', ...auth, 'traceparent', traceparent, 'tracestate', 'k=v', 'content-type', 'application/json', 'accept', 'text/event-stream', 'content-length', '13']);
    expect(lines[1]).toEqual(['x-team', 'a', ...auth, 'traceparent', traceparent, 'content-type', 'application/json', 'accept', 'application/json', 'content-length', '13']);
    expect(lines[2]).toEqual(['traceparent', traceparent, 'x-team', 'a', ...auth, 'content-type', 'application/json', 'accept', 'application/json', 'content-length', '13']);
    expect(lines[3]).toEqual(['accept', 'application/json', ...auth, 'traceparent', traceparent, 'content-type', 'application/json', 'content-length', '13']);
  });

  it('posts messages to <root>/v1/messages with x-api-key and the forwarded anthropic headers', async () => {
    const upstream = await startUpstream((_seen, write, end) => {
      write('{}');
      end();
    });
    await text(
      (await provider({ baseUrl: upstream.url, format: 'anthropic-messages' }).send({
        format: 'anthropic-messages',
        upstreamModel: 'm',
        body: {},
        stream: true,
        forwardHeaders: { 'anthropic-beta': 'claude-code-20250219', 'anthropic-version': '2026-10-21' },
        signal: signal(),
      })).body,
    );
    expect(upstream.seen[0]?.url).toBe('/v1/messages');
    expect(upstream.seen[0]?.headers).toMatchObject({ 'x-api-key': 'sk-upstream', 'anthropic-version': '2026-10-21', 'anthropic-beta': 'claude-code-20250219', accept: 'text/event-stream' });
    expect(upstream.seen[0]?.headers['authorization']).toBeUndefined();
  });

  it('gives each request its own forwarded headers and accept, whatever the requests before it forwarded', async () => {
    const upstream = await startUpstream((_seen, write, end) => {
      write('{}');
      end();
    });
    const messages = provider({ baseUrl: upstream.url, format: 'anthropic-messages' });
    const sent: { stream: boolean; forwardHeaders: Record<string, string> }[] = [
      { stream: false, forwardHeaders: { 'anthropic-version': '2023-06-01' } },
      { stream: true, forwardHeaders: { 'anthropic-version': '2023-06-01' } },
      { stream: false, forwardHeaders: { 'anthropic-version': '2023-06-01' } },
      { stream: false, forwardHeaders: { 'anthropic-version': '2023-06-01', 'anthropic-beta': 'b-1' } },
      { stream: true, forwardHeaders: {} },
      { stream: false, forwardHeaders: { 'anthropic-version': '2026-10-21' } },
    ];
    for (const { stream, forwardHeaders } of sent) {
      await text((await messages.send({ format: 'anthropic-messages', upstreamModel: 'm', body: {}, stream, forwardHeaders, signal: signal() })).body);
    }
    expect(upstream.seen.map(({ headers }) => [headers['accept'], headers['anthropic-version'], headers['anthropic-beta'], headers['x-api-key'], headers['x-team']])).toEqual([
      ['application/json', '2023-06-01', undefined, 'sk-upstream', 'a'],
      ['text/event-stream', '2023-06-01', undefined, 'sk-upstream', 'a'],
      ['application/json', '2023-06-01', undefined, 'sk-upstream', 'a'],
      ['application/json', '2023-06-01', 'b-1', 'sk-upstream', 'a'],
      ['text/event-stream', '2023-06-01', undefined, 'sk-upstream', 'a'],
      ['application/json', '2026-10-21', undefined, 'sk-upstream', 'a'],
    ]);
  });

  it('delivers a large answer whole to a slow reader (the connection pauses meanwhile)', async () => {
    const piece = 'x'.repeat(64 * 1024);
    const upstream = await startUpstream((_seen, write, end) => {
      for (let index = 0; index < 32; index += 1) write(piece);
      end();
    });
    const response = await provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-chat' }).send({ format: 'openai-chat', upstreamModel: 'm', body: {}, stream: true, forwardHeaders: {}, signal: signal() });
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(size).toBe(32 * piece.length);
  });

  it('passes an error status and its headers on', async () => {
    const upstream = await startUpstream((_seen, _write, end) => end(429));
    const response = await provider({ baseUrl: `${upstream.url}/v1`, format: 'openai-responses' }).send({ format: 'openai-responses', upstreamModel: 'm', body: {}, stream: false, forwardHeaders: {}, signal: signal() });
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('3');
    expect(upstream.seen[0]?.url).toBe('/v1/responses');
  });

  it('gives the answer\'s headers the gateway reads, whatever their case, a repeated one joined, and no others', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(429, [
        ['X-Request-ID', 'req-1'], ['Content-Type', 'application/json'], ['Set-Cookie', 'a=1'], ['Request-Id', 'r-2'], ['request-id', 'r-3'],
        ['Retry-After', '7'], ['OpenAI-Processing-Ms', '12'], ['X-Request', 'not-it'], ['Retry-After-Ms', '7000'],
      ].flat());
      response.end('{}');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const response = await provider({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, format: 'openai-chat' }).send({
      format: 'openai-chat', upstreamModel: 'm', body: {}, stream: false, forwardHeaders: {}, signal: signal(),
    });
    expect(await text(response.body)).toBe('{}');
    expect(response.status).toBe(429);
    expect({ ...response.headers }).toEqual({ 'x-request-id': 'req-1', 'request-id': 'r-2, r-3', 'retry-after': '7' });
  });

  it('gives three answers on one connection their own headers, an absent one absent', async () => {
    let count = 0;
    const server = createServer((_request, response) => {
      count += 1;
      response.writeHead(200, count === 2 ? { 'content-type': 'application/json' } : { 'x-request-id': `req-${count}` });
      response.end(`{"n":${count}}`);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const upstream = provider({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, format: 'openai-chat', connections: 1 });
    const seen: [Record<string, string | undefined>, string][] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await upstream.send({ format: 'openai-chat', upstreamModel: 'm', body: {}, stream: false, forwardHeaders: {}, signal: signal() });
      seen.push([{ ...response.headers }, await text(response.body)]);
    }
    expect(seen).toEqual([[{ 'x-request-id': 'req-1' }, '{"n":1}'], [{}, '{"n":2}'], [{ 'x-request-id': 'req-3' }, '{"n":3}']]);
  });

  it('fails the body with the error when the connection breaks in the middle of the answer', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n', () => setTimeout(() => response.socket?.destroy(), 20));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const response = await provider({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, format: 'openai-chat' }).send({
      format: 'openai-chat', upstreamModel: 'm', body: {}, stream: true, forwardHeaders: {}, signal: signal(),
    });
    const received: string[] = [];
    const failure = await (async () => {
      for await (const chunk of response.body) received.push(Buffer.from(chunk).toString('utf8'));
    })().catch((error: unknown) => error);
    expect(received.join('')).toBe('data: first\n\n');
    expect(failure).toBeInstanceOf(Error);
  });

  it('prints no warning (no deprecation) while it sends and reads', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const upstream = await startUpstream((_seen, write, end) => {
        write('{}');
        end();
      });
      const response = await provider({ baseUrl: upstream.url, format: 'openai-chat' }).send({ format: 'openai-chat', upstreamModel: 'm', body: {}, stream: false, forwardHeaders: {}, signal: signal() });
      expect(await text(response.body)).toBe('{}');
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it('turns a refused connection into a retryable upstream error', async () => {
    const upstream = await startUpstream((_seen, _write, end) => end());
    const address = upstream.url;
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const failure = await provider({ baseUrl: address, format: 'openai-chat' })
      .send({ format: 'openai-chat', upstreamModel: 'm', body: {}, stream: false, forwardHeaders: {}, signal: signal() })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ code: 'upstream_error', retryable: true, status: 502 });
    expect(String((failure as Error).message)).not.toContain('sk-upstream');
  });

  it('turns a missing answer into an upstream timeout', async () => {
    const upstream = await startUpstream(() => undefined);
    const failure = await provider({ baseUrl: upstream.url, format: 'openai-chat', timeouts: { connectMs: 1000, firstByteMs: 100, idleMs: 100 } })
      .send({ format: 'openai-chat', upstreamModel: 'm', body: {}, stream: false, forwardHeaders: {}, signal: signal() })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'upstream_timeout', status: 504, retryable: true });
  });

  it('aborts the upstream request before its answer starts when the client goes away', async () => {
    const upstream = await startUpstream(() => new Promise(() => undefined));
    const cancel = new CancelSwitch();
    const sent = provider({ baseUrl: upstream.url, format: 'openai-chat' }).send({ format: 'openai-chat', upstreamModel: 'm', body: {}, stream: false, forwardHeaders: {}, signal: cancel.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    cancel.cancel();
    await expect(sent).rejects.toThrow();
  });

  it('aborts the upstream request with the signal', async () => {
    let closed = false;
    const upstream = await startUpstream((_seen, write) => write('data: partial\n\n'));
    const controller = new CancelSwitch();
    const response = await provider({ baseUrl: upstream.url, format: 'openai-chat' }).send({ format: 'openai-chat', upstreamModel: 'm', body: {}, stream: true, forwardHeaders: {}, signal: controller.signal });
    const iterator = response.body[Symbol.asyncIterator]();
    expect(Buffer.from((await iterator.next()).value as Uint8Array).toString()).toContain('partial');
    controller.cancel();
    await iterator.next().catch(() => {
      closed = true;
    });
    expect(closed).toBe(true);
  });
});
