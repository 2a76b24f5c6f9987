import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { DEFAULT_CORS_HEADERS } from './cors-options.js';

const ORIGIN = 'https://app.example.com';
const cors = { allowedOrigins: [ORIGIN], allowedMethods: ['GET', 'POST'], allowedHeaders: DEFAULT_CORS_HEADERS, exposedHeaders: ['x-request-id', 'request-id', 'retry-after'], maxAgeSeconds: 600 };

/** The header names an official SDK sends from a browser (`dangerouslyAllowBrowser`), read from a fetch that records them. */
async function headersSentBy(sdk: 'openai' | 'anthropic'): Promise<string[]> {
  let names: string[] = [];
  const recordingFetch = async (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    names = [...new Headers(init?.headers).keys()];
    const body = sdk === 'openai'
      ? { id: 'c', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, finish_reason: 'stop' }] }
      : { id: 'm', type: 'message', role: 'assistant', model: 'm', content: [{ type: 'text', text: 'hi' }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  if (sdk === 'openai') {
    const client = new OpenAI({ apiKey: 'mg-x', baseURL: 'http://gateway.test/v1', dangerouslyAllowBrowser: true, fetch: recordingFetch });
    await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
  } else {
    const client = new Anthropic({ authToken: 'mg-x', apiKey: null, baseURL: 'http://gateway.test', dangerouslyAllowBrowser: true, fetch: recordingFetch });
    await client.messages.create({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] });
  }
  // What a browser sends by itself, or lets through without a preflight, is not the gateway's to allow.
  return names.filter((name) => !['accept', 'user-agent'].includes(name));
}

describe('CORS', () => {
  it('is off by default: a preflight on an API path is not answered and no CORS header is added', async () => {
    const { app, secret } = await createTestGateway();
    const preflight = await request(app).options('/v1/chat/completions').set('origin', ORIGIN).set('access-control-request-method', 'POST');
    expect(preflight.status).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const models = await request(app).get('/v1/models').set('origin', ORIGIN).set('authorization', `Bearer ${secret}`);
    expect(models.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['openai', 'anthropic'] as const)('answers the preflight of the %s SDK in a browser, allowing every header it sends', async (sdk) => {
    const { app } = await createTestGateway({ options: { cors } });
    const sent = await headersSentBy(sdk);
    expect(sent).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-stainless-lang', 'x-stainless-retry-count']));
    const path = sdk === 'openai' ? '/v1/chat/completions' : '/v1/messages';
    const preflight = await request(app).options(path).set('origin', ORIGIN).set('access-control-request-method', 'POST').set('access-control-request-headers', sent.join(', '));
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(preflight.headers['access-control-max-age']).toBe('600');
    expect(preflight.headers['vary']).toContain('Origin');
    const allowed = (preflight.headers['access-control-allow-headers'] ?? '').split(', ');
    expect(allowed).toEqual(expect.arrayContaining(sent));
  });

  it('allows x-api-key and anthropic-version by default', async () => {
    const { app } = await createTestGateway({ options: { cors } });
    const preflight = await request(app).options('/v1/messages').set('origin', ORIGIN).set('access-control-request-method', 'POST').set('access-control-request-headers', 'x-api-key,anthropic-version,anthropic-dangerous-direct-browser-access,x-stainless-helper-method');
    expect(preflight.headers['access-control-allow-headers']).toBe('x-api-key, anthropic-version, anthropic-dangerous-direct-browser-access, x-stainless-helper-method');
  });

  it('puts the allowed origin and the exposed headers on answers, errors included', async () => {
    const { app, secret } = await createTestGateway({ options: { cors } });
    const answer = await request(app).post('/v1/chat/completions').set('origin', ORIGIN).set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(answer.headers['access-control-expose-headers']).toBe('x-request-id, request-id, retry-after');
    const refused = await request(app).post('/v1/chat/completions').set('origin', ORIGIN).set('authorization', 'Bearer mg-wrong').send({});
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('leaves out another origin, a method and a header it does not allow', async () => {
    const { app, secret } = await createTestGateway({ options: { cors } });
    const other = await request(app).options('/v1/chat/completions').set('origin', 'https://evil.example').set('access-control-request-method', 'POST');
    expect(other.status).toBe(204);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const models = await request(app).get('/v1/models').set('origin', 'https://evil.example').set('authorization', `Bearer ${secret}`);
    expect(models.status).toBe(200);
    expect(models.headers['access-control-allow-origin']).toBeUndefined();
    const header = await request(app).options('/v1/chat/completions').set('origin', ORIGIN).set('access-control-request-method', 'POST').set('access-control-request-headers', 'authorization, x-custom');
    expect(header.headers['access-control-allow-headers']).toBe('authorization');
  });

  it('allows any origin with *', async () => {
    const { app } = await createTestGateway({ options: { cors: { ...cors, allowedOrigins: ['*'] } } });
    const preflight = await request(app).options('/v1/responses').set('origin', 'http://localhost:5173').set('access-control-request-method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });
});
