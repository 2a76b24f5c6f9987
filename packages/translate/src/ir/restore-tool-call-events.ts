import type { IrStreamEvent } from '@modelgate/ir';
import type { StreamStepDefinition } from './stream-step.js';
import { customInputFromArguments, type ToolRestoration } from './tool-restoration.js';

type Pending = { readonly arguments: string };
export type RestoreState = { readonly custom: ReadonlyMap<string, Pending> };

/**
 * Stream step: renames tool calls back to what the client declared; custom-tool calls are held until they end,
 * because their `{"input": …}` JSON must be complete before the raw input can be read out of it.
 */
export function createRestoreToolCallEvents(restoration: ToolRestoration): StreamStepDefinition<IrStreamEvent, IrStreamEvent, RestoreState> {
  return {
    initialState: () => ({ custom: new Map() }),
    step(state, event) {
      if (event.type === 'tool-call-start' && event.kind === 'function') {
        const target = restoration.get(event.name);
        if (target === undefined) return { state, output: [event] };
        const restored: IrStreamEvent = { ...event, kind: target.kind, name: target.name };
        if (target.namespace !== undefined) restored.namespace = target.namespace;
        if (target.kind !== 'custom') return { state, output: [restored] };
        const custom = new Map(state.custom);
        custom.set(event.blockId, { arguments: '' });
        return { state: { custom }, output: [restored] };
      }
      if (event.type === 'tool-call-delta') {
        const pending = state.custom.get(event.blockId);
        if (pending === undefined) return { state, output: [event] };
        const custom = new Map(state.custom);
        custom.set(event.blockId, { arguments: pending.arguments + event.argumentsDelta });
        return { state: { custom }, output: [] };
      }
      if (event.type === 'tool-call-end') {
        const pending = state.custom.get(event.blockId);
        if (pending === undefined) return { state, output: [event] };
        const custom = new Map(state.custom);
        custom.delete(event.blockId);
        const input = customInputFromArguments(pending.arguments);
        const output: IrStreamEvent[] = input === '' ? [event] : [{ type: 'tool-call-delta', blockId: event.blockId, argumentsDelta: input }, event];
        return { state: { custom }, output };
      }
      return { state, output: [event] };
    },
  };
}
