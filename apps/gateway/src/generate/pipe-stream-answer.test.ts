import { once } from 'node:events';
import { createServer, request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app/create-app.js';
import type { Provider, ProviderResponse } from '../providers/provider.js';
import { createTestGateway, type TestGateway } from '../testing-fixtures/create-test-gateway.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An Anthropic stream of one text block: `head` is its message_start, `rest` the block and the stream's end. */
function messagesStream(text: string, usage: { input: number; output: number }): { head: string; rest: string } {
  return {
    head: `event: message_start\ndata: {"type":"message_start","message":{"id":"m","type":"message","role":"assistant","content":[],"model":"x","usage":{"input_tokens":${usage.input},"output_tokens":1}}}\n\n`,
    rest:
      'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n' +
      `event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"${text}"}}\n\n` +
      'event: content_block_stop\ndata: {"type":"content_block_stop","index":0}\n\n' +
      `event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":${usage.output}}}\n\n` +
      'event: message_stop\ndata: {"type":"message_stop"}\n\n',
  };
}

/** The ledger once a settlement has landed (settling runs after the answer, a few turns later). */
async function waitForLedger(core: TestGateway['core']): Promise<Awaited<ReturnType<TestGateway['core']['admin']['ledger']>>> {
  // Settling after a disconnect may first load the tokenizer (to count the output read so far): wait up to 10 s.
  let ledger = await core.admin.ledger();
  for (let attempt = 0; ledger.length === 0 && attempt < 1000; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    ledger = await core.admin.ledger();
  }
  return ledger;
}

/** An upstream that sends one event and then waits until the gateway aborts it. */
function createHangingProvider(): Provider & { aborted: Promise<void> } {
  let markAborted: () => void = () => undefined;
  const aborted = new Promise<void>((resolve) => (markAborted = resolve));
  return {
    name: 'hanging',
    kind: 'scripted',
    formats: ['anthropic-messages'],
    aborted,
    send(request): Promise<ProviderResponse> {
      async function* body(): AsyncIterable<Uint8Array> {
        yield Buffer.from(
          'event: message_start\ndata: {"type":"message_start","message":{"id":"m","type":"message","role":"assistant","content":[],"model":"x","usage":{"input_tokens":7,"output_tokens":1}}}\n\n' +
            'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n',
        );
        await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve(), { once: true }));
        markAborted();
        throw new Error('aborted');
      }
      return Promise.resolve({ status: 200, headers: {}, body: body() });
    },
  };
}

/** The gateway on a loopback port and a `POST /v1/messages` to it, body not yet sent. */
async function openMessagesRequest(app: GatewayApp, secret: string): Promise<ClientRequest> {
  const server = createServer(app).listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/v1/messages', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' } });
}

describe('client disconnect during a stream', () => {
  it('aborts the upstream once the drain bound passes and settles the usage seen so far as aborted', async () => {
    const upstream = createHangingProvider();
    const { app, secret, core } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: upstream }] }], options: { drainAfterDisconnectMs: 50 } });
    const client = await openMessagesRequest(app, secret);
    client.on('error', () => undefined);
    client.end(JSON.stringify({ model: 'claude-x', max_tokens: 50, stream: true, messages: [{ role: 'user', content: 'hi' }] }));
    const [response] = (await once(client, 'response')) as [NodeJS.ReadableStream];
    await once(response, 'data');
    client.destroy();
    await upstream.aborted;
    const ledger = await waitForLedger(core);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'client_aborted', inputTokens: 7 });
  });
});

describe('a quiet upstream', () => {
  it('starts the held stream and sends keep-alive comments between events', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const quiet: Provider = {
      name: 'quiet',
      kind: 'scripted',
      formats: ['anthropic-messages'],
      send(): Promise<ProviderResponse> {
        async function* body(): AsyncIterable<Uint8Array> {
          const { head, rest } = messagesStream('late', { input: 3, output: 2 });
          yield Buffer.from(head);
          await released;
          yield Buffer.from(rest);
        }
        return Promise.resolve({ status: 200, headers: {}, body: body() });
      },
    };
    const { app, secret } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: quiet }] }], options: { streamKeepAliveMs: 20 } });
    const client = await openMessagesRequest(app, secret);
    client.end(JSON.stringify({ model: 'claude-x', max_tokens: 50, stream: true, messages: [{ role: 'user', content: 'hi' }] }));
    const [response] = (await once(client, 'response')) as [NodeJS.ReadableStream & { statusCode?: number }];
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      if (text.includes(': keep-alive')) release();
    });
    await once(response, 'end');
    expect(response.statusCode).toBe(200);
    const order = ['event: message_start', ': keep-alive\n\n', 'text_delta', 'event: message_stop'].map((marker) => text.indexOf(marker));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('characters split across upstream chunks', () => {
  it('passes multi-byte text through whole when the upstream splits it mid-character', async () => {
    const text = 'héllo ✓ 😀 done';
    const { head, rest } = messagesStream(text, { input: 3, output: 2 });
    const whole = Buffer.from(head + rest);
    // Cut inside each multi-byte character: after é's first byte, inside ✓, inside the emoji.
    const at = (needle: string, plus: number): number => whole.indexOf(Buffer.from(needle)) + plus;
    const cuts = [at('é', 1), at('✓', 1), at('✓', 2), at('😀', 3)];
    const split: Provider = {
      name: 'split',
      kind: 'scripted',
      formats: ['anthropic-messages'],
      send(): Promise<ProviderResponse> {
        async function* body(): AsyncIterable<Uint8Array> {
          let from = 0;
          for (const cut of cuts) {
            yield whole.subarray(from, cut);
            from = cut;
          }
          yield whole.subarray(from);
        }
        return Promise.resolve({ status: 200, headers: {}, body: body() });
      },
    };
    const { app, secret } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: split }] }] });
    const client = await openMessagesRequest(app, secret);
    client.end(JSON.stringify({ model: 'claude-x', max_tokens: 50, stream: true, messages: [{ role: 'user', content: 'hi' }] }));
    const [response] = (await once(client, 'response')) as [NodeJS.ReadableStream];
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    await once(response, 'end');
    const received = Buffer.concat(chunks).toString('utf8');
    expect(received).toContain(`"text":"${text}"`);
    expect(received).not.toContain('\uFFFD');
  });
});

describe('the answer ends with its last event', () => {
  const { head, rest } = messagesStream('whole', { input: 5, output: 4 });
  const MESSAGES_STREAM = head + rest;
  const CHAT_STREAM =
    'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"x","choices":[{"index":0,"delta":{"role":"assistant","content":"whole"},"finish_reason":null}]}\n\n' +
    'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"x","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n' +
    'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"x","choices":[],"usage":{"prompt_tokens":5,"completion_tokens":4,"total_tokens":9}}\n\n' +
    'data: [DONE]\n\n';

  /** An upstream that sends its whole stream, then keeps its body open until released (as a slow connection close). */
  function createLingeringProvider(format: 'anthropic-messages' | 'openai-chat', stream: string): Provider & { release(): void; finished: Promise<void> } {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    return {
      name: 'lingering',
      kind: 'scripted',
      formats: [format],
      release,
      finished,
      send(): Promise<ProviderResponse> {
        async function* body(): AsyncIterable<Uint8Array> {
          yield Buffer.from(stream);
          await released;
          // Anything after the last event is not the client's.
          yield Buffer.from(': trailing comment\n\n');
          finish();
        }
        return Promise.resolve({ status: 200, headers: {}, body: body() });
      },
    };
  }

  it.each([
    ['passed through', 'anthropic-messages', MESSAGES_STREAM],
    ['translated from chat', 'openai-chat', CHAT_STREAM],
  ] as const)('%s: the client has the whole answer before the upstream body ends, settled right after its last byte', async (_name, format, stream) => {
    const upstream = createLingeringProvider(format, stream);
    const { app, secret, core } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: upstream }] }] });
    const client = await openMessagesRequest(app, secret);
    client.end(JSON.stringify({ model: 'claude-x', max_tokens: 50, stream: true, messages: [{ role: 'user', content: 'hi' }] }));
    const [response] = (await once(client, 'response')) as [NodeJS.ReadableStream & { statusCode?: number }];
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    await once(response, 'end');
    expect(response.statusCode).toBe(200);
    expect(text.endsWith('event: message_stop\ndata: {"type":"message_stop"}\n\n')).toBe(true);
    expect(text).toContain('whole');
    // Settled as the client's last byte went out, not when the upstream's body ends: its next request waits for no upstream.
    expect(await core.admin.ledger()).toEqual([expect.objectContaining({ status: 'ok', inputTokens: 5, outputTokens: 4 })]);
    upstream.release();
    await upstream.finished;
    const ledger = await waitForLedger(core);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'ok', inputTokens: 5, outputTokens: 4 });
    expect(text).not.toContain('trailing comment');
  });
});
