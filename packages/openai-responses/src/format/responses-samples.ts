import type { FormatSamples, SampleUsage } from '@modelgate/ir';
import { encodeResponsesStreamEvent } from '../encode-responses-stream-event.js';
import type { ResponsesOutputMessage, ResponsesRequest, ResponsesResponse, ResponsesStreamEvent } from '../types.js';

const RESPONSE_ID = 'resp_sample0001';
const MESSAGE_ID = 'msg_sample0001';
const CREATED_AT = 1_767_225_600;

/** Head events take sequence numbers 0–3, deltas 4…, so a delta's number is 4 + its index. */
const HEAD_EVENTS = 4;

function createMessageItem(text: string, status: 'in_progress' | 'completed'): ResponsesOutputMessage {
  const content: ResponsesOutputMessage['content'] = status === 'completed' ? [{ type: 'output_text', text, annotations: [], logprobs: [] }] : [];
  return { id: MESSAGE_ID, type: 'message', role: 'assistant', status, content };
}

function createResponse(model: string, status: 'in_progress' | 'completed', output: ResponsesOutputMessage[], usage: SampleUsage | null): ResponsesResponse {
  return {
    id: RESPONSE_ID,
    object: 'response',
    created_at: CREATED_AT,
    status,
    error: null,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: null,
    model,
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: false,
    temperature: null,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: null,
    truncation: 'disabled',
    metadata: {},
    usage:
      usage === null
        ? null
        : {
            input_tokens: usage.inputTokens,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: usage.outputTokens,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: usage.inputTokens + usage.outputTokens,
          },
  };
}

const encode = (event: ResponsesStreamEvent): string => encodeResponsesStreamEvent(event);

/** Responses as the OpenAI SDK sends them and as OpenAI answers them. */
export const responsesSamples: FormatSamples = {
  request(input): ResponsesRequest {
    const tools = input.tools ?? [];
    return {
      model: input.model,
      ...(input.system === undefined ? {} : { instructions: input.system }),
      input: [{ type: 'message', role: 'user', content: [{ type: 'input_text', text: input.prompt }] }],
      ...(tools.length === 0
        ? {}
        : { tools: tools.map(({ name, description, parameters }) => ({ type: 'function' as const, name, description, parameters, strict: false })) }),
      ...(input.maxOutputTokens === undefined ? {} : { max_output_tokens: input.maxOutputTokens }),
      ...(input.temperature === undefined ? {} : { temperature: input.temperature }),
      ...(input.stream ? { stream: true } : {}),
    };
  },
  wantsStreamUsage: () => true,
  response: (model, text, usage) => JSON.stringify(createResponse(model, 'completed', [createMessageItem(text, 'completed')], usage)),
  streamHead(model) {
    const response = createResponse(model, 'in_progress', [], null);
    return (
      encode({ type: 'response.created', sequence_number: 0, response }) +
      encode({ type: 'response.in_progress', sequence_number: 1, response }) +
      encode({ type: 'response.output_item.added', sequence_number: 2, output_index: 0, item: createMessageItem('', 'in_progress') }) +
      encode({
        type: 'response.content_part.added',
        sequence_number: 3,
        item_id: MESSAGE_ID,
        output_index: 0,
        content_index: 0,
        part: { type: 'output_text', text: '', annotations: [] },
      })
    );
  },
  streamDelta: (_model, text, index) =>
    encode({
      type: 'response.output_text.delta',
      sequence_number: HEAD_EVENTS + index,
      item_id: MESSAGE_ID,
      output_index: 0,
      content_index: 0,
      delta: text,
      logprobs: [],
    }),
  streamTail(model, text, usage, { deltaCount }) {
    const base = HEAD_EVENTS + deltaCount;
    const item = createMessageItem(text, 'completed');
    const part = { type: 'output_text' as const, text, annotations: [] };
    return (
      encode({ type: 'response.output_text.done', sequence_number: base, item_id: MESSAGE_ID, output_index: 0, content_index: 0, text, logprobs: [] }) +
      encode({ type: 'response.content_part.done', sequence_number: base + 1, item_id: MESSAGE_ID, output_index: 0, content_index: 0, part }) +
      encode({ type: 'response.output_item.done', sequence_number: base + 2, output_index: 0, item }) +
      encode({ type: 'response.completed', sequence_number: base + 3, response: createResponse(model, 'completed', [item], usage) })
    );
  },
};
