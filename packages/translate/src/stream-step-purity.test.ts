import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createIrToAnthropicStream } from './anthropic-messages/ir-to-stream.js';
import { createAnthropicStreamToIr } from './anthropic-messages/stream-to-ir.js';
import { FORMAT_IDS, type FormatId, type IrEncoderInput, createSseParser } from '@modelgate/ir';
import type { SseInput } from './sse/sse-input.js';
import { createSerializeBlocks } from './ir/serialize-blocks.js';
import type { StreamStepDefinition } from './ir/stream-step.js';
import { createIrToChatStream } from './openai-chat/ir-to-stream.js';
import { createChatStreamToIr } from './openai-chat/stream-to-ir.js';
import { createIrToResponsesStream } from './openai-responses/ir-to-stream.js';
import { createResponsesStreamToIr } from './openai-responses/stream-to-ir.js';
import { createTestContext } from './testing-fixtures/inspect-sse.js';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Runs a step with every state frozen: a step that mutates its input state throws in strict mode. */
function runFrozen<In, Out, S>(definition: StreamStepDefinition<In, Out, S>, inputs: In[]): Out[] {
  const context = createTestContext();
  let state = deepFreeze(definition.initialState());
  const output: Out[] = [];
  for (const input of inputs) {
    const result = definition.step(state, input, context);
    state = deepFreeze(result.state);
    output.push(...result.output);
  }
  return output;
}

const DECODERS: Record<FormatId, () => StreamStepDefinition<SseInput, IrEncoderInput, unknown>> = {
  'anthropic-messages': createAnthropicStreamToIr as () => StreamStepDefinition<SseInput, IrEncoderInput, unknown>,
  'openai-chat': createChatStreamToIr as () => StreamStepDefinition<SseInput, IrEncoderInput, unknown>,
  'openai-responses': createResponsesStreamToIr as () => StreamStepDefinition<SseInput, IrEncoderInput, unknown>,
};
const ENCODERS: Record<FormatId, () => StreamStepDefinition<IrEncoderInput, string, unknown>> = {
  'anthropic-messages': createIrToAnthropicStream as () => StreamStepDefinition<IrEncoderInput, string, unknown>,
  'openai-chat': createIrToChatStream as () => StreamStepDefinition<IrEncoderInput, string, unknown>,
  'openai-responses': createIrToResponsesStream as () => StreamStepDefinition<IrEncoderInput, string, unknown>,
};

describe('stream steps are pure (STYLE.md §6)', () => {
  it.each(FORMAT_IDS.flatMap((format) => ['thinking', 'several-tools', 'tool-and-text'].map((name) => [format, name] as const)))(
    '%s %s: no step mutates the state it is given',
    (format, name) => {
      const parser = createSseParser();
      const text = readFileSync(new URL(`./__fixtures__/streams/${format}/${name}.sse`, import.meta.url), 'utf8');
      const inputs: SseInput[] = [...parser.push(text), ...parser.end()].map((message) => ({ type: 'message', data: message.data }));
      const events = runFrozen(DECODERS[format](), [...inputs, { type: 'end' }]);
      const serialized = runFrozen(createSerializeBlocks(), events);
      for (const target of FORMAT_IDS) expect(runFrozen(ENCODERS[target](), serialized).length).toBeGreaterThan(0);
    },
  );
});
