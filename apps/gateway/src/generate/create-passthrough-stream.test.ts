import { type StreamItemKind } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '@modelgate/ir';
import type { IrUsage } from '../translate/translator-port.js';
import { createPassthroughObserver } from './create-passthrough-observer.js';
import { createPassthroughStream } from './create-passthrough-stream.js';

/** The one SSE parser, recording the text it was given. */
function createRecordingParser(): { pushed: string[]; push(text: string): SseMessage[]; end(): SseMessage[] } {
  const parser = createSseParser();
  const pushed: string[] = [];
  return {
    pushed,
    push(text) {
      pushed.push(text);
      return parser.push(text);
    },
    end: () => parser.end(),
  };
}

const rules = {
  readStreamItem: ({ data }: SseMessage): StreamItemKind =>
    data === 'content' ? { kind: 'content' } : data === 'error' ? { kind: 'error', message: 'boom' } : { kind: 'other' },
  mayEndStream: (text: string) => text.includes('done'),
  isLastStreamEvent: (message: SseMessage) => message.data === 'done',
};

const usageOf = (count: number): IrUsage => ({ inputTokens: count, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 0, reasoningTokens: 0 });

function create(parser: ReturnType<typeof createRecordingParser>, upstreamModel = 'm', metered: string[] = []) {
  return createPassthroughStream({
    observer: createPassthroughObserver({
      rules,
      meter: { pushMessage: (message) => void metered.push(message.data), usage: () => usageOf(metered.length), stopReason: () => undefined },
      parser,
      deploymentName: 'd',
    }),
    renderStreamError: () => 'data: error\n\n',
    upstreamModel,
    modelMember: 'model',
    clientModel: 'm',
    keepLine: undefined,
  });
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('createPassthroughStream', () => {
  it('parses up to the first content event at once, the rest after the turn, each chunk once, and passes every event through', async () => {
    const parser = createRecordingParser();
    const stream = create(parser);
    const text = 'data: start\n\ndata: content\n\ndata: error\n\ndata: content\n\n';
    expect(stream.push(text)).toBe(text);
    expect(stream.hasContent()).toBe(true);
    expect(parser.pushed.join('')).toBe('data: start\n\ndata: content\n\n');
    expect(stream.push('data: error\n\n')).toBe('data: error\n\n');
    expect(stream.end()).toBe('');
    expect(parser.pushed.join('')).toBe('data: start\n\ndata: content\n\n');
    await nextTurn();
    expect(parser.pushed.join('')).toBe(`${text}data: error\n\n`);
  });

  it('throws on an error event before any content, even within one chunk', () => {
    const stream = create(createRecordingParser());
    expect(() => stream.push('data: start\n\ndata: error\n\ndata: content\n\n')).toThrow(/before any content: boom/);
  });

  it('decodes across chunks that split lines', () => {
    const parser = createRecordingParser();
    const stream = create(parser, 'upstream');
    expect(stream.push('data: sta')).toBe('');
    expect(stream.hasContent()).toBe(false);
    expect(stream.push('rt\n\ndata: cont')).toBe('data: start\n\n');
    expect(stream.push('ent\n\n')).toBe('data: content\n\n');
    expect(stream.hasContent()).toBe(true);
  });

  it('is complete from the chunk that ends with the last event', () => {
    const stream = create(createRecordingParser(), 'upstream');
    expect(stream.push('data: content\n\n')).toBe('data: content\n\n');
    expect(stream.isComplete()).toBe(false);
    expect(stream.push('data: done\n\n')).toBe('data: done\n\n');
    expect(stream.isComplete()).toBe(true);
  });

  it('classifies an event left without its blank line when the upstream ends', () => {
    const stream = create(createRecordingParser());
    stream.push('data: start\n\ndata: error');
    expect(() => stream.end()).toThrow(/before any content: boom/);
  });
});

describe('createPassthroughStream metering', () => {
  it('meters what a turn pushed after that turn, and every chunk before usage is read (after the end, or an aborted stream)', async () => {
    const metered: string[] = [];
    const stream = create(createRecordingParser(), 'm', metered);
    expect(stream.push('data: start\n\n')).toBe('data: start\n\n');
    expect(stream.push('data: content\n\n')).toBe('data: content\n\n');
    expect(metered).toEqual([]);
    await nextTurn();
    // Both chunks of the turn, in order.
    expect(metered).toEqual(['start', 'content']);
    stream.push('data: usage\n\n');
    expect(metered).toHaveLength(2);
    // Read mid-stream (the client went away): what is waiting is metered first.
    expect(stream.usage()?.inputTokens).toBe(3);
    expect(metered).toEqual(['start', 'content', 'usage']);
    await nextTurn();
    expect(metered).toHaveLength(3);
    stream.push('data: more\n\ndata: last');
    stream.end();
    // The end goes out before the last chunk is metered: usage is read after the answer ended.
    expect(metered).toHaveLength(3);
    stream.usage();
    stream.usage();
    expect(metered).toEqual(['start', 'content', 'usage', 'more', 'last']);
    await nextTurn();
    expect(metered).toHaveLength(5);
  });
});
