import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareHttpServer, type BareHttpServer } from './create-bare-http-server.js';

let server: BareHttpServer;
let port = 0;
const aborted: string[] = [];

beforeAll(async () => {
  server = createBareHttpServer((request, reply) => {
    if (request.path === '/stream') {
      reply.startChunked(200, 'text/event-stream', 'cache-control: no-cache\r\n');
      reply.write('data: one\n\n');
      const timer = setTimeout(() => reply.end('data: two\n\n'), 20);
      reply.onAbort(() => {
        clearTimeout(timer);
        aborted.push(request.path);
      });
      return;
    }
    reply.send(200, 'application/json', JSON.stringify({ method: request.method, path: request.path, body: request.body.toString('utf8') }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw bytes on one connection and collects what comes back until `done` says the answer is whole. */
function exchange(bytes: string, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (done(text)) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const count = (text: string, part: string): number => text.split(part).length - 1;

describe('createBareHttpServer', () => {
  it('answers requests of node fetch, keep-alive, with the headers node:http would send', async () => {
    const origin = `http://127.0.0.1:${String(port)}`;
    for (const body of ['{"a":1}', 'é'.repeat(5000)]) {
      const response = await fetch(`${origin}/v1/x?y=1`, { method: 'POST', body });
      expect(response.status).toBe(200);
      expect(response.headers.get('connection')).toBe('keep-alive');
      expect(response.headers.get('keep-alive')).toBe('timeout=120');
      expect(response.headers.get('date')).toMatch(/GMT$/);
      expect(await response.json()).toEqual({ method: 'POST', path: '/v1/x?y=1', body });
    }
  });

  it('reads a body that arrives in many writes, whole and once', async () => {
    const body = 'x'.repeat(256 * 1024);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST /big HTTP/1.1\r\nHost: x\r\nContent-Length: ${String(body.length)}\r\n\r\n`);
        let at = 0;
        const next = (): void => {
          if (at >= body.length) return;
          socket.write(body.slice(at, at + 4096));
          at += 4096;
          setImmediate(next);
        };
        next();
      });
      let answer = '';
      socket.setEncoding('latin1').on('data', (chunk: string) => {
        answer += chunk;
        if (answer.endsWith('"}')) {
          socket.destroy();
          resolve(answer);
        }
      });
      socket.on('error', reject);
    });
    expect(count(text, 'HTTP/1.1 200 OK')).toBe(1);
    expect(text).toContain(`"body":"${body}"`);
  });

  it('reads a chunked body, with chunk extensions and a trailer', async () => {
    const request = 'POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nX-Trailer: 1\r\n\r\n';
    const text = await exchange(request, (answer) => answer.includes('}'));
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toContain('"body":"abcde"');
  });

  it('answers pipelined requests in order, each after the one before, a stream included', async () => {
    const post = (path: string, body: string): string => `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${String(body.length)}\r\n\r\n${body}`;
    const text = await exchange(`${post('/stream', '')}${post('/one', '1')}${post('/two', '22')}`, (answer) => answer.includes('"/two"'));
    expect(text.indexOf('data: two')).toBeLessThan(text.indexOf('"/one"'));
    expect(text.indexOf('"/one"')).toBeLessThan(text.indexOf('"/two"'));
    expect(text).toContain('Transfer-Encoding: chunked\r\n');
    expect(text).toContain('b\r\ndata: one\n\n\r\n');
    expect(count(text, '\r\n0\r\n\r\n')).toBe(1);
    expect(count(text, 'HTTP/1.1 200 OK')).toBe(3);
  });

  it('closes the connection after the answer when the request asks to', async () => {
    const text = await exchange('GET /bye HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', () => false);
    expect(text).toContain('"path":"/bye"');
  });

  it('answers 400 and closes on a head it cannot read', async () => {
    const text = await exchange('POST /x HTTP/1.1\r\nbroken header line\r\n\r\n', () => false);
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it('tells the answer its client went away before it ended', async () => {
    await exchange('POST /stream HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n', (answer) => answer.includes('data: one'));
    await expect.poll(() => aborted).toEqual(['/stream']);
  });
});

describe('createBareHttpServer close', () => {
  it('ends a connection between answers at once and an answering one after its answer, as node:http does', async () => {
    const own = createBareHttpServer((request, reply) => {
      if (request.path === '/slow') setTimeout(() => reply.send(200, 'text/plain', 'late'), 30);
      else reply.send(200, 'text/plain', 'now');
    });
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const ownPort = (own.address() as AddressInfo).port;
    const open = (path: string): Promise<{ text: string; ended: Promise<void> }> =>
      new Promise((resolve) => {
        const socket = connect(ownPort, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`));
        let text = '';
        const ended = new Promise<void>((done) => socket.on('end', () => done()));
        socket.setEncoding('latin1').on('data', (chunk: string) => {
          text += chunk;
          if (path === '/fast' && text.endsWith('now')) resolve({ text, ended });
        });
        if (path === '/slow') setTimeout(() => resolve({ get text() { return text; }, ended }), 10);
      });
    const idle = await open('/fast');
    const busy = await open('/slow');
    const closed = new Promise((resolve) => own.close(resolve));
    await idle.ended;
    await busy.ended;
    expect(busy.text).toMatch(/late$/);
    await closed;
  });
});
