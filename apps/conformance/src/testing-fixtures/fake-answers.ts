/** Complete, well-formed answers in each format, as a correct server would give them (test fixtures). */

const CREATED = 1_700_000_000;

export function chatCompletion(model: string): unknown {
  return {
    id: 'chatcmpl-fake1',
    object: 'chat.completion',
    created: CREATED,
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content: 'Hi!', refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
  };
}

export function chatStream(model: string, includeUsage = false): string {
  const chunk = (delta: unknown, finishReason: string | null): string =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake1',
      object: 'chat.completion.chunk',
      created: CREATED,
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    })}\n\n`;
  const usage = includeUsage
    ? `data: ${JSON.stringify({ id: 'chatcmpl-fake1', object: 'chat.completion.chunk', created: CREATED, model, choices: [], usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 } })}\n\n`
    : '';
  return `${chunk({ role: 'assistant', content: '' }, null)}${chunk({ content: 'Hi!' }, null)}${chunk({}, 'stop')}${usage}data: [DONE]\n\n`;
}

function responseObject(model: string, status: 'in_progress' | 'completed'): Record<string, unknown> {
  const completed = status === 'completed';
  return {
    id: 'resp_fake1',
    object: 'response',
    created_at: CREATED,
    status,
    error: null,
    incomplete_details: null,
    instructions: null,
    model,
    output: completed ? [outputMessage('completed')] : [],
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    temperature: 1,
    top_p: 1,
    metadata: {},
    ...(completed
      ? {
          usage: {
            input_tokens: 5,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: 2,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: 7,
          },
        }
      : {}),
  };
}

function outputMessage(status: 'in_progress' | 'completed'): Record<string, unknown> {
  return {
    type: 'message',
    id: 'msg_fake1',
    status,
    role: 'assistant',
    content: status === 'completed' ? [{ type: 'output_text', text: 'Hi!', annotations: [], logprobs: [] }] : [],
  };
}

export function responsesResponse(model: string): unknown {
  return responseObject(model, 'completed');
}

export function responsesStream(model: string): string {
  const part = { type: 'output_text', text: '', annotations: [], logprobs: [] };
  const events: Record<string, unknown>[] = [
    { type: 'response.created', response: responseObject(model, 'in_progress') },
    { type: 'response.in_progress', response: responseObject(model, 'in_progress') },
    { type: 'response.output_item.added', output_index: 0, item: outputMessage('in_progress') },
    { type: 'response.content_part.added', item_id: 'msg_fake1', output_index: 0, content_index: 0, part },
    { type: 'response.output_text.delta', item_id: 'msg_fake1', output_index: 0, content_index: 0, delta: 'Hi!', logprobs: [] },
    { type: 'response.output_text.done', item_id: 'msg_fake1', output_index: 0, content_index: 0, text: 'Hi!', logprobs: [] },
    { type: 'response.content_part.done', item_id: 'msg_fake1', output_index: 0, content_index: 0, part: { ...part, text: 'Hi!' } },
    { type: 'response.output_item.done', output_index: 0, item: outputMessage('completed') },
    { type: 'response.completed', response: responseObject(model, 'completed') },
  ];
  return events
    .map((event, index) => `event: ${String(event.type)}\ndata: ${JSON.stringify({ ...event, sequence_number: index })}\n\n`)
    .join('');
}

export function messagesResponse(model: string): unknown {
  return {
    id: 'msg_fake1',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text: 'Hi!' }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 5, output_tokens: 2 },
  };
}

export function messagesStreamEvents(model: string): Record<string, unknown>[] {
  return [
    {
      type: 'message_start',
      message: {
        id: 'msg_fake1',
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 5, output_tokens: 1 },
      },
    },
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    { type: 'ping' },
    { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hi!' } },
    { type: 'content_block_stop', index: 0 },
    { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 2 } },
    { type: 'message_stop' },
  ];
}

export function encodeNamedEvents(events: readonly Record<string, unknown>[]): string {
  return events.map((event) => `event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`).join('');
}

export function modelList(ids: readonly string[]): unknown {
  return { object: 'list', data: ids.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'fake' })) };
}
