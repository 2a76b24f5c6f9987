import type { JsonObject } from './json-shape.js';

export type ResponsesCall = { id: string; callId: string; name: string; arguments: string };
export type ResponsesUsage = { input_tokens: number; input_tokens_details: { cached_tokens: number }; output_tokens: number; output_tokens_details: { reasoning_tokens: number }; total_tokens: number };

function halves(text: string): string[] {
  const half = Math.ceil(text.length / 2);
  return [text.slice(0, half), text.slice(half)];
}

/** The output items of one scripted answer: an assistant message with `text`, or function calls. */
export function responsesOutputItems(text: string | null, calls: readonly ResponsesCall[], messageId: string): JsonObject[] {
  if (text !== null) {
    return [{ type: 'message', id: messageId, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [], logprobs: [] }] }];
  }
  return calls.map((call) => ({ type: 'function_call', id: call.id, call_id: call.callId, name: call.name, arguments: call.arguments, status: 'completed' }));
}

/** The event sequence of a streamed Responses answer (created … completed), each with its sequence number. */
export function responsesStreamEvents(response: JsonObject, items: readonly JsonObject[]): JsonObject[] {
  const events: JsonObject[] = [];
  const inProgress = { ...response, status: 'in_progress', output: [], usage: null };
  events.push({ type: 'response.created', response: inProgress }, { type: 'response.in_progress', response: inProgress });
  items.forEach((item, outputIndex) => {
    const itemId = String(item['id']);
    if (item['type'] === 'function_call') {
      const args = String(item['arguments']);
      events.push({ type: 'response.output_item.added', output_index: outputIndex, item: { ...item, arguments: '', status: 'in_progress' } });
      for (const delta of halves(args)) events.push({ type: 'response.function_call_arguments.delta', item_id: itemId, output_index: outputIndex, delta });
      events.push({ type: 'response.function_call_arguments.done', item_id: itemId, output_index: outputIndex, arguments: args });
    } else {
      const content = Array.isArray(item['content']) ? item['content'] : [];
      const text = String((content[0] as JsonObject | undefined)?.['text'] ?? '');
      const where = { item_id: itemId, output_index: outputIndex, content_index: 0 };
      events.push({ type: 'response.output_item.added', output_index: outputIndex, item: { ...item, status: 'in_progress', content: [] } });
      events.push({ type: 'response.content_part.added', ...where, part: { type: 'output_text', text: '', annotations: [] } });
      for (const delta of halves(text)) events.push({ type: 'response.output_text.delta', ...where, delta, logprobs: [] });
      events.push({ type: 'response.output_text.done', ...where, text, logprobs: [] });
      events.push({ type: 'response.content_part.done', ...where, part: { type: 'output_text', text, annotations: [] } });
    }
    events.push({ type: 'response.output_item.done', output_index: outputIndex, item });
  });
  events.push({ type: 'response.completed', response });
  return events.map((event, index) => ({ ...event, sequence_number: index }));
}

export function encodeResponsesEvent(event: JsonObject): string {
  return `event: ${String(event['type'])}\ndata: ${JSON.stringify(event)}\n\n`;
}
