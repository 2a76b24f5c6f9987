import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { parseFrameJson } from './parse-frame-json.js';
import { parseArguments, type FinishKind, type StreamSummary } from './stream-summary.js';

const FINISH: Record<string, FinishKind> = { end_turn: 'end', stop_sequence: 'end', tool_use: 'tool-calls', max_tokens: 'length' };

/** Text, tool_use blocks (input joined from `input_json_delta`) and stop reason of a Messages stream. */
export function summarizeMessagesStream(frames: readonly SseMessage[]): StreamSummary {
  let text = '';
  let finish: FinishKind | undefined;
  const tools = new Map<number, { name: string; json: string }>();
  for (const { json } of parseFrameJson(frames)) {
    if (!isJsonObject(json)) continue;
    const index = typeof json.index === 'number' ? json.index : -1;
    if (json.type === 'content_block_start' && isJsonObject(json.content_block) && json.content_block.type === 'tool_use') {
      tools.set(index, { name: String(json.content_block.name), json: '' });
    } else if (json.type === 'content_block_delta' && isJsonObject(json.delta)) {
      if (json.delta.type === 'text_delta' && typeof json.delta.text === 'string') text += json.delta.text;
      const tool = tools.get(index);
      if (json.delta.type === 'input_json_delta' && tool !== undefined && typeof json.delta.partial_json === 'string') {
        tool.json += json.delta.partial_json;
      }
    } else if (json.type === 'message_delta' && isJsonObject(json.delta) && typeof json.delta.stop_reason === 'string') {
      finish = FINISH[json.delta.stop_reason] ?? 'other';
    }
  }
  const toolCalls = [...tools.entries()]
    .sort(([left], [right]) => left - right)
    .map(([, tool]) => ({ name: tool.name, arguments: parseArguments(tool.json) }));
  return finish === undefined ? { text, toolCalls } : { text, toolCalls, finish };
}
