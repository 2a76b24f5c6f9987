import { describe, expect, it } from 'vitest';
import { createUpstreamBody } from './create-upstream-body.js';

function createControl() {
  const calls: string[] = [];
  return {
    calls,
    pause: () => void calls.push('pause'),
    resume: () => void calls.push('resume'),
    abort: (reason: Error) => void calls.push(`abort: ${reason.message}`),
  };
}

const bytes = (text: string): Uint8Array => Buffer.from(text);
const text = (chunk: Uint8Array | undefined): string => Buffer.from(chunk ?? new Uint8Array()).toString();

describe('createUpstreamBody', () => {
  it('hands out what waits as one chunk, in order, then ends', async () => {
    const body = createUpstreamBody(createControl());
    body.push(bytes('a'));
    body.push(bytes('b'));
    const iterator = body[Symbol.asyncIterator]();
    expect(text((await iterator.next()).value)).toBe('ab');
    body.push(bytes('c'));
    body.end();
    const read: string[] = [];
    for await (const chunk of body) read.push(text(chunk));
    expect(read).toEqual(['c']);
  });

  it('wakes a waiting read with all that arrived in the same turn, and with the end', async () => {
    const body = createUpstreamBody(createControl());
    const iterator = body[Symbol.asyncIterator]();
    const first = iterator.next();
    body.push(bytes('one '));
    body.push(bytes('read'));
    expect(text((await first).value)).toBe('one read');
    const last = iterator.next();
    body.end();
    expect(await last).toEqual({ value: undefined, done: true });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('delivers what arrived before a failure, then throws it, to a waiting read or a later one', async () => {
    const body = createUpstreamBody(createControl());
    const iterator = body[Symbol.asyncIterator]();
    body.push(bytes('kept'));
    body.fail(new Error('reset'));
    body.push(bytes('ignored'));
    expect(text((await iterator.next()).value)).toBe('kept');
    await expect(iterator.next()).rejects.toThrow('reset');

    const waiting = createUpstreamBody(createControl());
    const read = waiting[Symbol.asyncIterator]().next();
    waiting.fail(new Error('timeout'));
    await expect(read).rejects.toThrow('timeout');
  });

  it('pauses the connection above 64 KiB waiting and resumes it at the next read', async () => {
    const control = createControl();
    const body = createUpstreamBody(control);
    const iterator = body[Symbol.asyncIterator]();
    const piece = new Uint8Array(16 * 1024);
    for (let index = 0; index < 4; index += 1) body.push(piece);
    expect(control.calls).toEqual([]);
    body.push(piece);
    body.push(piece);
    expect(control.calls).toEqual(['pause']);
    expect((await iterator.next()).value?.byteLength).toBe(6 * piece.length);
    expect(control.calls).toEqual(['pause', 'resume']);
    body.push(piece);
    expect(control.calls).toEqual(['pause', 'resume']);
  });

  it('aborts the upstream request when the reader stops early, and only then', async () => {
    const control = createControl();
    const body = createUpstreamBody(control);
    body.push(bytes('a'));
    for await (const chunk of body) {
      expect(text(chunk)).toBe('a');
      break;
    }
    expect(control.calls).toEqual(['abort: The reader stopped before the upstream body ended.']);

    const whole = createControl();
    const ended = createUpstreamBody(whole);
    ended.push(bytes('a'));
    ended.end();
    for await (const chunk of ended) expect(text(chunk)).toBe('a');
    await ended[Symbol.asyncIterator]().return?.();
    expect(whole.calls).toEqual([]);
  });
});
