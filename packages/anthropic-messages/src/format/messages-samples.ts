import type { FormatSamples, SampleUsage } from '@modelgate/ir';
import { encodeMessagesStreamEvent } from '../encode-messages-stream-event.js';
import type { MessagesRequest, MessagesResponse, MessagesUsage } from '../types.js';

const ID = 'msg_sample0001';

/** `max_tokens` is required in a Messages request. */
const DEFAULT_MAX_TOKENS = 1024;

function toMessagesUsage(inputTokens: number, outputTokens: number): MessagesUsage {
  return { input_tokens: inputTokens, output_tokens: outputTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
}

function createMessage(model: string, text: string | undefined, usage: SampleUsage): MessagesResponse {
  const done = text !== undefined;
  return {
    id: ID,
    type: 'message',
    role: 'assistant',
    content: done ? [{ type: 'text', text }] : [],
    model,
    stop_reason: done ? 'end_turn' : null,
    stop_sequence: null,
    // A stream's message_start reports the input and a first output token, as Anthropic's does.
    usage: toMessagesUsage(usage.inputTokens, done ? usage.outputTokens : 1),
  };
}

/** Messages as the Anthropic SDK sends them and as Anthropic answers them. */
export const messagesSamples: FormatSamples = {
  request(input): MessagesRequest {
    const tools = input.tools ?? [];
    return {
      model: input.model,
      max_tokens: input.maxOutputTokens ?? DEFAULT_MAX_TOKENS,
      ...(input.system === undefined ? {} : { system: input.system }),
      messages: [{ role: 'user', content: input.prompt }],
      ...(tools.length === 0 ? {} : { tools: tools.map(({ name, description, parameters }) => ({ name, description, input_schema: parameters })) }),
      ...(input.temperature === undefined ? {} : { temperature: input.temperature }),
      ...(input.stream ? { stream: true } : {}),
    };
  },
  wantsStreamUsage: () => true,
  response: (model, text, usage) => JSON.stringify(createMessage(model, text, usage)),
  streamHead: (model, usage) =>
    encodeMessagesStreamEvent({ type: 'message_start', message: createMessage(model, undefined, usage) }) +
    encodeMessagesStreamEvent({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }) +
    encodeMessagesStreamEvent({ type: 'ping' }),
  streamDelta: (_model, text) => encodeMessagesStreamEvent({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
  streamTail: (_model, _text, usage) =>
    encodeMessagesStreamEvent({ type: 'content_block_stop', index: 0 }) +
    encodeMessagesStreamEvent({ type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: usage.outputTokens } }) +
    encodeMessagesStreamEvent({ type: 'message_stop' }),
};
