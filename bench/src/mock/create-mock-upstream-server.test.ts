import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BENCH_FORMAT_IDS, BENCH_FORMATS } from '../formats/bench-formats.js';
import type { FormatId } from '@modelgate/ir';
import { createMockUpstreamServer } from './create-mock-upstream-server.js';
import { FIRST_TOKEN_MARKER, mapProfileToUpstreamModel } from './mock-profile.js';
import { readMonotonicMs, STREAM_STAMPS_PATH, type StreamStamp } from './stream-stamps.js';

const servers = new Map<FormatId, { server: Server; origin: string }>();

beforeAll(async () => {
  for (const format of BENCH_FORMAT_IDS) {
    const server = createMockUpstreamServer({
      format,
      profiles: { instant: { intervalMs: 0, deltas: 3 }, paced: { intervalMs: 1, deltas: 2 }, slow: { intervalMs: 1, deltas: 2 } },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.set(format, { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
});

afterAll(async () => {
  for (const { server } of servers.values()) await new Promise((resolve) => server.close(resolve));
});

async function post(format: FormatId, model: string, stream: boolean): Promise<Response> {
  const mock = servers.get(format);
  if (mock === undefined) throw new Error('no mock');
  const benchFormat = BENCH_FORMATS[format];
  return fetch(`${mock.origin}${benchFormat.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: benchFormat.createRequestBody(model, stream),
  });
}

describe('createMockUpstreamServer', () => {
  it.each(BENCH_FORMAT_IDS)('%s answers JSON with the model echoed and the whole text', async (format) => {
    const response = await post(format, mapProfileToUpstreamModel('instant'), false);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ model: 'bench-instant' });
    expect(text).toContain(`${FIRST_TOKEN_MARKER} word1 word2`);
  });

  it.each(BENCH_FORMAT_IDS)('%s streams SSE with every delta and a terminal event', async (format) => {
    const response = await post(format, mapProfileToUpstreamModel('paced'), true);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const text = await response.text();
    const data = text
      .split('\n')
      .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
      .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
    expect(text).toContain(FIRST_TOKEN_MARKER);
    expect(text).toContain(' word1');
    expect(data.length).toBeGreaterThan(3);
    const terminal = { 'openai-chat': 'data: [DONE]', 'anthropic-messages': 'event: message_stop', 'openai-responses': 'event: response.completed' };
    expect(text).toContain(terminal[format]);
  });

  it('stamps a stream on the monotonic clock: received, then its first delta written, within the request', async () => {
    const mock = servers.get('anthropic-messages');
    const readStamps = async (): Promise<StreamStamp[]> =>
      ((await (await fetch(`${mock?.origin ?? ''}${STREAM_STAMPS_PATH}`)).json()) as { stamps: StreamStamp[] }).stamps;
    const before = (await readStamps()).length;
    const sentAtMs = readMonotonicMs();
    await (await post('anthropic-messages', mapProfileToUpstreamModel('paced'), true)).text();
    const doneAtMs = readMonotonicMs();
    await (await post('anthropic-messages', mapProfileToUpstreamModel('instant'), false)).text();
    const stamps = await readStamps();
    expect(stamps).toHaveLength(before + 1);
    const stamp = stamps.at(-1);
    expect(stamp?.receivedAtMs).toBeGreaterThan(sentAtMs);
    // Node's timers count from the loop's cached time, so a 1 ms pause can read a little shorter on this clock.
    expect(stamp?.firstDeltaWrittenAtMs).toBeGreaterThan(stamp?.receivedAtMs ?? Number.POSITIVE_INFINITY);
    expect(stamp?.firstDeltaWrittenAtMs).toBeLessThan(doneAtMs);
  });

  it('answers a 1 MB request without parsing its body', async () => {
    const mock = servers.get('openai-chat');
    const body = JSON.stringify({ model: mapProfileToUpstreamModel('instant'), messages: [{ role: 'user', content: 'x'.repeat(1024 * 1024) }] });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await fetch(`${mock?.origin ?? ''}${BENCH_FORMATS['openai-chat'].path}`, { method: 'POST', body });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`${FIRST_TOKEN_MARKER} word1 word2`);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('answers 404 on a path of another format', async () => {
    const mock = servers.get('openai-chat');
    const response = await fetch(`${mock?.origin ?? ''}/v1/messages`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
