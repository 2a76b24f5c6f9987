import type { IrEncoderInput } from '@modelgate/ir';
import type { SseInput } from '../sse/sse-input.js';
import type { StreamStepDefinition } from '../ir/stream-step.js';
import { createStreamProcessor } from '../run-stream-step.js';
import { createTestContext } from './inspect-sse.js';

/** Runs a step definition over inputs with a deterministic context and returns every output. */
export function runSteps<In, Out, S>(definition: StreamStepDefinition<In, Out, S>, inputs: In[]): Out[] {
  const processor = createStreamProcessor(definition, createTestContext());
  return inputs.flatMap((input) => processor.push(input));
}

/** SSE inputs from data objects (plus the end of the stream). */
export function sseInputs(...data: (Record<string, unknown> | '[DONE]')[]): SseInput[] {
  return [...data.map((item): SseInput => ({ type: 'message', data: item === '[DONE]' ? item : JSON.stringify(item) })), { type: 'end' }];
}

export function typesOf(events: IrEncoderInput[]): string[] {
  return events.map((event) => event.type);
}
