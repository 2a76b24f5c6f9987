import { isJsonObject } from '../../formats/is-json-object.js';
import type { DemoFormat, DemoRenderContext, DemoReply, DemoTool } from './demo-types.js';
import { encodeDemoSseEvent } from './encode-demo-sse-event.js';
import { readTextContent } from './read-text-content.js';
import { splitDemoText } from './split-demo-text.js';

function readTools(tools: unknown): DemoTool[] {
  if (!Array.isArray(tools)) return [];
  return tools.flatMap((tool) => (isJsonObject(tool) && typeof tool['name'] === 'string' ? [{ name: tool['name'], schema: tool['input_schema'] }] : []));
}

function readToolResult(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  const result = content.find((block) => isJsonObject(block) && block['type'] === 'tool_result');
  return isJsonObject(result) ? readTextContent(result['content']) : undefined;
}

function contentBlock(reply: DemoReply): Record<string, unknown> {
  return reply.kind === 'text'
    ? { type: 'text', text: reply.text }
    : { type: 'tool_use', id: reply.callId.replace(/^call_/, 'toolu_'), name: reply.name, input: JSON.parse(reply.argumentsJson) as unknown };
}

function stopReason(reply: DemoReply): string {
  return reply.kind === 'tool-call' ? 'tool_use' : 'end_turn';
}

function usage(context: DemoRenderContext, outputTokens: number): Record<string, number> {
  return { input_tokens: context.inputTokens, output_tokens: outputTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
}

export const demoMessagesFormat: DemoFormat = {
  readPrompt(body) {
    const messages = Array.isArray(body['messages']) ? body['messages'].filter(isJsonObject).filter((message) => message['role'] !== 'system') : [];
    const last = messages.at(-1);
    const toolResult = last?.['role'] === 'user' ? readToolResult(last['content']) : undefined;
    const lastUser = [...messages].reverse().find((message) => message['role'] === 'user');
    return { lastUserText: readTextContent(lastUser?.['content']), toolResult, tools: readTools(body['tools']) };
  },

  renderResponse(reply, context) {
    return {
      id: context.newId('msg_'),
      type: 'message',
      role: 'assistant',
      model: context.model,
      content: [contentBlock(reply)],
      stop_reason: stopReason(reply),
      stop_sequence: null,
      usage: usage(context, context.outputTokens),
    };
  },

  renderStream(reply, context) {
    const events: string[] = [];
    const emit = (type: string, fields: Record<string, unknown>): void => {
      events.push(encodeDemoSseEvent(type, { type, ...fields }));
    };
    const message = { id: context.newId('msg_'), type: 'message', role: 'assistant', model: context.model, content: [], stop_reason: null, stop_sequence: null };
    emit('message_start', { message: { ...message, usage: usage(context, 1) } });
    const block = contentBlock(reply);
    if (reply.kind === 'text') {
      emit('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
      emit('ping', {});
      for (const text of splitDemoText(reply.text)) emit('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
    } else {
      emit('content_block_start', { index: 0, content_block: { ...block, input: {} } });
      emit('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: '' } });
      emit('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: reply.argumentsJson } });
    }
    emit('content_block_stop', { index: 0 });
    emit('message_delta', { delta: { stop_reason: stopReason(reply), stop_sequence: null }, usage: { output_tokens: context.outputTokens } });
    emit('message_stop', {});
    return events;
  },
};
