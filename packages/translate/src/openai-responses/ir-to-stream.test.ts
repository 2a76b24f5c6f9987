import { describe, expect, it } from 'vitest';
import { EMPTY_USAGE, type IrEncoderInput } from '@modelgate/ir';
import { parseSseEvents } from '../testing-fixtures/inspect-sse.js';
import { runSteps } from '../testing-fixtures/run-steps.js';
import { createIrToResponsesStream } from './ir-to-stream.js';

type Data = { type: string; sequence_number: number; item_id?: string; output_index?: number; content_index?: number; delta?: string; text?: string; item?: { id: string } };

function encode(events: IrEncoderInput[]): Data[] {
  return parseSseEvents('openai-responses', runSteps(createIrToResponsesStream(), events).join('')).map((event) => event.data as Data);
}

describe('createIrToResponsesStream', () => {
  // The text deltas' item members are quoted once when the text item starts: they must still name that item and
  // its place after other items, for every delta, and the events that close it.
  it.each([
    ['text first', [] as IrEncoderInput[], 0],
    ['text after a tool call', [
      { type: 'tool-call-start', blockId: 't', callId: 'call_1', name: 'Read', kind: 'function' },
      { type: 'tool-call-delta', blockId: 't', argumentsDelta: '{}' },
      { type: 'tool-call-end', blockId: 't' },
    ] as IrEncoderInput[], 1],
    ['text after reasoning and a tool call', [
      { type: 'reasoning-start', blockId: 'r' },
      { type: 'reasoning-delta', blockId: 'r', text: 'hm' },
      { type: 'reasoning-end', blockId: 'r' },
      { type: 'tool-call-start', blockId: 't', callId: 'call_1', name: 'Read', kind: 'function' },
      { type: 'tool-call-end', blockId: 't' },
    ] as IrEncoderInput[], 2],
  ])('writes each text delta with its item and output index: %s', (_name, before, outputIndex) => {
    const events = encode([
      { type: 'response-start' },
      ...before,
      { type: 'text-start', blockId: 'x' },
      { type: 'text-delta', blockId: 'x', text: 'a "quoted"\n' },
      { type: 'text-delta', blockId: 'x', text: '' },
      { type: 'text-delta', blockId: 'x', text: 'é\u2028' },
      { type: 'text-end', blockId: 'x' },
      { type: 'finish', stopReason: 'end_turn' },
    ]);
    const added = events.filter((event) => event.type === 'response.output_item.added').at(-1);
    const deltas = events.filter((event) => event.type === 'response.output_text.delta');
    expect(deltas.map((event) => event.delta)).toEqual(['a "quoted"\n', 'é\u2028']);
    const members = { item_id: added?.item?.id, output_index: outputIndex, content_index: 0 };
    for (const type of ['response.content_part.added', 'response.output_text.delta', 'response.output_text.done', 'response.content_part.done']) {
      const matching = events.filter((event) => event.type === type);
      expect(matching.length).toBeGreaterThan(0);
      for (const event of matching) expect(event).toMatchObject(members);
    }
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_event, index) => index));
  });

  // response.completed repeats every item as its response.output_item.done sent it (the item's JSON kept, not
  // written again): the same bytes as stringifying the response object, for items of every kind.
  it('writes response.completed with each item byte for byte as its output_item.done, as JSON.stringify would', () => {
    const text = runSteps(createIrToResponsesStream(), [
      { type: 'response-start' },
      { type: 'reasoning-start', blockId: 'r' },
      { type: 'reasoning-delta', blockId: 'r', text: 'think "twice"' },
      { type: 'reasoning-end', blockId: 'r' },
      { type: 'text-start', blockId: 'f', refusal: true },
      { type: 'text-delta', blockId: 'f', text: 'no\\' },
      { type: 'text-end', blockId: 'f' },
      { type: 'tool-call-start', blockId: 't', callId: 'call_1', name: 'Read', kind: 'function' },
      { type: 'tool-call-delta', blockId: 't', argumentsDelta: '{"path":"a\\nb"}' },
      { type: 'tool-call-end', blockId: 't' },
      { type: 'text-start', blockId: 'p' },
      { type: 'text-delta', blockId: 'p', text: 'with logprobs', logprobs: [{ token: 'with', logprob: -0.5, bytes: [119], topLogprobs: [] }] },
      { type: 'text-end', blockId: 'p' },
      { type: 'text-start', blockId: 'x' },
      { type: 'text-delta', blockId: 'x', text: 'a "quoted"\n' },
      { type: 'text-delta', blockId: 'x', text: 'é\u2028\ud800' },
      { type: 'text-end', blockId: 'x' },
      { type: 'usage', usage: { ...EMPTY_USAGE, inputTokens: 3, outputTokens: 5 } },
      { type: 'finish', stopReason: 'end_turn' },
    ]).join('');
    // Split on \n alone: a regular expression's `$` would also end a line at the text's U+2028.
    const datas = text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice('data: '.length));
    for (const data of datas) expect(data).toBe(JSON.stringify(JSON.parse(data)));
    const itemsDone = datas.filter((data) => data.startsWith('{"type":"response.output_item.done"')).map((data) => JSON.stringify((JSON.parse(data) as { item: unknown }).item));
    expect(itemsDone).toHaveLength(5);
    const completed = datas.find((data) => data.startsWith('{"type":"response.completed"')) ?? '';
    expect(completed).toContain(`"output":[${itemsDone.join(',')}]`);
  });
});

