import type { IrMessage, IrToolResultPart } from '@modelgate/ir';
import type { WarningSink } from './create-warning-sink.js';

function resultText(content: string | IrToolResultPart[]): string {
  return typeof content === 'string' ? content : content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
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
    if (message.role !== 'assistant') continue;
    const calls = message.content.flatMap((part) => (part.type === 'tool-call' ? [part] : []));
    if (calls.length === 0) continue;
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
