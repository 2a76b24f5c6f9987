import { describe, expect, it } from 'vitest';
import type { SseMessage } from '@modelgate/ir';
import { checkChatStreamOrder, checkChatStreamTerminal } from './check-chat-stream.js';

const chunk = (delta: Record<string, unknown>, finishReason: string | null = null): SseMessage => ({
  data: JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }] }),
});
const usage: SseMessage = { data: JSON.stringify({ object: 'chat.completion.chunk', choices: [], usage: { total_tokens: 3 } }) };
const done: SseMessage = { data: '[DONE]' };
const role = chunk({ role: 'assistant', content: '' });
const text = chunk({ content: 'Hi' });
const finish = chunk({}, 'stop');

describe('checkChatStreamOrder', () => {
  it.each([
    ['role, text, finish', [role, text, finish, done], []],
    ['a usage chunk after finish', [role, text, finish, usage, done], []],
    ['no role on the first chunk', [text, finish, done], ['the first chunk with choices does not carry delta.role "assistant"']],
    ['an opening chunk without choices', [{ data: JSON.stringify({ choices: [], prompt_filter_results: [] }) }, role, text, finish, done], []],
    ['no finish_reason', [role, text, done], ['no chunk carries a finish_reason']],
    ['content after finish', [role, finish, text, done], ['frame 2 carries choices after the finish_reason chunk']],
    ['an error frame', [role, { data: '{"error":{"message":"boom"}}' }], ['frame 1 carries an error: {"message":"boom"}', 'no chunk carries a finish_reason']],
    ['a frame that is not JSON', [role, { data: 'oops' }, finish, done], ['frame 1 is not a JSON chunk: "oops"']],
  ])('%s', (_name, frames, expected) => {
    expect(checkChatStreamOrder(frames)).toEqual(expected);
  });
});

describe('checkChatStreamTerminal', () => {
  it.each([
    [[role, finish, done], []],
    [[role, finish], ['the stream does not end with data: [DONE]']],
    [[role, done, finish], ['frames follow data: [DONE]']],
    [[role, finish, done, done], ['data: [DONE] appears 2 times', 'frames follow data: [DONE]']],
  ])('%#', (frames, expected) => {
    expect(checkChatStreamTerminal(frames)).toEqual(expected);
  });
});
