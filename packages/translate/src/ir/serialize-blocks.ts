import type { IrEncoderInput, IrStreamEvent } from '@modelgate/ir';
import type { StreamContext, StreamStepDefinition } from './stream-step.js';

type Queued = { readonly blockId: string; readonly events: readonly IrStreamEvent[]; readonly ended: boolean };
export type SerializeState = { readonly active: string | undefined; readonly queue: readonly Queued[] };

/** The block an event belongs to, or undefined for message-level events. */
export function blockIdOf(event: IrEncoderInput): string | undefined {
  // One load, not an `in` test and a load: events of many shapes pass here, so each is a megamorphic access.
  return (event as { readonly blockId?: string }).blockId;
}

function isBlockEndType(type: IrEncoderInput['type']): boolean {
  return type === 'text-end' || type === 'reasoning-end' || type === 'tool-call-end';
}

function isBlockEnd(event: IrStreamEvent): boolean {
  return isBlockEndType(event.type);
}

function drain(queue: readonly Queued[], output: IrEncoderInput[]): SerializeState {
  let index = 0;
  while (index < queue.length) {
    const next = queue[index] as Queued;
    output.push(...next.events);
    index += 1;
    if (!next.ended) return { active: next.blockId, queue: queue.slice(index) };
  }
  return { active: undefined, queue: [] };
}

/**
 * Stream step: makes interleaved blocks (chat's parallel tool-call fragments) sequential, one open block at a
 * time, as Anthropic requires. Events of a block that is not the active one wait until the active one ends.
 */
export function createSerializeBlocks(): StreamStepDefinition<IrEncoderInput, IrEncoderInput, SerializeState> {
  return {
    initialState: () => ({ active: undefined, queue: [] }),
    step(state, input) {
      const blockId = blockIdOf(input);
      if (blockId === undefined || input.type === 'end') {
        if (input.type === 'finish') {
          const output: IrEncoderInput[] = [];
          for (const queued of state.queue) output.push(...queued.events);
          output.push(input);
          return { state: { active: undefined, queue: [] }, output };
        }
        if (input.type === 'error') return { state: { active: undefined, queue: [] }, output: [input] };
        return { state, output: [input] };
      }
      const event = input as IrStreamEvent;
      if (state.active === undefined && state.queue.length === 0) {
        return { state: { active: isBlockEnd(event) ? undefined : blockId, queue: [] }, output: [event] };
      }
      if (state.active === blockId) {
        if (!isBlockEnd(event)) return { state, output: [event] };
        const output: IrEncoderInput[] = [event];
        return { state: drain(state.queue, output), output };
      }
      const position = state.queue.findIndex((queued) => queued.blockId === blockId);
      const queue = [...state.queue];
      if (position < 0) queue.push({ blockId, events: [event], ended: isBlockEnd(event) });
      else {
        const queued = queue[position] as Queued;
        queue[position] = { blockId, events: [...queued.events, event], ended: queued.ended || isBlockEnd(event) };
      }
      if (state.active === undefined) {
        const output: IrEncoderInput[] = [];
        return { state: drain(queue, output), output };
      }
      return { state: { active: state.active, queue }, output: [] };
    },
  };
}

/** The block serializer bound to its state: `push` returns the events the step would output, in order. */
export type BlockSerializer = {
  /**
   * The input itself when the step would output exactly it (the common case: nothing waits), else the step's output
   * (possibly empty). Callers tell the two apart with `Array.isArray`.
   */
  push(input: IrEncoderInput): IrEncoderInput | readonly IrEncoderInput[];
};

/**
 * `createSerializeBlocks()` under its processor, without building a step result for each event while no block waits
 * (every event of a stream that never interleaves blocks, issue 20): the state and the events out are the step's
 * (`serialize-blocks.test.ts` compares the two on every fixture stream and on interleaved ones).
 */
export function createBlockSerializer(context: StreamContext): BlockSerializer {
  const definition = createSerializeBlocks();
  let active: string | undefined;
  let queue: readonly Queued[] = [];
  return {
    push(input) {
      const type = input.type;
      const blockId = blockIdOf(input);
      if (blockId === undefined || type === 'end') {
        if (type !== 'finish' && type !== 'error') return input;
      } else if (queue.length === 0) {
        if (active === undefined) {
          active = isBlockEndType(type) ? undefined : blockId;
          return input;
        }
        if (active === blockId) {
          if (isBlockEndType(type)) active = undefined;
          return input;
        }
      }
      const result = definition.step({ active, queue }, input, context);
      active = result.state.active;
      queue = result.state.queue;
      return result.output;
    },
  };
}
