import { describe, expect, it } from 'vitest';
import { runSteps } from '../testing-fixtures/run-steps.js';
import type { IrEncoderInput } from '@modelgate/ir';
import fc from 'fast-check';
import { createTestContext } from '../testing-fixtures/inspect-sse.js';
import { createBlockSerializer, createSerializeBlocks } from './serialize-blocks.js';

const start = (blockId: string): IrEncoderInput => ({ type: 'tool-call-start', blockId, callId: blockId, name: 'f', kind: 'function' });
const delta = (blockId: string, text: string): IrEncoderInput => ({ type: 'tool-call-delta', blockId, argumentsDelta: text });
const end = (blockId: string): IrEncoderInput => ({ type: 'tool-call-end', blockId });

describe('createSerializeBlocks', () => {
  it('holds a second block until the first one ends', () => {
    const output = runSteps(createSerializeBlocks(), [start('a'), start('b'), delta('b', '1'), delta('a', '2'), end('a'), delta('b', '3'), end('b')]);
    expect(output).toEqual([start('a'), delta('a', '2'), end('a'), start('b'), delta('b', '1'), delta('b', '3'), end('b')]);
  });

  it('flushes queued blocks before the finish', () => {
    const output = runSteps(createSerializeBlocks(), [start('a'), start('b'), delta('b', '1'), end('b'), { type: 'finish', stopReason: 'tool_use' }]);
    expect(output).toEqual([start('a'), start('b'), delta('b', '1'), end('b'), { type: 'finish', stopReason: 'tool_use' }]);
  });

  it('passes message-level events straight through', () => {
    const usage: IrEncoderInput = { type: 'usage', usage: { outputTokens: 1 } };
    expect(runSteps(createSerializeBlocks(), [start('a'), usage])).toEqual([start('a'), usage]);
  });
});

/** What `createBlockSerializer` outputs for the inputs, flattened as the translator reads it. */
function runBlockSerializer(inputs: readonly IrEncoderInput[]): IrEncoderInput[] {
  const serializer = createBlockSerializer(createTestContext());
  const output: IrEncoderInput[] = [];
  for (const input of inputs) {
    const pushed = serializer.push(input);
    if (Array.isArray(pushed)) output.push(...(pushed as readonly IrEncoderInput[]));
    else {
      // The fast path hands back the very input it was given.
      expect(pushed).toBe(input);
      output.push(pushed as IrEncoderInput);
    }
  }
  return output;
}

describe('createBlockSerializer', () => {
  const textStart = (blockId: string): IrEncoderInput => ({ type: 'text-start', blockId });
  const textDelta = (blockId: string, text: string): IrEncoderInput => ({ type: 'text-delta', blockId, text });
  const textEnd = (blockId: string): IrEncoderInput => ({ type: 'text-end', blockId });

  it('passes a stream of one block at a time through as the same objects', () => {
    const inputs: IrEncoderInput[] = [
      { type: 'response-start', id: 'r' }, textStart('c0'), textDelta('c0', 'a'), textDelta('c0', 'b'), textEnd('c0'),
      start('t0'), delta('t0', '{}'), end('t0'), { type: 'usage', usage: { outputTokens: 2 } }, { type: 'finish', stopReason: 'end_turn' }, { type: 'end' },
    ];
    expect(runBlockSerializer(inputs)).toEqual(runSteps(createSerializeBlocks(), inputs));
  });

  it('holds an interleaved block as the step does, then goes back to the fast path', () => {
    const inputs = [start('a'), start('b'), delta('b', '1'), delta('a', '2'), end('a'), delta('b', '3'), end('b'), textStart('c0'), textDelta('c0', 'x'), textEnd('c0')];
    expect(runBlockSerializer(inputs)).toEqual(runSteps(createSerializeBlocks(), inputs));
  });

  it('outputs what the step outputs for any sequence of block, message, finish, error and end events', () => {
    const blockId = fc.constantFrom('a', 'b', 'c');
    const event: fc.Arbitrary<IrEncoderInput> = fc.oneof(
      blockId.map(start), blockId.map((id) => delta(id, 'x')), blockId.map(end),
      blockId.map(textStart), blockId.map((id) => textDelta(id, 'y')), blockId.map(textEnd),
      blockId.map((id): IrEncoderInput => ({ type: 'reasoning-end', blockId: id })),
      fc.constant<IrEncoderInput>({ type: 'usage', usage: { outputTokens: 1 } }),
      fc.constant<IrEncoderInput>({ type: 'keep-alive' }),
      fc.constant<IrEncoderInput>({ type: 'finish', stopReason: 'end_turn' }),
      fc.constant<IrEncoderInput>({ type: 'error', error: { status: 500, message: 'm' } }),
      fc.constant<IrEncoderInput>({ type: 'end' }),
    );
    fc.assert(fc.property(fc.array(event, { maxLength: 30 }), (inputs) => {
      expect(runBlockSerializer(inputs)).toEqual(runSteps(createSerializeBlocks(), inputs));
    }), { numRuns: 2000 });
  });
});
