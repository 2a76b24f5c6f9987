import { afterEach, describe, expect, it } from 'vitest';
import { runConformance } from '../run-conformance.js';
import { createForwardingProxy, type ForwardingProxy } from '../testing-fixtures/create-forwarding-proxy.js';
import { createReplayUpstream, type ReplayUpstream } from './create-replay-upstream.js';
import { loadCassettes } from './load-cassettes.js';

const cassettes = await loadCassettes();
let replay: ReplayUpstream | undefined;
let proxy: ForwardingProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await replay?.close();
  proxy = undefined;
  replay = undefined;
});

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${replay?.url ?? ''}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('createReplayUpstream', () => {
  it('streams a cassette, split into small pieces, to a valid request of its format', async () => {
    replay = await createReplayUpstream({ cassettes, chunkSize: 5 });
    const response = await post('/v1/chat/completions', { model: 'chat-text', messages: [{ role: 'user', content: 'hi' }], stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await response.text()).toBe(cassettes.find((cassette) => cassette.id === 'chat-text')?.upstreamSse);
    expect(replay.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/chat/completions', cassetteId: 'chat-text' });
  });

  it('answers whole without stream: true', async () => {
    replay = await createReplayUpstream({ cassettes });
    const response = await post('/v1/messages', { model: 'messages-text', max_tokens: 5, messages: [{ role: 'user', content: 'hi' }] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(cassettes.find((cassette) => cassette.id === 'messages-text')?.upstreamJson);
  });

  it('lists the cassettes as models', async () => {
    replay = await createReplayUpstream({ cassettes });
    const list = (await (await fetch(`${replay.url}/v1/models`)).json()) as { data: { id: string }[] };
    expect(list.data.map((entry) => entry.id)).toEqual(cassettes.map((cassette) => cassette.id));
  });

  it.each([
    ['/v1/messages', { model: 'nope', max_tokens: 5, messages: [], stream: true }, 404, { type: 'error', error: { type: 'not_found_error' } }],
    ['/v1/messages', { model: 'chat-text', max_tokens: 5, messages: [{ role: 'user', content: 'hi' }], stream: true }, 400, { type: 'error' }],
    ['/v1/chat/completions', { model: 'chat-text', stream: true }, 400, { error: { type: 'invalid_request_error' } }],
    ['/v1/embeddings', { model: 'chat-text' }, 404, { error: {} }],
  ])('refuses POST %s %j with %i in that format', async (path, body, status, shape) => {
    replay = await createReplayUpstream({ cassettes });
    const response = await post(path, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(shape);
  });

  it('passes the cassette cases of its own format when the suite talks to it directly', async () => {
    replay = await createReplayUpstream({ cassettes });
    const report = await runConformance({ baseUrl: replay.url, token: 'mg-replay-0123456789ab', cases: [], cassettes });
    const sameFormat = (id: string): boolean =>
      cassettes.some((cassette) => new RegExp(`^cassettes/${cassette.id}-as-${cassette.upstream.format}(-whole)?$`).test(id));
    // The 529 cassette answers without retry-after: a warning, not a failure.
    const passed = report.results.filter((result) => result.outcome === 'pass' || result.outcome === 'warn').map((result) => result.id);
    expect(passed).toEqual(report.results.map((result) => result.id).filter(sameFormat));
    const crossed = report.results.filter((result) => result.outcome === 'fail');
    expect(crossed.map((result) => result.id)).toEqual(report.results.map((result) => result.id).filter((id) => !sameFormat(id)));
    expect(crossed.every((result) => /^status: status 400, expected /.test(result.findings[0] ?? ''))).toBe(true);
  });

  it('reports a stream whose content differs from the cassette', async () => {
    replay = await createReplayUpstream({ cassettes });
    const tampered = cassettes
      .filter((cassette) => cassette.id === 'messages-tool-use')
      .map((cassette) => ({ ...cassette, expect: { finish: 'tool-calls' as const, ...cassette.expect, text: 'Something else.', toolCalls: [{ name: 'get_weather', arguments: { city: 'Lyon' } }] } }));
    const report = await runConformance({ baseUrl: replay.url, token: 'mg-replay-0123456789ab', cases: [], cassettes: tampered, only: 'cassettes/messages-tool-use-as-messages' });
    expect(report.results).toHaveLength(2);
    expect(report.results[1]?.findings).toEqual(report.results[0]?.findings);
    expect(report.results[0]?.findings).toEqual([
      'expected-content: text is "Let me check.", expected "Something else."',
      'expected-content: tool calls are [{"name":"get_weather","arguments":{"city":"Paris"}}], expected [{"name":"get_weather","arguments":{"city":"Lyon"}}]',
    ]);
  });

  it.each([
    [false, []],
    [true, ["spec: upstream-request: an upstream request carried the client's token"]],
  ])('checks what the upstream saw through a server (leaking the token: %s)', async (leakClientToken, findings) => {
    replay = await createReplayUpstream({ cassettes });
    proxy = await createForwardingProxy({ upstream: replay.url, leakClientToken });
    const report = await runConformance({
      baseUrl: proxy.baseUrl,
      token: 'mg-proxy-0123456789ab',
      cases: [],
      cassettes,
      cassetteModelPrefix: 'cassette/',
      replayUpstream: replay,
      only: 'cassettes/chat-text-as-chat,cassettes/messages-text-as-messages',
    });
    expect(report.results.map((result) => result.findings)).toEqual([findings, findings, findings, findings]);
  });

  it('reports streamed usage that is not the upstream\'s (a server that zeroes it)', async () => {
    replay = await createReplayUpstream({ cassettes });
    proxy = await createForwardingProxy({ upstream: replay.url, rewrite: (body) => body.replace(/"(input|output)_tokens":\d+/g, '"$1_tokens":0') });
    const report = await runConformance({ baseUrl: proxy.baseUrl, token: 'mg-proxy-0123456789ab', cases: [], cassettes, only: 'cassettes/messages-text-as-messages' });
    expect(report.results.map((result) => result.findings)).toEqual([
      ['upstream-usage: usage is {"input":0,"output":0}, the upstream reported {"input":12,"output":7}'],
      ['upstream-usage: usage is {"input":0,"output":0}, the upstream reported {"input":12,"output":7}'],
    ]);
  });

  it('reports content blocks the upstream never sent (a server that invents a web search)', async () => {
    replay = await createReplayUpstream({ cassettes });
    const invented = '{"type":"web_search_tool_result","tool_use_id":"srvtoolu_1","content":[]}';
    proxy = await createForwardingProxy({
      upstream: replay.url,
      rewrite: (body) =>
        body
          .replace('"content":[{"type":"text"', `"content":[${invented},{"type":"text"`)
          .replace('event: content_block_start\ndata: {"type":"content_block_start","index":0,', `event: content_block_start\ndata: {"type":"content_block_start","index":9,"content_block":${invented}}\n\nevent: content_block_stop\ndata: {"type":"content_block_stop","index":9}\n\nevent: content_block_start\ndata: {"type":"content_block_start","index":0,`),
    });
    const report = await runConformance({ baseUrl: proxy.baseUrl, token: 'mg-proxy-0123456789ab', cases: [], cassettes, only: 'cassettes/messages-text-as-messages' });
    for (const result of report.results) {
      expect(result.findings).toContain('block-types: the answer carries other:web_search_tool_result, which the upstream never sent (it sent text)');
    }
  });

  it('answers any model with the format\'s text cassette in key-less mode, and only then', async () => {
    const body = { model: 'no-such-model', max_tokens: 16, messages: [{ role: 'user', content: 'Hi.' }] };
    replay = await createReplayUpstream({ cassettes });
    expect((await post('/v1/messages', body)).status).toBe(404);
    await replay.close();
    replay = await createReplayUpstream({ cassettes, keyless: true });
    const response = await post('/v1/messages', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ content: [{ type: 'text', text: 'Hello from the messages cassette.' }] });
    expect(replay.requests.at(-1)?.cassetteId).toBe('messages-text');
    const other = await post('/v1/messages', { ...body, model: 'chat-text' });
    expect(other.status).toBe(200);
    expect(replay.requests.at(-1)?.cassetteId).toBe('messages-text');
  });

  it('lets a pass-through server\'s missing checks show against a key-less upstream', async () => {
    replay = await createReplayUpstream({ cassettes, keyless: true });
    proxy = await createForwardingProxy({ upstream: replay.url, leakClientToken: true });
    const report = await runConformance({ baseUrl: proxy.baseUrl, token: 'mg-proxy-0123456789ab', model: 'chat-text', formats: ['chat'], only: 'errors/unknown-model-chat,models/suffixed-id-chat' });
    expect(report.results.map((result) => [result.id, result.outcome, result.findings[0]])).toEqual([
      ['models/suffixed-id-chat', 'fail', 'status: status 200, expected 4xx'],
      ['errors/unknown-model-chat', 'fail', 'status: status 200, expected 4xx'],
      ['errors/unknown-model-chat-stream', 'fail', 'status: status 200, expected 4xx'],
    ]);
  });

  it('reports a cassette the upstream was never asked for', async () => {
    replay = await createReplayUpstream({ cassettes });
    proxy = await createForwardingProxy({ upstream: replay.url });
    const elsewhere = await createReplayUpstream({ cassettes });
    try {
      const report = await runConformance({
        baseUrl: proxy.baseUrl,
        token: 'mg-proxy-0123456789ab',
        cases: [],
        cassettes,
        replayUpstream: elsewhere,
        only: 'cassettes/chat-text-as-chat-whole',
      });
      expect(report.results[0]?.findings).toEqual(['spec: upstream-request: the replay upstream was never asked for cassette chat-text']);
    } finally {
      await elsewhere.close();
    }
  });
});
