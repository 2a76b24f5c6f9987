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
    [true, ["upstream-request: an upstream request carried the client's token"]],
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
      expect(report.results[0]?.findings).toEqual(['upstream-request: the replay upstream was never asked for cassette chat-text']);
    } finally {
      await elsewhere.close();
    }
  });
});
