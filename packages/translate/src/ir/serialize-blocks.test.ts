import { describe, expect, it } from 'vitest';
import { runSteps } from '../testing-fixtures/run-steps.js';
import type { IrEncoderInput } from '@modelgate/ir';
import { createSerializeBlocks } from './serialize-blocks.js';

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
