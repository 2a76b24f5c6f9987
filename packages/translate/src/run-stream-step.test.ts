import { describe, expect, it } from 'vitest';
import type { StreamStepDefinition } from './ir/stream-step.js';
import { createStreamProcessor, runStreamStep } from './run-stream-step.js';
import { createTestContext } from './testing-fixtures/inspect-sse.js';

/** Running total; `flush` (-1) emits the total once. */
const sum: StreamStepDefinition<number, string, { total: number }> = {
  initialState: () => ({ total: 0 }),
  step: (state, input) => (input < 0 ? { state, output: [`total ${state.total}`] } : { state: { total: state.total + input }, output: [`+${input}`] }),
};

async function* numbers(): AsyncGenerator<number> {
  yield 1;
  yield 2;
}

describe('run-stream-step', () => {
  it('binds a step to its state', () => {
    const processor = createStreamProcessor(sum, createTestContext());
    expect([...processor.push(1), ...processor.push(2), ...processor.push(-1)]).toEqual(['+1', '+2', 'total 3']);
  });

  it('runs a step over an async iterable, then the explicit flush input', async () => {
    const output: string[] = [];
    for await (const item of runStreamStep(sum, numbers(), createTestContext(), -1)) output.push(item);
    expect(output).toEqual(['+1', '+2', 'total 3']);
  });

  it('never mutates the state it was given', () => {
    const state = Object.freeze({ total: 5 });
    expect(sum.step(state, 1, createTestContext()).state).toEqual({ total: 6 });
  });
});
