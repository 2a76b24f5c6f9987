import { describe, expect, it } from 'vitest';
import type { SseMessage } from '@modelgate/ir';
import { checkChatStreamErrorSignal, checkMessagesStreamErrorSignal, checkResponsesStreamErrorSignal } from './check-stream-error-signal.js';

const data = (value: unknown, event?: string): SseMessage => ({ ...(event === undefined ? {} : { event }), data: JSON.stringify(value) });

describe('stream error signals', () => {
  it.each([
    [[data({ choices: [] }), data({ error: { message: 'overloaded', type: 'server_error' } })], []],
    [[data({ choices: [] }), { data: '[DONE]' }], ['no data: {"error":{…}} frame: a chat client cannot tell the stream failed']],
  ])('chat %#', (frames, expected) => {
    expect(checkChatStreamErrorSignal(frames)).toEqual(expected);
  });

  it.each([
    [[data({ type: 'response.failed', response: { id: 'r', error: { code: 'server_error', message: 'boom' } } })], []],
    [[data({ type: 'error', code: 'server_error', message: 'boom' })], ['no response.failed event: Codex ignores a bare error event and retries']],
    [[data({ type: 'response.failed', response: { id: 'r' } })], ['response.failed lacks response.error.message']],
  ])('responses %#', (frames, expected) => {
    expect(checkResponsesStreamErrorSignal(frames)).toEqual(expected);
  });

  it.each([
    [[data({ type: 'error', error: { type: 'overloaded_error', message: 'busy' } }, 'error')], []],
    [[data({ type: 'error', error: { type: 'overloaded_error', message: 'busy' } })], ['the error event has no event: error line']],
    [[data({ type: 'message_stop' }, 'message_stop')], ['no error event: a messages client cannot tell the stream failed']],
  ])('messages %#', (frames, expected) => {
    expect(checkMessagesStreamErrorSignal(frames)).toEqual(expected);
  });
});
