import type { IrAssistantPart, IrMessage, IrToolResultPart } from '@modelgate/ir';
import type { WarningSink } from './create-warning-sink.js';

function resultText(content: string | IrToolResultPart[]): string {
  return typeof content === 'string' ? content : content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
}

function hasToolCall(parts: IrAssistantPart[]): boolean {
  for (const part of parts) if (part.type === 'tool-call') return true;
  return false;
}

function callsInclude(parts: IrAssistantPart[], callId: string): boolean {
  for (const part of parts) if (part.type === 'tool-call' && part.callId === callId) return true;
  return false;
}

function resultsInclude(messages: IrMessage[], from: number, to: number, callId: string): boolean {
  for (let index = from; index < to; index += 1) {
    const message = messages[index] as IrMessage;
    if (message.role === 'tool' && message.callId === callId) return true;
  }
  return false;
}

/**
 * Whether the tool messages `messages[from, to)` answer every call of `parts` and only its calls: a turn as every
 * format wants it, which the pass below would leave as it is (the usual turn; checked without building anything).
 */
function isAnsweredExactly(parts: IrAssistantPart[], messages: IrMessage[], from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) {
    const message = messages[index] as IrMessage;
    if (message.role !== 'tool' || !callsInclude(parts, message.callId)) return false;
  }
  for (const part of parts) if (part.type === 'tool-call' && !resultsInclude(messages, from, to, part.callId)) return false;
  return true;
}

/**
 * Every format requires the results of an assistant turn's tool calls right after it, one per call
 * (free-claude-code#326: "insufficient tool messages following tool_calls"). This pass:
 * - moves system messages that sit between a tool call and its results to after the results;
 * - adds an empty result for a call that has none;
 * - turns a result whose call is not in the turn before (its call was dropped) into user text.
 */
export function normalizeToolTurns(messages: IrMessage[], warnings: WarningSink): IrMessage[] {
  const output: IrMessage[] = [];
  let index = 0;
  while (index < messages.length) {
    const message = messages[index] as IrMessage;
    index += 1;
    if (message.role === 'tool') {
      warnings.warn('tool_result_orphaned', 'A tool result without its tool call was sent as user text.', message.sourcePath);
      output.push({ role: 'user', content: [{ type: 'text', text: `Tool result (${message.callId}):\n${resultText(message.content)}` }] });
      continue;
    }
    output.push(message);
    if (message.role !== 'assistant' || !hasToolCall(message.content)) continue;
    let end = index;
    while (end < messages.length && messages[end]?.role === 'tool') end += 1;
    if (messages[end]?.role !== 'system' && isAnsweredExactly(message.content, messages, index, end)) {
      for (; index < end; index += 1) output.push(messages[index] as IrMessage);
      continue;
    }
    const calls = message.content.flatMap((part) => (part.type === 'tool-call' ? [part] : []));
    const results: Extract<IrMessage, { role: 'tool' }>[] = [];
    const deferred: IrMessage[] = [];
    while (index < messages.length) {
      const next = messages[index] as IrMessage;
      if (next.role === 'tool') results.push(next);
      else if (next.role === 'system') deferred.push(next);
      else break;
      index += 1;
    }
    const answered = new Set(results.map((result) => result.callId));
    for (const result of results) {
      if (calls.some((call) => call.callId === result.callId)) output.push(result);
      else {
        warnings.warn('tool_result_orphaned', 'A tool result without its tool call was sent as user text.', result.sourcePath);
        deferred.unshift({ role: 'user', content: [{ type: 'text', text: `Tool result (${result.callId}):\n${resultText(result.content)}` }] });
      }
    }
    for (const call of calls) {
      if (answered.has(call.callId)) continue;
      warnings.warn('tool_result_missing', 'A tool call had no result; an empty result was added because the target requires one per call.', message.sourcePath);
      output.push({ role: 'tool', callId: call.callId, content: '', kind: call.kind });
    }
    output.push(...deferred);
  }
  return output;
}
