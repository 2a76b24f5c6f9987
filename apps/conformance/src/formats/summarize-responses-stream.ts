import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { parseFrameJson } from './parse-frame-json.js';
import { parseArguments, type FinishKind, type StreamSummary } from './stream-summary.js';

/** Text deltas, completed function_call items and the terminal status of a Responses stream. */
export function summarizeResponsesStream(frames: readonly SseMessage[]): StreamSummary {
  let text = '';
  let finish: FinishKind | undefined;
  const toolCalls: StreamSummary['toolCalls'] = [];
  for (const { json } of parseFrameJson(frames)) {
    if (!isJsonObject(json)) continue;
    if (json.type === 'response.output_text.delta' && typeof json.delta === 'string') text += json.delta;
    if (json.type === 'response.output_item.done' && isJsonObject(json.item) && json.item.type === 'function_call') {
      toolCalls.push({ name: String(json.item.name), arguments: parseArguments(String(json.item.arguments ?? '')) });
    }
    if (json.type === 'response.completed') finish = toolCalls.length > 0 ? 'tool-calls' : 'end';
    if (json.type === 'response.incomplete') {
      const details = isJsonObject(json.response) ? json.response.incomplete_details : undefined;
      finish = isJsonObject(details) && details.reason === 'max_output_tokens' ? 'length' : 'other';
    }
    if (json.type === 'response.failed') finish = 'other';
  }
  return finish === undefined ? { text, toolCalls } : { text, toolCalls, finish };
}
