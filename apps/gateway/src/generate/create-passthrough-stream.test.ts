import { describe, expect, it } from 'vitest';
import type { SseMessage } from '@modelgate/translate';
import type { StreamItemKind } from '../formats/format-profile.js';
import { createPassthroughStream } from './create-passthrough-stream.js';

/** A decoder that yields one SSE message per blank line (the event's `data:` text) and records what it was given. */
function createRecordingDecoder(): { pushed: string[]; push(text: string): SseMessage[]; end(): SseMessage[] } {
  let buffer = '';
  const pushed: string[] = [];
  return {
    pushed,
    push(text) {
      pushed.push(text);
      buffer += text;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      return events.map((event) => ({ data: event.replace(/^data: /, '') }));
    },
    end: () => [],
  };
}

const readStreamItem = ({ data }: SseMessage): StreamItemKind =>
  data === 'content' ? { kind: 'content' } : data === 'error' ? { kind: 'error', message: 'boom' } : { kind: 'other' };

function create(decoder: ReturnType<typeof createRecordingDecoder>, upstreamModel = 'm') {
  return createPassthroughStream({
    meter: { push: () => undefined, end: () => undefined, usage: () => undefined },
    decoder,
    readStreamItem,
    renderStreamError: () => 'data: error\n\n',
    upstreamModel,
    clientModel: 'm',
    deploymentName: 'd',
    keepLine: undefined,
    endsStream: (text: string) => text.endsWith('data: done\n\n'),
  });
}

describe('createPassthroughStream', () => {
  it('stops decoding at the first content event and passes every event through', () => {
    const decoder = createRecordingDecoder();
    const stream = create(decoder);
    const text = 'data: start\n\ndata: content\n\ndata: error\n\ndata: content\n\n';
    expect(stream.push(text)).toBe(text);
    expect(stream.hasContent()).toBe(true);
    expect(decoder.pushed.join('')).toBe('data: start\n\ndata: content\n\n');
    expect(stream.push('data: error\n\n')).toBe('data: error\n\n');
    expect(stream.end()).toBe('');
    expect(decoder.pushed.join('')).toBe('data: start\n\ndata: content\n\n');
  });

  it('throws on an error event before any content, even within one chunk', () => {
    const stream = create(createRecordingDecoder());
    expect(() => stream.push('data: start\n\ndata: error\n\ndata: content\n\n')).toThrow(/before any content: boom/);
  });

  it('decodes across chunks that split lines', () => {
    const decoder = createRecordingDecoder();
    const stream = create(decoder, 'upstream');
    expect(stream.push('data: sta')).toBe('');
    expect(stream.hasContent()).toBe(false);
    expect(stream.push('rt\n\ndata: cont')).toBe('data: start\n\n');
    expect(stream.push('ent\n\n')).toBe('data: content\n\n');
    expect(stream.hasContent()).toBe(true);
  });

  it('is complete from the chunk that ends with the last event', () => {
    const stream = create(createRecordingDecoder(), 'upstream');
    expect(stream.push('data: content\n\n')).toBe('data: content\n\n');
    expect(stream.isComplete()).toBe(false);
    expect(stream.push('data: done\n\n')).toBe('data: done\n\n');
    expect(stream.isComplete()).toBe(true);
  });
});

describe('createPassthroughStream metering', () => {
  const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

  it('meters what a turn pushed after that turn, and every chunk before usage is read (after the end, or an aborted stream)', async () => {
    const metered: string[] = [];
    const stream = createPassthroughStream({
      meter: { push: (text) => void metered.push(text), end: () => void metered.push('<end>'), usage: () => ({ inputTokens: metered.length, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 0, reasoningTokens: 0 }) },
      decoder: createRecordingDecoder(),
      readStreamItem,
      renderStreamError: () => 'data: error\n\n',
      upstreamModel: 'm',
      clientModel: 'm',
      deploymentName: 'd',
      keepLine: undefined,
      endsStream: () => false,
    });
    expect(stream.push('data: start\n\n')).toBe('data: start\n\n');
    expect(stream.push('data: content\n\n')).toBe('data: content\n\n');
    expect(metered).toEqual([]);
    await nextTurn();
    // Both chunks of the turn in one piece, in order.
    expect(metered).toEqual(['data: start\n\ndata: content\n\n']);
    stream.push('data: usage\n\n');
    expect(metered).toHaveLength(1);
    // Read mid-stream (the client went away): what is waiting is metered first.
    expect(stream.usage()?.inputTokens).toBe(2);
    expect(metered).toEqual(['data: start\n\ndata: content\n\n', 'data: usage\n\n']);
    await nextTurn();
    expect(metered).toHaveLength(2);
    stream.push('data: more\n\n');
    stream.end();
    // The end goes out before the last chunk is metered: usage is read after the answer ended.
    expect(metered).toHaveLength(2);
    stream.usage();
    stream.usage();
    expect(metered).toEqual(['data: start\n\ndata: content\n\n', 'data: usage\n\n', 'data: more\n\n', '<end>']);
    await nextTurn();
    expect(metered).toHaveLength(4);
  });
});
