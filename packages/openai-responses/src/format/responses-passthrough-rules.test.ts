import type { SseMessage } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { responsesPassthroughRules } from './responses-passthrough-rules.js';

const data = (value: unknown, event?: string): SseMessage => ({ data: JSON.stringify(value), ...(event === undefined ? {} : { event }) });

describe('responsesPassthroughRules.readStreamItem', () => {
  it.each([
    ['responses created', data({ type: 'response.created' }), 'other'],
    ['responses in progress (type from the event name)', data({}, 'response.in_progress'), 'other'],
    ['responses delta', data({ type: 'response.output_text.delta' }), 'content'],
    ['responses failed', data({ type: 'response.failed', response: { error: { message: 'boom' } } }), 'error'],
    ['responses error', data({ type: 'error', message: 'boom' }), 'error'],
    ['responses unreadable', { data: 'nope' }, 'content'],
  ] as const)('%s → %s', (_name, message, kind) => {
    const read = responsesPassthroughRules.readStreamItem(message);
    expect(read.kind).toBe(kind);
    if (read.kind === 'error') expect(read.message).toBe('boom');
  });
});
