import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { parseFrameJson } from './parse-frame-json.js';
import { parseArguments, type FinishKind, type StreamSummary } from './stream-summary.js';

const FINISH: Record<string, FinishKind> = { stop: 'end', tool_calls: 'tool-calls', length: 'length' };

/** Text, tool calls (joined by `index`) and finish of a chat stream. */
export function summarizeChatStream(frames: readonly SseMessage[]): StreamSummary {
  let text = '';
  let finish: FinishKind | undefined;
  const calls = new Map<number, { name: string; arguments: string }>();
  for (const { json } of parseFrameJson(frames)) {
    if (!isJsonObject(json) || !Array.isArray(json.choices)) continue;
    const choice: unknown = json.choices[0];
    if (!isJsonObject(choice)) continue;
    if (typeof choice.finish_reason === 'string') finish = FINISH[choice.finish_reason] ?? 'other';
    const delta = choice.delta;
    if (!isJsonObject(delta)) continue;
    if (typeof delta.content === 'string') text += delta.content;
    if (!Array.isArray(delta.tool_calls)) continue;
    for (const call of delta.tool_calls as unknown[]) {
      if (!isJsonObject(call) || typeof call.index !== 'number') continue;
      const entry = calls.get(call.index) ?? { name: '', arguments: '' };
      const fn = isJsonObject(call.function) ? call.function : {};
      if (typeof fn.name === 'string') entry.name += fn.name;
      if (typeof fn.arguments === 'string') entry.arguments += fn.arguments;
      calls.set(call.index, entry);
    }
  }
  const toolCalls = [...calls.entries()]
    .sort(([left], [right]) => left - right)
    .map(([, call]) => ({ name: call.name, arguments: parseArguments(call.arguments) }));
  return finish === undefined ? { text, toolCalls } : { text, toolCalls, finish };
}
