import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';

type RawAnswer = { status: number; rawHeaders: string[]; body: string };

/** POSTs a JSON body over a real loopback socket and keeps the answer's header lines as they came on the wire. */
function post(url: string, agent: Agent, headers: Record<string, string>, body: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The header lines by lower-cased name (HTTP names are case-insensitive), each name once. */
function byName(rawHeaders: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = (rawHeaders[index] ?? '').toLowerCase();
    expect(headers[name], `${name} sent twice`).toBeUndefined();
    headers[name] = rawHeaders[index + 1] ?? '';
  }
  return headers;
}

describe("a JSON answer's response headers on the wire", () => {
  let served: ServedTestGateway | undefined;
  afterEach(async () => {
    await served?.close();
    served = undefined;
  });

  it('are the request ID, the JSON type, the exact length, Date and keep-alive, each once, on every answer of a connection', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat' });
    const root = served.openai.baseURL.replace(/\/v1\/?$/, '');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ model: 'model-x', messages: [{ role: 'user', content: 'hi' }] });
    for (let turn = 0; turn < 3; turn += 1) {
      const answer = await post(`${root}/v1/chat/completions`, agent, { authorization: `Bearer ${served.gateway.secret}` }, body);
      expect(answer.status).toBe(200);
      const headers = byName(answer.rawHeaders);
      expect(Object.keys(headers).sort()).toEqual(['connection', 'content-length', 'content-type', 'date', 'keep-alive', 'x-request-id']);
      expect(headers['content-type']).toBe('application/json; charset=utf-8');
      expect(headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
      expect(headers['x-request-id']).toMatch(/^req_/);
      expect(headers['connection']).toBe('keep-alive');
      expect(JSON.parse(answer.body)).toMatchObject({ object: 'chat.completion', model: 'model-x' });
    }
    agent.destroy();
  });

  it('add request-id on the Messages route, where the Anthropic SDK reads it', async () => {
    served = await serveTestGateway({ upstreamFormat: 'anthropic-messages' });
    const root = served.anthropic.baseURL.replace(/\/$/, '');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ model: 'model-x', max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] });
    const answer = await post(`${root}/v1/messages`, agent, { authorization: `Bearer ${served.gateway.secret}`, 'anthropic-version': '2023-06-01' }, body);
    expect(answer.status).toBe(200);
    const headers = byName(answer.rawHeaders);
    expect(Object.keys(headers).sort()).toEqual(['connection', 'content-length', 'content-type', 'date', 'keep-alive', 'request-id', 'x-request-id']);
    expect(headers['request-id']).toBe(headers['x-request-id']);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
  });
});
