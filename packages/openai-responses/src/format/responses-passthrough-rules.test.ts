import type { SseMessage } from '@modelgate/ir';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('a stream event named by its `event:` line', () => {
    afterEach(() => vi.restoreAllMocks());

    // response.created and response.in_progress echo the whole response (instructions, tools): read by name alone.
    it.each([
      ['response.created', 'other'],
      ['response.in_progress', 'other'],
      ['response.queued', 'other'],
      ['response.output_item.added', 'content'],
      ['response.output_text.delta', 'content'],
      ['response.completed', 'content'],
    ] as const)('%s → %s without its data parsed', (event, kind) => {
      const parse = vi.spyOn(JSON, 'parse');
      expect(responsesPassthroughRules.readStreamItem(data({ type: event, response: { instructions: 'x'.repeat(1_000) } }, event)).kind).toBe(kind);
      expect(parse).not.toHaveBeenCalled();
    });

    it('reads the data of an error or a failed response for its message', () => {
      expect(responsesPassthroughRules.readStreamItem(data({ type: 'error', message: 'boom' }, 'error'))).toEqual({ kind: 'error', message: 'boom' });
      expect(responsesPassthroughRules.readStreamItem(data({ type: 'response.failed', response: { error: { message: 'boom' } } }, 'response.failed')))
        .toEqual({ kind: 'error', message: 'boom' });
    });

    it("goes by the data's type when the name is not one of the format's", () => {
      expect(responsesPassthroughRules.readStreamItem(data({ type: 'error', message: 'boom' }, 'message'))).toEqual({ kind: 'error', message: 'boom' });
      expect(responsesPassthroughRules.readStreamItem(data({ type: 'response.created' }, 'message')).kind).toBe('other');
    });
  });
});
