import type { StreamContext, StreamStepDefinition } from './ir/stream-step.js';

/** A step function bound to its state: the one place where stream state lives between inputs. */
export type StreamProcessor<In, Out> = { push(input: In): Out[] };

export function createStreamProcessor<In, Out, S>(definition: StreamStepDefinition<In, Out, S>, context: StreamContext): StreamProcessor<In, Out> {
  let state = definition.initialState();
  return {
    push(input) {
      const result = definition.step(state, input, context);
      state = result.state;
      return result.output;
    },
  };
}

/** Runs a step over an async iterable; `flush` (if given) is fed once after the last input. */
export async function* runStreamStep<In, Out, S>(
  definition: StreamStepDefinition<In, Out, S>,
  inputs: AsyncIterable<In>,
  context: StreamContext,
  flush?: In,
): AsyncGenerator<Out> {
  const processor = createStreamProcessor(definition, context);
  for await (const input of inputs) yield* processor.push(input);
  if (flush !== undefined) yield* processor.push(flush);
}
