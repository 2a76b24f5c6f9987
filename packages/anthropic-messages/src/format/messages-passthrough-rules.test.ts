import type { SseMessage } from '@modelgate/ir';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesPassthroughRules } from './messages-passthrough-rules.js';

const data = (value: unknown, event?: string): SseMessage => ({ data: JSON.stringify(value), ...(event === undefined ? {} : { event }) });

describe('messagesPassthroughRules.readStreamItem', () => {
  it.each([
    ['messages start', data({ type: 'message_start' }), 'other'],
    ['messages ping', data({ type: 'ping' }), 'other'],
    ['messages block', data({ type: 'content_block_start' }), 'content'],
    ['messages error', data({ type: 'error', error: { type: 'overloaded_error', message: 'boom' } }), 'error'],
    ['messages unreadable', { data: '' }, 'content'],
  ] as const)('%s → %s', (_name, message, kind) => {
    const read = messagesPassthroughRules.readStreamItem(message);
    expect(read.kind).toBe(kind);
    if (read.kind === 'error') expect(read.message).toBe('boom');
  });

  describe('a stream event named by its `event:` line', () => {
    afterEach(() => vi.restoreAllMocks());

    it.each([
      ['message_start', 'other'],
      ['ping', 'other'],
      ['content_block_start', 'content'],
      ['content_block_delta', 'content'],
      ['content_block_stop', 'content'],
      ['message_delta', 'content'],
      ['message_stop', 'content'],
    ] as const)('%s → %s without its data parsed', (event, kind) => {
      const parse = vi.spyOn(JSON, 'parse');
      expect(messagesPassthroughRules.readStreamItem(data({ type: event }, event)).kind).toBe(kind);
      expect(parse).not.toHaveBeenCalled();
    });

    it('reads the data of an error for its message', () => {
      expect(messagesPassthroughRules.readStreamItem(data({ type: 'error', error: { type: 'overloaded_error', message: 'boom' } }, 'error')))
        .toEqual({ kind: 'error', message: 'boom' });
    });

    it("goes by the data's type when the name is not one of the format's", () => {
      expect(messagesPassthroughRules.readStreamItem(data({ type: 'error', error: { message: 'boom' } }, 'message'))).toEqual({ kind: 'error', message: 'boom' });
      expect(messagesPassthroughRules.readStreamItem(data({ type: 'ping' }, 'message')).kind).toBe('other');
    });
  });
});
