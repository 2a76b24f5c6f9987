import type { JsonObject } from './json-shape.js';

export type ResponsesCall = { id: string; callId: string; name: string; arguments: string };
export type ResponsesReasoning = { id: string; summary: string; encryptedContent: string };
export type ResponsesUsage = { input_tokens: number; input_tokens_details: { cached_tokens: number }; output_tokens: number; output_tokens_details: { reasoning_tokens: number }; total_tokens: number };

function halves(text: string): string[] {
  const half = Math.ceil(text.length / 2);
  return [text.slice(0, half), text.slice(half)];
}

/** The output items of one scripted answer: an assistant message with `text`, or function calls (after a reasoning item). */
export function responsesOutputItems(text: string | null, calls: readonly ResponsesCall[], messageId: string, reasoning?: ResponsesReasoning): JsonObject[] {
  if (reasoning !== undefined) {
    const item = { type: 'reasoning', id: reasoning.id, summary: [{ type: 'summary_text', text: reasoning.summary }], encrypted_content: reasoning.encryptedContent };
    return [item, ...responsesOutputItems(text, calls, messageId)];
  }
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
    } else if (item['type'] === 'reasoning') {
      const summary = Array.isArray(item['summary']) ? item['summary'] : [];
      const text = String((summary[0] as JsonObject | undefined)?.['text'] ?? '');
      const where = { item_id: itemId, output_index: outputIndex, summary_index: 0 };
      events.push({ type: 'response.output_item.added', output_index: outputIndex, item: { ...item, summary: [] } });
      events.push({ type: 'response.reasoning_summary_part.added', ...where, part: { type: 'summary_text', text: '' } });
      events.push({ type: 'response.reasoning_summary_text.delta', ...where, delta: text });
      events.push({ type: 'response.reasoning_summary_text.done', ...where, text });
      events.push({ type: 'response.reasoning_summary_part.done', ...where, part: { type: 'summary_text', text } });
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
