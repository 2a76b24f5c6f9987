import { deflateSync } from 'node:zlib';
import { once } from 'node:events';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createJsonBodyReader, type JsonBody } from './create-json-body-reader.js';
import { createJsonReuse } from './create-json-reuse.js';
import { sendJson } from './send-json.js';

function createEchoApp(limitBytes = 1024): (incoming: IncomingMessage, response: ServerResponse) => void {
  const read = createJsonBodyReader({ limitBytes, fallback: express.json({ limit: limitBytes, type: () => true, strict: false }) });
  return (incoming, response) => {
    new Promise<JsonBody>((resolve) => resolve(read(incoming, response))).then(
      ({ value, bytes }) => sendJson(response, 200, { body: value === undefined ? 'undefined' : value, text: bytes === undefined ? null : bytes.toString('utf8') }),
      (error: Error & { type?: string; status?: number }) => sendJson(response, error.status ?? 500, { type: error.type, message: error.message }),
    );
  };
}

describe('createJsonBodyReader', () => {
  it('reads a large body through its reuse cache as JSON.parse reads it, turn after turn, and a broken one as a 400', async () => {
    const limitBytes = 1024 * 1024;
    const read = createJsonBodyReader({ limitBytes, fallback: express.json({ limit: limitBytes, type: () => true, strict: false }), reuse: createJsonReuse() });
    const app = (incoming: IncomingMessage, response: ServerResponse): void => {
      new Promise<JsonBody>((resolve) => resolve(read(incoming, response))).then(
        ({ value }) => sendJson(response, 200, { body: value }),
        (error: Error & { type?: string; status?: number }) => sendJson(response, error.status ?? 500, { type: error.type, message: error.message }),
      );
    };
    const messages = Array.from({ length: 40 }, (_, index) => ({ role: 'user', content: `message ${index} ${'x'.repeat(1000)}` }));
    for (const count of [30, 32, 32, 40]) {
      const text = JSON.stringify({ model: 'm', messages: messages.slice(0, count), tools: [{ name: 't' }] });
      const response = await request(app).post('/').set('content-type', 'application/json').set('authorization', 'Bearer a').send(text);
      expect(response.status).toBe(200);
      expect(response.body.body).toEqual(JSON.parse(text));
    }
    const broken = `${JSON.stringify({ model: 'm', messages })}}`;
    const failed = await request(app).post('/').set('content-type', 'application/json').set('authorization', 'Bearer a').send(broken);
    expect(failed.status).toBe(400);
    expect(failed.body.type).toBe('entity.parse.failed');
    expect(failed.body.message).toBe((() => { try { JSON.parse(broken); return ''; } catch (error) { return (error as Error).message; } })());
  });

  it.each([
    ['an object', '{"a":1}', { a: 1 }],
    ['a bare string (not strict)', '"hi"', 'hi'],
    ['a leading byte order mark', '\uFEFF{"a":2}', { a: 2 }],
    ['an empty body', '', {}],
    ['multi-byte text', '{"text":"héllo ✓"}', { text: 'héllo ✓' }],
  ])('reads %s as express.json does', async (_name, text, expected) => {
    const response = await request(createEchoApp()).post('/').set('content-type', 'application/json').send(text);
    expect(response.status).toBe(200);
    expect(response.body.body).toEqual(expected);
  });

  it('reads an invalid UTF-8 sequence as express.json does (U+FFFD), and keeps the bytes as they came', async () => {
    const sent = Buffer.concat([Buffer.from('{"text":"a'), Buffer.from([0xff, 0xc3]), Buffer.from('"}')]);
    const response = await request(createEchoApp()).post('/').set('content-type', 'application/octet-stream').send(sent);
    expect(response.body.body).toEqual({ text: 'a\uFFFD\uFFFD' });
  });

  it('keeps the body text as it came (spacing, 1.0, digits beyond a double), without a BOM', async () => {
    const sent = '{ "seed": 12345678901234567890, "t": 1.0 }';
    const response = await request(createEchoApp()).post('/').set('content-type', 'application/json').send(`\uFEFF${sent}`);
    expect(response.body.text).toBe(sent);
    const compressed = await request(createEchoApp())
      .post('/')
      .set('content-type', 'application/octet-stream')
      .set('content-encoding', 'deflate')
      .send(deflateSync(Buffer.from(sent)));
    expect(compressed.body.text).toBeNull();
  });

  it('marks invalid JSON as entity.parse.failed', async () => {
    const response = await request(createEchoApp()).post('/').set('content-type', 'application/json').send('{"a":');
    expect(response.status).toBe(400);
    expect(response.body.type).toBe('entity.parse.failed');
  });

  it('leaves an oversized body to the fallback (413, entity.too.large)', async () => {
    const response = await request(createEchoApp(16)).post('/').set('content-type', 'application/json').send(JSON.stringify({ text: 'x'.repeat(64) }));
    expect(response.status).toBe(413);
    expect(response.body.type).toBe('entity.too.large');
  });

  it('leaves a compressed body and a charset to the fallback', async () => {
    const gzipped = await request(createEchoApp())
      .post('/')
      // Not application/json, so supertest sends the bytes as they are (the parser takes any content type).
      .set('content-type', 'application/octet-stream')
      .set('content-encoding', 'deflate')
      .send(deflateSync(Buffer.from('{"a":3}')));
    expect({ status: gzipped.status, body: gzipped.body }).toEqual({ status: 200, body: { body: { a: 3 }, text: null } });
    const latin = await request(createEchoApp()).post('/').set('content-type', 'application/json; charset=latin1').send('{"a":4}');
    expect(latin.status).toBe(415);
  });

  it('takes a body already buffered (read after a microtask, as after authentication) and keeps the connection reusable', async () => {
    const read = createJsonBodyReader({ limitBytes: 1024, fallback: express.json({ limit: 1024, type: () => true, strict: false }) });
    const ended: boolean[] = [];
    const server = createServer((incoming, response) => {
      void Promise.resolve().then(async () => {
        const { value } = await read(incoming, response);
        incoming.on('end', () => ended.push(true));
        sendJson(response, 200, { body: value });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sockets = new Set<unknown>();
      for (const n of [1, 2, 3]) {
        const body = JSON.stringify({ n, pad: 'x'.repeat(200) });
        const client = httpRequest({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, method: 'POST', path: '/', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
        client.on('socket', (socket) => sockets.add(socket));
        const responded = once(client, 'response') as Promise<[IncomingMessage]>;
        client.end(body);
        const [response] = await responded;
        let text = '';
        for await (const chunk of response) text += String(chunk);
        expect(JSON.parse(text)).toEqual({ body: { n, pad: 'x'.repeat(200) } });
      }
      expect(sockets.size).toBe(1);
      expect(ended).toEqual([true, true, true]);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([
    ['a body that arrives after the headers, in two parts', ['{"a":', '5}'], { a: 5 }],
    ['an empty body that arrives after the headers', [''], {}],
    ['invalid JSON that arrives after the headers', ['{"a":'], 'entity.parse.failed'],
  ])('reads %s', async (_name, parts, expected) => {
    const server = createServer(createEchoApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
      const client = httpRequest({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, method: 'POST', path: '/', headers: { 'content-type': 'application/json', 'content-length': length } });
      const responded = once(client, 'response') as Promise<[IncomingMessage]>;
      client.flushHeaders();
      for (const part of parts) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        client.write(part);
      }
      client.end();
      const [response] = await responded;
      let text = '';
      for await (const chunk of response) text += String(chunk);
      const answer = JSON.parse(text) as { body?: unknown; type?: string };
      if (typeof expected === 'string') expect(answer.type).toBe(expected);
      else expect(answer.body).toEqual(expected);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
