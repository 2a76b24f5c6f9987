import type { SseMessage } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
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
});
