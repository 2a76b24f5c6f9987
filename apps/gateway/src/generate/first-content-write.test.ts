import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { createSseParser } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { TRANSLATOR } from '../app/translator.js';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import { CancelSwitch } from '../providers/cancel-signal.js';
import { createPassthroughObserver } from './create-passthrough-observer.js';
import { createPassthroughStream } from './create-passthrough-stream.js';
import { pipeStreamAnswer } from './pipe-stream-answer.js';

/**
 * A ServerResponse that records what would leave as one packet: writes made while corked go out together at the last
 * uncork, any other write at once; the status line goes with the first of them (Node sends headers with the first
 * body write when flushHeaders was not called).
 */
class RecordingResponse extends EventEmitter {
  readonly packets: string[] = [];
  destroyed = false;
  writableEnded = false;
  private status: number | undefined;
  private corks = 0;
  private held = '';
  setHeader(): this {
    return this;
  }
  removeHeader(): void {}
  writeHead(status: number): this {
    this.status = status;
    return this;
  }
  cork(): void {
    this.corks += 1;
  }
  uncork(): void {
    if (this.corks === 0) return;
    this.corks -= 1;
    if (this.corks === 0) this.send('');
  }
  write(text: string): boolean {
    if (this.corks > 0) this.held += text;
    else this.send(text);
    return true;
  }
  end(text: string): this {
    this.writableEnded = true;
    this.corks = 0;
    this.send(`${text}<end>`);
    return this;
  }
  private send(text: string): void {
    const body = this.held + text;
    this.held = '';
    if (body === '') return;
    const head = this.status === undefined ? '' : `<status ${this.status}>`;
    this.status = undefined;
    this.packets.push(head + body);
  }
}

/** An upstream body whose chunks the test hands over one by one. */
function createUpstream(onNext?: () => void): { body: AsyncIterable<Uint8Array>; send(text: string): void; close(): void } {
  const waiting: Array<(result: IteratorResult<Uint8Array>) => void> = [];
  const queued: Array<IteratorResult<Uint8Array>> = [];
  const hand = (result: IteratorResult<Uint8Array>): void => {
    const next = waiting.shift();
    if (next === undefined) queued.push(result);
    else next(result);
  };
  return {
    body: {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          onNext?.();
          const result = queued.shift();
          return result === undefined ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(result);
        },
      }),
    },
    send: (text) => hand({ done: false, value: Buffer.from(text) }),
    close: () => hand({ done: true, value: undefined }),
  };
}

const chunk = (model: string, delta: string, finish: string | null = null): string =>
  `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"${model}","choices":[{"index":0,"delta":${delta},"finish_reason":${finish === null ? 'null' : `"${finish}"`}}]}\n\n`;
const USAGE_CHUNK = 'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"up","choices":[],"usage":{"prompt_tokens":5,"completion_tokens":2,"total_tokens":7}}\n\n';

/** A turn of the event loop: every microtask and process.nextTick callback queued before it has run. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A passed-through chat stream whose upstream model is the client's (nothing renamed, every line kept). */
function createSameModelChatStream() {
  const chat = FORMAT_MODULES['openai-chat'];
  return createPassthroughStream({
    observer: createPassthroughObserver({ rules: chat.passthrough, meter: TRANSLATOR.createStreamUsageMeter('openai-chat'), parser: createSseParser(), deploymentName: 'd' }),
    renderStreamError: () => 'data: error\n\n',
    upstreamModel: 'up',
    clientModel: 'up',
    modelMember: chat.passthrough.modelMember,
    keepLine: undefined,
  });
}

/**
 * A same-model chat stream piped to a recording response, counting the packets that had gone out each time the pipe
 * asked the upstream for a chunk.
 */
function pipeSameModelChat(): { response: RecordingResponse; upstream: ReturnType<typeof createUpstream>; packetsAtNext: number[]; piped: ReturnType<typeof pipeStreamAnswer> } {
  const response = new RecordingResponse();
  const packetsAtNext: number[] = [];
  const upstream = createUpstream(() => packetsAtNext.push(response.packets.length));
  const piped = pipeStreamAnswer({
    response: response as unknown as ServerResponse,
    upstream: upstream.body,
    stream: createSameModelChatStream(),
    signal: new CancelSwitch().signal,
    requestId: 'req_1',
    onFirstByte: () => undefined,
    keepAliveMs: 60_000,
  });
  return { response, upstream, packetsAtNext, piped };
}

describe('a passed-through stream releases its held head with the first content', () => {
  it('in one packet with the status line, in the turn the content arrived, renamed and filtered', async () => {
    const chat = FORMAT_MODULES['openai-chat'];
    const response = new RecordingResponse();
    const upstream = createUpstream();
    let firstBytes = 0;
    const stream = createPassthroughStream({
      observer: createPassthroughObserver({ rules: chat.passthrough, meter: TRANSLATOR.createStreamUsageMeter('openai-chat'), parser: createSseParser(), deploymentName: 'd' }),
      renderStreamError: () => 'data: error\n\n',
      upstreamModel: 'up',
      clientModel: 'client-model',
      modelMember: chat.passthrough.modelMember,
      // The client asked for no usage chunk: its line is dropped, so each line goes through the filter.
      keepLine: chat.passthrough.streamLineFilter({ model: 'client-model', stream: true, messages: [] }),
    });
    const piped = pipeStreamAnswer({
      response: response as unknown as ServerResponse,
      upstream: upstream.body,
      stream,
      signal: new CancelSwitch().signal,
      requestId: 'req_1',
      onFirstByte: () => (firstBytes += 1),
      keepAliveMs: 60_000,
    });
    upstream.send(chunk('up', '{"role":"assistant","content":""}'));
    await nextTurn();
    await nextTurn();
    // Held: no content yet, so a failure could still fall through to another deployment.
    expect(response.packets).toEqual([]);
    expect(firstBytes).toBe(0);

    // Scheduled before the content is handed over: it runs after everything that chunk queued but before anything
    // the gateway might defer to a later turn (setImmediate, a timer, I/O).
    const sameTurn = nextTurn();
    upstream.send(chunk('up', '{"content":"Zq0"}'));
    await sameTurn;
    expect(response.packets).toEqual([`<status 200>${chunk('client-model', '{"role":"assistant","content":""}')}${chunk('client-model', '{"content":"Zq0"}')}`]);
    expect(firstBytes).toBe(1);

    upstream.send(chunk('up', '{}', 'stop') + USAGE_CHUNK + 'data: [DONE]\n\n');
    upstream.close();
    const outcome = await piped;
    // The usage chunk's line is dropped, its blank line kept (an empty event, which SSE clients skip).
    expect(response.packets.slice(1)).toEqual([`${chunk('client-model', '{}', 'stop')}\ndata: [DONE]\n\n<end>`]);
    expect(outcome).toMatchObject({ outcome: 'ok', usage: { inputTokens: 5, outputTokens: 2 } });
  });
});

describe('the held head and the first content leave at once', () => {
  it('before the pipe asks the upstream for its next chunk, in one packet', async () => {
    const { response, upstream, packetsAtNext, piped } = pipeSameModelChat();
    upstream.send(chunk('up', '{"role":"assistant","content":""}'));
    await nextTurn();
    upstream.send(chunk('up', '{"content":"Zq0"}'));
    await nextTurn();
    // Asked for the second chunk with nothing sent (held), for the third with the head and both events sent.
    expect(packetsAtNext).toEqual([0, 0, 1]);
    expect(response.packets).toEqual([`<status 200>${chunk('up', '{"role":"assistant","content":""}')}${chunk('up', '{"content":"Zq0"}')}`]);
    upstream.send(chunk('up', '{}', 'stop') + 'data: [DONE]\n\n');
    upstream.close();
    expect((await piped).outcome).toBe('ok');
  });
});

describe('a write after the first leaves at once too', () => {
  it('before the pipe asks the upstream for its next chunk, in one packet', async () => {
    const { response, upstream, packetsAtNext, piped } = pipeSameModelChat();
    upstream.send(chunk('up', '{"role":"assistant","content":"Zq0"}'));
    await nextTurn();
    // The upstream's body hands on everything that arrived together as one chunk: nothing of this turn would join it.
    upstream.send(chunk('up', '{"content":" word1"}') + chunk('up', '{"content":" word2"}'));
    await nextTurn();
    expect(packetsAtNext).toEqual([0, 1, 2]);
    expect(response.packets).toEqual([
      `<status 200>${chunk('up', '{"role":"assistant","content":"Zq0"}')}`,
      chunk('up', '{"content":" word1"}') + chunk('up', '{"content":" word2"}'),
    ]);
    upstream.send(chunk('up', '{}', 'stop') + 'data: [DONE]\n\n');
    upstream.close();
    expect((await piped).outcome).toBe('ok');
    expect(response.packets).toHaveLength(3);
  });
});

describe('a whole answer lets go of the upstream text kept for counting its output', () => {
  it.each([
    ['with its usage: released, it is never counted', USAGE_CHUNK, true],
    ['without usage: kept, its output is counted from it', '', false],
  ])('%s', async (_name, usageChunk, released) => {
    const upstream = createUpstream();
    const pushed: string[] = [];
    let releases = 0;
    const transcript = {
      push: (text: string) => void pushed.push(text),
      estimateOutputTokens: () => pushed.join('').length,
      release: () => void (releases += 1),
    };
    const piped = pipeStreamAnswer({
      response: new RecordingResponse() as unknown as ServerResponse,
      upstream: upstream.body,
      stream: createSameModelChatStream(),
      transcript,
      signal: new CancelSwitch().signal,
      requestId: 'req_1',
      onFirstByte: () => undefined,
      keepAliveMs: 60_000,
    });
    upstream.send(chunk('up', '{"role":"assistant","content":"Hi"}') + chunk('up', '{}', 'stop') + usageChunk + 'data: [DONE]\n\n');
    upstream.close();
    const outcome = await piped;
    expect(outcome.outcome).toBe('ok');
    expect(releases).toBe(released ? 1 : 0);
    expect(outcome.usage === undefined).toBe(!released);
    expect(outcome.estimateOutputTokens?.(() => 0)).toBe(pushed.join('').length);
  });
});
