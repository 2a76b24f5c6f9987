import { describe, expect, it } from 'vitest';
import { createMessagesStreamDecoder } from './create-messages-stream-decoder.js';
import { renderStreamError } from './render-stream-error.js';
import { validateMessagesStreamEvent } from './validate.js';

describe('renderStreamError', () => {
  it('writes a named error event with the type the status implies', () => {
    expect(renderStreamError({ status: 529, message: 'Overloaded' })).toBe(
      'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n',
    );
  });

  it.each([
    [429, undefined, 'rate_limit_error'],
    [401, undefined, 'authentication_error'],
    [402, undefined, 'billing_error'],
    [502, undefined, 'api_error'],
    [504, undefined, 'timeout_error'],
    [500, 'overloaded_error', 'overloaded_error'],
    [500, 'server_error', 'api_error'],
  ] as const)('status %i with type %s gives a schema-valid %s event', (status, type, expected) => {
    const decoder = createMessagesStreamDecoder();
    const items = [...decoder.push(renderStreamError({ status, message: 'm', ...(type ? { type } : {}) })), ...decoder.end()];
    expect(items).toEqual([{ type: 'event', event: { type: 'error', error: { type: expected, message: 'm' } } }]);
    const [item] = items;
    expect(item?.type === 'event' && validateMessagesStreamEvent(item.event).ok).toBe(true);
  });

  it('keeps a message with newlines and quotes on one data line', () => {
    const text = renderStreamError({ status: 500, message: 'upstream said:\n"no"' });
    expect(text.split('\n')).toHaveLength(4);
  });
});
