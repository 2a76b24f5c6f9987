import { describe, expect, it } from 'vitest';
import type { SseMessage } from '@modelgate/ir';
import { checkResponsesStreamOrder, checkResponsesStreamTerminal } from './check-responses-stream.js';

const frames = (events: Record<string, unknown>[]): SseMessage[] =>
  events.map((event, index) => ({ event: String(event.type), data: JSON.stringify({ sequence_number: index, ...event }) }));
const created = { type: 'response.created', response: { id: 'resp_1' } };
const added = { type: 'response.output_item.added', output_index: 0, item: { type: 'message' } };
const delta = { type: 'response.output_text.delta', output_index: 0, item_id: 'msg_1', delta: 'Hi' };
const done = { type: 'response.output_item.done', output_index: 0, item: { type: 'message' } };
const completed = { type: 'response.completed', response: { id: 'resp_1' } };

describe('checkResponsesStreamOrder', () => {
  it.each([
    ['the usual order', [created, added, delta, done, completed], []],
    ['no response.created', [added, delta, done, completed], ['the first event is "response.output_item.added", not "response.created"']],
    ['a delta before its item', [created, delta, added, done, completed], ['response.output_text.delta refers to output_index 0 before output_item.added']],
    ['an item never done', [created, added, delta, completed], ['response.completed arrives while output items 0 are not done']],
    ['two terminal events', [created, completed, completed], ['2 terminal events']],
  ])('%s', (_name, events, expected) => {
    expect(checkResponsesStreamOrder(frames(events))).toEqual(expected);
  });

  it('finds a sequence_number that goes back', () => {
    const list: SseMessage[] = [
      { data: JSON.stringify({ ...created, sequence_number: 1 }) },
      { data: JSON.stringify({ ...completed, sequence_number: 1 }) },
    ];
    expect(checkResponsesStreamOrder(list)).toEqual(['sequence_number goes back at response.completed']);
  });
});

describe('checkResponsesStreamTerminal', () => {
  it.each([
    [[created, completed], []],
    [[created, { type: 'response.incomplete', response: { id: 'resp_1' } }], []],
    [[created, added], ['the stream ends with "response.output_item.added", not response.completed, .incomplete or .failed']],
    [[created, { type: 'response.completed', response: {} }], ['response.completed lacks response.id']],
    [[created, { type: 'error', code: 'x', message: 'y' }], ['the stream ends with "error", not response.completed, .incomplete or .failed']],
  ])('%#', (events, expected) => {
    expect(checkResponsesStreamTerminal(frames(events))).toEqual(expected);
  });
});
