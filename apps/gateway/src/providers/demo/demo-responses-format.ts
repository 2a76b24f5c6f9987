import { isJsonObject } from '../../formats/is-json-object.js';
import type { DemoFormat, DemoRenderContext, DemoReply, DemoTool } from './demo-types.js';
import { encodeDemoSseEvent } from './encode-demo-sse-event.js';
import { readTextContent } from './read-text-content.js';
import { splitDemoText } from './split-demo-text.js';

const TOOL_OUTPUT_TYPES = new Set(['function_call_output', 'custom_tool_call_output']);

function readTools(tools: unknown): DemoTool[] {
  if (!Array.isArray(tools)) return [];
  return tools.flatMap((tool) =>
    isJsonObject(tool) && (tool['type'] === 'function' || tool['type'] === 'custom') && typeof tool['name'] === 'string'
      ? [{ name: tool['name'], schema: tool['parameters'] }]
      : [],
  );
}

function outputItem(reply: DemoReply, itemId: string): Record<string, unknown> {
  if (reply.kind === 'tool-call') {
    return { type: 'function_call', id: itemId, call_id: reply.callId, name: reply.name, arguments: reply.argumentsJson, status: 'completed' };
  }
  return {
    type: 'message',
    id: itemId,
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text: reply.text, annotations: [], logprobs: [] }],
  };
}

function responseObject(context: DemoRenderContext, id: string, status: string, output: unknown[]): Record<string, unknown> {
  const done = status === 'completed';
  return {
    id,
    object: 'response',
    created_at: Math.floor(context.now() / 1000),
    status,
    error: null,
    incomplete_details: null,
    instructions: null,
    model: context.model,
    output,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    temperature: 1,
    top_p: 1,
    metadata: {},
    usage: done
      ? {
          input_tokens: context.inputTokens,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: context.outputTokens,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: context.inputTokens + context.outputTokens,
        }
      : null,
  };
}

export const demoResponsesFormat: DemoFormat = {
  readPrompt(body) {
    const input = body['input'];
    const items = typeof input === 'string' ? [{ type: 'message', role: 'user', content: input }] : Array.isArray(input) ? input.filter(isJsonObject) : [];
    const last = items.at(-1);
    const lastUser = [...items].reverse().find((item) => item['role'] === 'user');
    return {
      lastUserText: readTextContent(lastUser?.['content']),
      toolResult: last && TOOL_OUTPUT_TYPES.has(String(last['type'])) ? readTextContent(last['output']) : undefined,
      tools: readTools(body['tools']),
    };
  },

  renderResponse(reply, context) {
    const itemId = context.newId(reply.kind === 'tool-call' ? 'fc_' : 'msg_');
    return responseObject(context, context.newId('resp_'), 'completed', [outputItem(reply, itemId)]);
  },

  renderStream(reply, context) {
    const responseId = context.newId('resp_');
    const itemId = context.newId(reply.kind === 'tool-call' ? 'fc_' : 'msg_');
    let sequence = 0;
    const events: string[] = [];
    const emit = (type: string, fields: Record<string, unknown>): void => {
      events.push(encodeDemoSseEvent(type, { type, sequence_number: sequence++, ...fields }));
    };
    emit('response.created', { response: responseObject(context, responseId, 'in_progress', []) });
    emit('response.in_progress', { response: responseObject(context, responseId, 'in_progress', []) });
    const done = outputItem(reply, itemId);
    if (reply.kind === 'tool-call') {
      emit('response.output_item.added', { output_index: 0, item: { ...done, arguments: '', status: 'in_progress' } });
      emit('response.function_call_arguments.delta', { item_id: itemId, output_index: 0, delta: reply.argumentsJson });
      emit('response.function_call_arguments.done', { item_id: itemId, output_index: 0, name: reply.name, arguments: reply.argumentsJson });
    } else {
      const part = { type: 'output_text', text: '', annotations: [], logprobs: [] };
      emit('response.output_item.added', { output_index: 0, item: { ...done, status: 'in_progress', content: [] } });
      emit('response.content_part.added', { item_id: itemId, output_index: 0, content_index: 0, part });
      for (const delta of splitDemoText(reply.text)) {
        emit('response.output_text.delta', { item_id: itemId, output_index: 0, content_index: 0, delta, logprobs: [] });
      }
      emit('response.output_text.done', { item_id: itemId, output_index: 0, content_index: 0, text: reply.text, logprobs: [] });
      emit('response.content_part.done', { item_id: itemId, output_index: 0, content_index: 0, part: { ...part, text: reply.text } });
    }
    emit('response.output_item.done', { output_index: 0, item: done });
    emit('response.completed', { response: responseObject(context, responseId, 'completed', [done]) });
    return events;
  },
};
