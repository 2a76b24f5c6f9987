import { describe, expect, it } from 'vitest';
import type { IrEncoderInput } from '@modelgate/ir';
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
});
