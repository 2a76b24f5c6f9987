import { deflateSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createReadJsonBody } from './create-read-json-body.js';

function createEchoApp(limitBytes = 1024): express.Express {
  const app = express();
  app.post('/', createReadJsonBody({ limitBytes, fallback: express.json({ limit: limitBytes, type: () => true, strict: false }) }), (incoming: Request, response: Response) => {
    response.json({ body: incoming.body === undefined ? 'undefined' : incoming.body });
  });
  app.use((error: Error & { type?: string; status?: number }, _incoming: Request, response: Response, _next: NextFunction) => {
    response.status(error.status ?? 500).json({ type: error.type, message: error.message });
  });
  return app;
}

describe('createReadJsonBody', () => {
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
    expect({ status: gzipped.status, body: gzipped.body }).toEqual({ status: 200, body: { body: { a: 3 } } });
    const latin = await request(createEchoApp()).post('/').set('content-type', 'application/json; charset=latin1').send('{"a":4}');
    expect(latin.status).toBe(415);
  });
});
