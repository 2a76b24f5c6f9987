import { describe, expect, it } from 'vitest';
import type { SseMessage } from '@modelgate/ir';
import { checkMessagesStreamOrder, checkMessagesStreamTerminal } from './check-messages-stream.js';

const frame = (event: Record<string, unknown>): SseMessage => ({ event: String(event.type), data: JSON.stringify(event) });
const start = { type: 'message_start', message: { id: 'msg_1' } };
const blockStart = (index: number) => ({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
const delta = (index: number) => ({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: 'x' } });
const blockStop = (index: number) => ({ type: 'content_block_stop', index });
const messageDelta = { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 1 } };
const stop = { type: 'message_stop' };
const ping = { type: 'ping' };

describe('checkMessagesStreamOrder', () => {
  it.each([
    ['a text block', [start, blockStart(0), delta(0), blockStop(0), messageDelta, stop], []],
    ['pings anywhere', [ping, start, ping, blockStart(0), ping, blockStop(0), messageDelta, ping, stop], []],
    ['two blocks', [start, blockStart(0), blockStop(0), blockStart(1), delta(1), blockStop(1), messageDelta, stop], []],
    ['no message_start', [blockStart(0), blockStop(0), messageDelta, stop], ['the first event is "content_block_start", not "message_start"']],
    ['a skipped index', [start, blockStart(1), blockStop(1), messageDelta, stop], ['content_block_start index 1, expected 0']],
    ['a delta after stop', [start, blockStart(0), blockStop(0), delta(0), messageDelta, stop], ['content_block_delta for block 0, which is not open']],
    ['an unclosed block', [start, blockStart(0), messageDelta, stop], ['message_delta arrives while block 0 is open']],
    [
      'message_delta without usage',
      [start, { type: 'message_delta', delta: { stop_reason: 'end_turn' } }, stop],
      ['message_delta lacks usage.output_tokens'],
    ],
    ['no message_delta', [start, stop], ['message_stop arrives without a message_delta before it']],
    [
      'an error event',
      [start, { type: 'error', error: { type: 'overloaded_error', message: 'busy' } }],
      ['the stream carries an error event: {"type":"overloaded_error","message":"busy"}'],
    ],
  ])('%s', (_name, events, expected) => {
    expect(checkMessagesStreamOrder(events.map(frame))).toEqual(expected);
  });
});

describe('checkMessagesStreamTerminal', () => {
  it.each([
    [[start, messageDelta, stop], []],
    [[start, messageDelta, stop, ping], []],
    [[start, messageDelta], ['the stream ends with "message_delta", not message_stop']],
  ])('%j', (events, expected) => {
    expect(checkMessagesStreamTerminal(events.map(frame))).toEqual(expected);
  });
});
