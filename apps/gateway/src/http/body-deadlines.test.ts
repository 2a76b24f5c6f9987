import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { createGatewayServer } from './create-gateway-server.js';

type RawAnswer = { status: number; headers: string; body: string };

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function listen(options: { bodyTimeoutMs?: number; maxPendingBodiesPerToken?: number; headersTimeoutMs?: number }): Promise<{ port: number; secret: string }> {
  const { app, secret } = await createTestGateway({ options });
  const server = createGatewayServer(app, { headersTimeoutMs: options.headersTimeoutMs ?? 10_000, newId: (prefix) => `${prefix}client-error` });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, secret };
}

/** Sends raw bytes on one connection and reads until the server ends it or `waitMs` passes. */
function sendRaw(port: number, text: string, waitMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = (): void => {
      clearTimeout(timer);
      socket.destroy();
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (/\r\n\r\n/.test(received) && /content-length: (\d+)/i.test(received)) {
        const length = Number(/content-length: (\d+)/i.exec(received)?.[1]);
        const body = received.slice(received.indexOf('\r\n\r\n') + 4);
        if (Buffer.byteLength(body) >= length) finish();
      }
    });
    socket.on('end', finish);
    socket.on('error', reject);
    socket.write(text);
  });
}

/** A chat request whose body's first bytes go with its head and the rest 50 ms later: still arriving when read. */
function sendInTwoParts(port: number, secret: string, body: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? Number.NaN);
      if (end >= 0 && Buffer.byteLength(received.slice(end + 4)) >= length) {
        socket.destroy();
        resolve({ status: Number(received.split(' ')[1]), headers: received.slice(0, end).toLowerCase(), body: received.slice(end + 4) });
      }
    });
    socket.on('error', reject);
    socket.write(`POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${secret}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    setTimeout(() => socket.write(body.slice(10)), 50);
  });
}

function stalledRequest(secret: string, path = '/v1/chat/completions'): string {
  return `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${secret}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"model":`;
}

describe('body deadlines', () => {
  it('answers a body that stops arriving with 408 in the endpoint envelope', async () => {
    const { port, secret } = await listen({ bodyTimeoutMs: 200 });
    const answer = await sendRaw(port, stalledRequest(secret, '/v1/messages'));
    expect(answer.status).toBe(408);
    expect(answer.headers).toContain('x-request-id: req_');
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    expect(JSON.parse(answer.body).error.message).toMatch(/0\.2 s|200 ms/);
  });

  it('reads a token\'s bodies beyond the cap once one before them has arrived, instead of refusing them', async () => {
    // Many prompt uploads of one token at once (an agent's parallel calls, a batch job): none is refused.
    const { port, secret } = await listen({ bodyTimeoutMs: 10_000, maxPendingBodiesPerToken: 2 });
    const content = 'x'.repeat(200_000);
    const body = JSON.stringify({ model: 'demo-model', messages: [{ role: 'user', content }] });
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendInTwoParts(port, secret, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });

  it('holds a token\'s bodies beyond the cap unread while its stalled ones wait, and answers them 408 at the deadline', async () => {
    const { port, secret } = await listen({ bodyTimeoutMs: 600, maxPendingBodiesPerToken: 2 });
    const stalled = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')];
    for (const socket of stalled) socket.write(stalledRequest(secret));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await sendRaw(port, stalledRequest(secret));
    for (const socket of stalled) socket.destroy();
    expect(third.status).toBe(408);
    // The slots come back: the token's next body, sent in two parts, is read.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const next = await sendInTwoParts(port, secret, JSON.stringify({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] }));
    expect(next.status).toBe(200);
  });

  it('gives a waiting body\'s place back when its client hangs up, instead of holding it to the deadline', async () => {
    const { port, secret } = await listen({ bodyTimeoutMs: 10_000, maxPendingBodiesPerToken: 1 });
    // One body arriving (stalled) and sixteen waiting behind it; then all of them hang up.
    const reading = connect(port, '127.0.0.1');
    reading.write(stalledRequest(secret));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waiting = Array.from({ length: 16 }, () => connect(port, '127.0.0.1'));
    for (const socket of waiting) socket.write(stalledRequest(secret));
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const socket of waiting) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    reading.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Neither refused (sixteen gone waiters counted) nor queued behind them: the token's next body is read at once.
    const body = JSON.stringify({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] });
    const notYet = new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 2 s (held behind the gone waiters)'), 2000));
    const next = await Promise.race([sendInTwoParts(port, secret, body).then((answer) => answer.status), notYet]);
    expect(next).toBe(200);
  });

  it('refuses a token\'s body with 429 when as many as sixteen times the cap are already waiting', async () => {
    const { port, secret } = await listen({ bodyTimeoutMs: 3000, maxPendingBodiesPerToken: 1 });
    // One arriving (stalled) and sixteen waiting: the eighteenth is refused at once.
    const held = Array.from({ length: 17 }, () => connect(port, '127.0.0.1'));
    for (const socket of held) socket.write(stalledRequest(secret));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const last = await sendRaw(port, stalledRequest(secret));
    for (const socket of held) socket.destroy();
    expect(last.status).toBe(429);
    expect(JSON.parse(last.body).error.message).toMatch(/1 request body being uploaded and 16 waiting/);
  });
});

describe('Node parser rejections', () => {
  it('answer a malformed Content-Length with a 400 envelope and a request ID', async () => {
    const { port } = await listen({});
    const answer = await sendRaw(port, 'POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}');
    expect(answer.status).toBe(400);
    expect(answer.headers).toContain('x-request-id: req_client-error');
    expect(JSON.parse(answer.body)).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('answer headers over the size limit with a 431 envelope', async () => {
    const { port } = await listen({});
    const answer = await sendRaw(port, `GET /v1/models HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error.message).toMatch(/headers/i);
  });

  it('answer headers that never finish within headers_timeout_ms with 408', async () => {
    const { port } = await listen({ headersTimeoutMs: 300 });
    const answer = await sendRaw(port, 'GET /v1/models HTTP/1.1\r\nHost: x\r\n', 3000);
    expect(answer.status).toBe(408);
  });
});
