import Anthropic from '@anthropic-ai/sdk';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormatId } from '@modelgate/ir';
import { createHeldProvider } from '../testing-fixtures/create-held-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { createRequestDrain, type RequestDrain } from './create-request-drain.js';

const sse = (type: string, data: Record<string, unknown>): string => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
const response = { id: 'resp_1', object: 'response', created_at: 1, status: 'in_progress', error: null, incomplete_details: null, model: 'held', output: [] };

/** The first content of an answer in each format, after which the upstream goes quiet. */
const FIRST_CONTENT: Record<FormatId, string> = {
  'openai-chat': `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'held', choices: [{ index: 0, delta: { role: 'assistant', content: 'Hel' }, finish_reason: null }] })}\n\n`,
  'openai-responses':
    sse('response.created', { sequence_number: 0, response }) +
    sse('response.output_item.added', { sequence_number: 1, output_index: 0, item: { id: 'msg_1', type: 'message', role: 'assistant', status: 'in_progress', content: [] } }) +
    sse('response.content_part.added', { sequence_number: 2, item_id: 'msg_1', output_index: 0, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } }) +
    sse('response.output_text.delta', { sequence_number: 3, item_id: 'msg_1', output_index: 0, content_index: 0, delta: 'Hel' }),
  'anthropic-messages':
    sse('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', model: 'held', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 3, output_tokens: 1 } } }) +
    sse('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }) +
    sse('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Hel' } }),
};

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The gateway on loopback with model `held` (answered by `upstream`) and the official SDKs pointed at it. */
async function start(format: FormatId, first?: string): Promise<{ drain: RequestDrain; openai: OpenAI; anthropic: Anthropic; ledger: () => Promise<{ status: string }[]> }> {
  const drain = createRequestDrain();
  const upstream = createHeldProvider(`held-${format}`, format, first);
  const gateway = await createTestGateway({ models: [{ id: 'held', deployments: [{ provider: upstream }] }], drain });
  const server = createServer(gateway.app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    drain,
    openai: new OpenAI({ apiKey: gateway.secret, baseURL: `${url}/v1`, maxRetries: 0 }),
    anthropic: new Anthropic({ authToken: gateway.secret, apiKey: null, baseURL: url, maxRetries: 0 }),
    ledger: () => gateway.core.admin.ledger(),
  };
}

/**
 * Cuts the drain once the first event reached the client: a shutdown whose grace period ran out mid-answer. `cut`
 * resolves once every request was forgotten, its settlement written: then the shutdown may close the store.
 */
function cutAfterFirst(drain: RequestDrain): { (): void; done(): Promise<void> } {
  let cut: Promise<void> | undefined;
  const cutNow = (): void => {
    cut ??= drain.cut();
  };
  cutNow.done = (): Promise<void> => cut ?? Promise.reject(new Error('the drain was never cut'));
  return cutNow;
}

describe('a shutdown drain cutting a running stream', () => {
  it('ends a chat stream with an error data line the openai SDK throws on', async () => {
    const { drain, openai, ledger } = await start('openai-chat', FIRST_CONTENT['openai-chat']);
    const stream = openai.chat.completions.stream({ model: 'held', messages: [{ role: 'user', content: 'hi' }] });
    const cutNow = cutAfterFirst(drain);
    const text: string[] = [];
    const read = (async () => {
      for await (const chunk of stream) {
        text.push(chunk.choices[0]?.delta.content ?? '');
        cutNow();
      }
    })();
    const error: unknown = await read.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).message).toContain('The gateway is shutting down');
    expect((error as InstanceType<typeof OpenAI.APIError>).code).toBe('server_shutting_down');
    expect(text.join('')).toBe('Hel');
    await cutNow.done();
    expect(drain.running).toBe(0);
    expect((await ledger()).map((entry) => entry.status)).toEqual(['failed_mid_stream']);
  });

  it('ends a Responses stream with response.failed, which the openai stream helper reports', async () => {
    const { drain, openai } = await start('openai-responses', FIRST_CONTENT['openai-responses']);
    const stream = openai.responses.stream({ model: 'held', input: 'hi' });
    const cutNow = cutAfterFirst(drain);
    const types: string[] = [];
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === 'response.output_text.delta') cutNow();
      if (event.type === 'response.failed') {
        expect(event.response.status).toBe('failed');
        expect(event.response.error).toMatchObject({ code: 'server_shutting_down', message: expect.stringContaining('The gateway is shutting down') });
      }
    }
    expect(types.at(-1)).toBe('response.failed');
    expect(types).toContain('response.output_text.delta');
    await cutNow.done();
    expect(drain.running).toBe(0);
  });

  it('ends a Messages stream with an error event, which the anthropic stream helper throws', async () => {
    const { drain, anthropic } = await start('anthropic-messages', FIRST_CONTENT['anthropic-messages']);
    const stream = anthropic.messages.stream({ model: 'held', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] });
    const cutNow = cutAfterFirst(drain);
    const texts: string[] = [];
    stream.on('text', (text) => {
      texts.push(text);
      cutNow();
    });
    const error: unknown = await stream.finalMessage().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect((error as InstanceType<typeof Anthropic.APIError>).message).toContain('The gateway is shutting down');
    expect(texts).toEqual(['Hel']);
    await cutNow.done();
    expect(drain.running).toBe(0);
  });
});

describe('a shutdown drain refusing new requests', () => {
  it('answers a request that arrives after the shutdown began 503 in its format, without calling the upstream', async () => {
    const drain = createRequestDrain();
    const upstream = createHeldProvider('held', 'anthropic-messages', FIRST_CONTENT['anthropic-messages']);
    const gateway = await createTestGateway({ models: [{ id: 'held', deployments: [{ provider: upstream }] }], drain });
    drain.refuseNew();
    const answer = await request(gateway.app).post('/v1/messages').set('authorization', `Bearer ${gateway.secret}`).send({ model: 'held', max_tokens: 10, stream: true, messages: [{ role: 'user', content: 'hi' }] });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.body).toMatchObject({ type: 'error', error: { message: expect.stringContaining('The gateway is shutting down') } });
    expect(upstream.requests).toHaveLength(0);
    expect(drain.running).toBe(0);
  });
});

describe('a shutdown drain cutting a translated stream', () => {
  it('ends a chat stream answered by a Messages upstream with the chat error line', async () => {
    const { drain, openai } = await start('anthropic-messages', FIRST_CONTENT['anthropic-messages']);
    const stream = openai.chat.completions.stream({ model: 'held', messages: [{ role: 'user', content: 'hi' }] });
    const cutNow = cutAfterFirst(drain);
    const text: string[] = [];
    const read = (async () => {
      for await (const chunk of stream) {
        text.push(chunk.choices[0]?.delta.content ?? '');
        if (text.join('') !== '') cutNow();
      }
    })();
    const error: unknown = await read.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).message).toContain('The gateway is shutting down');
    expect(text.join('')).toBe('Hel');
    await cutNow.done();
    expect(drain.running).toBe(0);
  });
});

describe('a shutdown drain cutting a request still waiting for its upstream', () => {
  it.each([false, true])('answers a chat request (stream: %s) 503 in its format', async (streamed) => {
    const { drain, openai, ledger } = await start('openai-chat');
    const answer = openai.chat.completions.create({ model: 'held', messages: [{ role: 'user', content: 'hi' }], stream: streamed });
    const waited = answer.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    while (drain.running === 0) await new Promise((resolve) => setImmediate(resolve));
    await drain.cut();
    const error = await waited;
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect(error).toMatchObject({ status: 503, code: 'server_shutting_down' });
    expect((await ledger()).map((entry) => entry.status)).toEqual([]);
  });

  it('answers a Messages request 503 in its format', async () => {
    const { drain, anthropic } = await start('anthropic-messages');
    const waited = anthropic.messages.create({ model: 'held', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    while (drain.running === 0) await new Promise((resolve) => setImmediate(resolve));
    await drain.cut();
    const error = await waited;
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect(error).toMatchObject({ status: 503, headers: expect.anything() });
    expect((error as InstanceType<typeof Anthropic.APIError>).message).toContain('The gateway is shutting down');
  });
});

describe('the drain\'s register', () => {
  it('counts and forgets requests in any order, twice forgotten once, and cuts the running ones', async () => {
    const drain = createRequestDrain();
    const cancelled: string[] = [];
    const forget = ['a', 'b', 'c', 'd'].map((name) => drain.track(() => cancelled.push(name)));
    expect(drain.running).toBe(4);
    forget[2]?.();
    forget[0]?.();
    forget[0]?.();
    expect(drain.running).toBe(2);
    // Cancelling a request forgets it (its handler ends): the cut resolves once none is left.
    let cut = false;
    const done = drain.cut().then(() => (cut = true));
    expect(cancelled.sort()).toEqual(['b', 'd']);
    forget[3]?.();
    await Promise.resolve();
    expect(cut).toBe(false);
    forget[1]?.();
    await done;
    expect(drain.running).toBe(0);
    const again = drain.track(() => cancelled.push('e'));
    expect(drain.running).toBe(1);
    again();
    drain.refuseNew();
    drain.track(() => cancelled.push('f'));
    expect(cancelled).toEqual(['b', 'd', 'f']);
    expect(drain.running).toBe(0);
  });
});
