import type { IrAssistantPart } from '@modelgate/ir';
import { asArray, asRecord, readString, type JsonRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { readOpenAiLogprobs } from '../openai-chat/map-logprobs.js';
import { toReasoningPart } from './to-reasoning-part.js';

function readMessageParts(content: unknown, path: string, warnings: WarningSink): IrAssistantPart[] {
  const parts: IrAssistantPart[] = [];
  if (typeof content === 'string') {
    if (content !== '') parts.push({ type: 'text', text: content });
    return parts;
  }
  asArray(content).forEach((raw, index) => {
    const part = asRecord(raw);
    if (part['type'] === 'refusal') parts.push({ type: 'refusal', text: readString(part, 'refusal') ?? '' });
    else {
      const text = readString(part, 'text') ?? '';
      const logprobs = readOpenAiLogprobs(part['logprobs']);
      if (text !== '') parts.push(logprobs === undefined ? { type: 'text', text } : { type: 'text', text, logprobs });
      else if (part['type'] !== 'output_text') warnings.warn('content_dropped', `A "${String(part['type'])}" part was dropped.`, `${path}/content/${index}`);
    }
  });
  return parts;
}

/**
 * One item of an upstream's `output` → IR parts (undefined for items of other kinds). The upstream's answer is not
 * validated, so it is read defensively: a missing string reads as empty.
 */
export function readResponsesOutputItem(item: JsonRecord, path: string, warnings: WarningSink): IrAssistantPart[] | undefined {
  switch (item['type']) {
    case 'reasoning':
      return [toReasoningPart({
        id: readString(item, 'id'),
        summary: asArray(item['summary']).map((raw) => readString(asRecord(raw), 'text') ?? ''),
        content: asArray(item['content']).map((raw) => readString(asRecord(raw), 'text') ?? ''),
        encryptedContent: readString(item, 'encrypted_content'),
      })];
    case 'function_call': {
      const namespace = readString(item, 'namespace');
      const itemId = readString(item, 'id');
      return [{
        type: 'tool-call', callId: readString(item, 'call_id') ?? '', name: readString(item, 'name') ?? '',
        arguments: readString(item, 'arguments') ?? '', kind: 'function',
        ...(namespace === undefined ? {} : { namespace }), ...(itemId === undefined ? {} : { itemId }),
      }];
    }
    case 'custom_tool_call':
      return [{ type: 'tool-call', callId: readString(item, 'call_id') ?? '', name: readString(item, 'name') ?? '', arguments: readString(item, 'input') ?? '', kind: 'custom' }];
    case 'tool_search_call':
      return [{ type: 'tool-call', callId: readString(item, 'call_id') ?? '', name: 'tool_search', arguments: JSON.stringify(item['arguments'] ?? {}), kind: 'tool_search' }];
    case 'message':
    case undefined:
      return item['role'] === 'assistant' ? readMessageParts(item['content'], path, warnings) : undefined;
    default:
      return undefined;
  }
}
