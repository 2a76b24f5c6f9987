import { describe, expect, it } from 'vitest';
import type { SseMessage } from '@modelgate/ir';
import { checkChatStreamUsage, checkMessagesStreamUsage, checkResponsesStreamUsage } from './check-stream-usage.js';

const frames = (...events: unknown[]): SseMessage[] => events.map((event) => ({ data: JSON.stringify(event) }));
const chatUsage = { choices: [], usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 } };
const responsesUsage = { input_tokens: 1, output_tokens: 2, total_tokens: 3 };

describe('stream usage checks', () => {
  it.each([
    [frames({ choices: [{ delta: {} }] }, chatUsage), []],
    [frames({ choices: [{ delta: {} }] }), ['no usage chunk (choices: [] with usage) although include_usage was asked for']],
    [frames({ choices: [], usage: { total_tokens: 3 } }), ['the usage chunk lacks prompt_tokens, completion_tokens or total_tokens']],
  ])('chat %#', (input, expected) => {
    expect(checkChatStreamUsage(input)).toEqual(expected);
  });

  it.each([
    [frames({ type: 'response.created', response: {} }, { type: 'response.completed', response: { usage: responsesUsage } }), []],
    [frames({ type: 'response.incomplete', response: { usage: responsesUsage } }), []],
    [frames({ type: 'response.completed', response: {} }), ['the terminal event has no response.usage with input_tokens, output_tokens and total_tokens']],
  ])('responses %#', (input, expected) => {
    expect(checkResponsesStreamUsage(input)).toEqual(expected);
  });

  it.each([
    [frames({ type: 'message_start', message: { usage: { input_tokens: 4 } } }, { type: 'message_delta', usage: { output_tokens: 2 } }), []],
    [frames({ type: 'message_start', message: {} }, { type: 'message_delta', delta: {} }), ['message_start has no message.usage.input_tokens', 'message_delta has no usage.output_tokens']],
  ])('messages %#', (input, expected) => {
    expect(checkMessagesStreamUsage(input)).toEqual(expected);
  });
});
