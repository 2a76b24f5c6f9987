import type { BenchFormat, MockUsage } from './bench-format.js';

const RESPONSE_ID = 'resp_bench0001';
const MESSAGE_ID = 'msg_bench0001';
const CREATED_AT = 1_767_225_600;

function encodeEvent(type: string, sequenceNumber: number, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequenceNumber, ...data })}\n\n`;
}

function createMessageItem(text: string, status: 'in_progress' | 'completed'): Record<string, unknown> {
  const content = status === 'completed' ? [{ type: 'output_text', text, annotations: [], logprobs: [] }] : [];
  return { id: MESSAGE_ID, type: 'message', role: 'assistant', status, content };
}

function createResponseObject(model: string, status: 'in_progress' | 'completed', output: unknown[], usage: MockUsage | null): Record<string, unknown> {
  return {
    id: RESPONSE_ID,
    object: 'response',
    created_at: CREATED_AT,
    status,
    error: null,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: 256,
    model,
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: false,
    temperature: 0.2,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
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

/** Head events take sequence numbers 0–3, deltas 4…, so a delta's number is 4 + its index. */
const HEAD_EVENTS = 4;

export const responsesBenchFormat: BenchFormat = {
  id: 'openai-responses',
  label: 'responses',
  path: '/v1/responses',
  createRequestBody(model, stream) {
    return JSON.stringify({
      model,
      instructions: 'You are a concise assistant. Answer in one short paragraph.',
      input: [{ role: 'user', content: 'Summarise why a gateway in front of model providers helps a team of developers.' }],
      max_output_tokens: 256,
      temperature: 0.2,
      store: false,
      stream,
    });
  },
  createResponse(model, text, usage) {
    return JSON.stringify(createResponseObject(model, 'completed', [createMessageItem(text, 'completed')], usage));
  },
  createStreamHead(model) {
    const response = createResponseObject(model, 'in_progress', [], null);
    return (
      encodeEvent('response.created', 0, { response }) +
      encodeEvent('response.in_progress', 1, { response }) +
      encodeEvent('response.output_item.added', 2, { output_index: 0, item: createMessageItem('', 'in_progress') }) +
      encodeEvent('response.content_part.added', 3, {
        item_id: MESSAGE_ID,
        output_index: 0,
        content_index: 0,
        part: { type: 'output_text', text: '', annotations: [] },
      })
    );
  },
  createStreamDelta(_model, text, index) {
    return encodeEvent('response.output_text.delta', HEAD_EVENTS + index, {
      item_id: MESSAGE_ID,
      output_index: 0,
      content_index: 0,
      delta: text,
      logprobs: [],
    });
  },
  createStreamTail(model, text, usage, { deltaCount }) {
    const base = HEAD_EVENTS + deltaCount;
    const item = createMessageItem(text, 'completed');
    return (
      encodeEvent('response.output_text.done', base, { item_id: MESSAGE_ID, output_index: 0, content_index: 0, text, logprobs: [] }) +
      encodeEvent('response.content_part.done', base + 1, {
        item_id: MESSAGE_ID,
        output_index: 0,
        content_index: 0,
        part: { type: 'output_text', text, annotations: [] },
      }) +
      encodeEvent('response.output_item.done', base + 2, { output_index: 0, item }) +
      encodeEvent('response.completed', base + 3, { response: createResponseObject(model, 'completed', [item], usage) })
    );
  },
  wantsStreamUsage() {
    return true;
  },
};
