import type { IrAssistantPart, IrReasoningPart, IrRequest, IrToolResultPart } from '@modelgate/ir';
import { asArray, asRecord, readString, type JsonRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { stampSourcePath } from '../ir/stamp-source-path.js';
import { unwrapOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';
import { TranslationError } from '../translation-error.js';
import { readOpenAiLogprobs } from '../openai-chat/map-logprobs.js';
import { readResponsesContent } from './read-responses-content.js';

/** A Responses `reasoning` item → IR reasoning part. */
export function readReasoningItem(item: JsonRecord): IrReasoningPart {
  const summary = asArray(item['summary']).map((raw) => readString(asRecord(raw), 'text') ?? '');
  const content = asArray(item['content']).map((raw) => readString(asRecord(raw), 'text') ?? '');
  const part: IrReasoningPart = { type: 'reasoning', text: content.length > 0 ? content.join('') : summary.join('\n\n') };
  if (summary.length > 0) part.summary = summary;
  const id = readString(item, 'id');
  if (id !== undefined) part.id = id;
  const encrypted = readString(item, 'encrypted_content');
  if (encrypted !== undefined && encrypted !== '') {
    part.opaque = unwrapOpaqueReasoning(encrypted, 'openai-responses', 'encrypted');
    if (part.opaque.format === 'openai-responses' && part.opaque.id === undefined && id !== undefined) part.opaque.id = id;
  }
  return part;
}

/** An output item that belongs to an assistant turn → IR part (undefined for items of other kinds). */
export function readAssistantItem(item: JsonRecord, path: string, warnings: WarningSink): IrAssistantPart[] | undefined {
  switch (item['type']) {
    case 'reasoning':
      return [readReasoningItem(item)];
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
    default:
      break;
  }
  if ((item['type'] === 'message' || item['type'] === undefined) && item['role'] === 'assistant') {
    const parts: IrAssistantPart[] = [];
    const content = item['content'];
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
  return undefined;
}

function readOutput(value: unknown, path: string, warnings: WarningSink): string | IrToolResultPart[] {
  if (typeof value === 'string') return value;
  return readResponsesContent(value, path, warnings);
}

/** Responses `input` (string or items) → IR messages, hoisting leading system/developer items into `ir.system`. */
export function readResponsesItems(input: unknown, ir: IrRequest, warnings: WarningSink): void {
  if (typeof input === 'string') {
    if (input !== '') ir.messages.push({ role: 'user', content: [{ type: 'text', text: input }] });
    return;
  }
  let leading = true;
  let assistant: IrAssistantPart[] | undefined;
  let assistantPath = '';
  const flushAssistant = (): void => {
    if (assistant !== undefined && assistant.length > 0) ir.messages.push({ role: 'assistant', content: assistant, sourcePath: assistantPath });
    assistant = undefined;
  };
  asArray(input).forEach((raw, index) => {
    const item = asRecord(raw);
    const path = `/input/${index}`;
    const before = ir.messages.length;
    readItem(item, index, path);
    stampSourcePath(ir.messages, before, path);
  });
  flushAssistant();

  function readItem(item: JsonRecord, index: number, path: string): void {
    const type = readString(item, 'type');
    const role = readString(item, 'role');
    if ((type === 'message' || type === undefined) && (role === 'system' || role === 'developer')) {
      flushAssistant();
      const content = readResponsesContent(item['content'], `${path}/content`, warnings).filter((part) => part.type === 'text');
      if (leading) {
        if (ir.system.length === 0 && role === 'developer') ir.systemIsDeveloper = true;
        ir.system.push(...content);
      } else if (content.length > 0) {
        ir.messages.push(role === 'developer' ? { role: 'system', content, developer: true } : { role: 'system', content });
      }
      return;
    }
    leading = false;
    const assistantParts = readAssistantItem(item, path, warnings);
    if (assistantParts !== undefined) {
      if (assistant === undefined) assistantPath = path;
      assistant ??= [];
      assistant.push(...assistantParts);
      return;
    }
    flushAssistant();
    switch (type) {
      case 'function_call_output':
      case 'custom_tool_call_output':
        ir.messages.push({
          role: 'tool', callId: readString(item, 'call_id') ?? '', content: readOutput(item['output'], `${path}/output`, warnings),
          kind: type === 'custom_tool_call_output' ? 'custom' : 'function',
        });
        return;
      case 'tool_search_output':
        ir.messages.push({ role: 'tool', callId: readString(item, 'call_id') ?? '', content: JSON.stringify(item['tools'] ?? []), kind: 'tool_search' });
        return;
      case 'item_reference':
        throw new TranslationError({ code: 'unsupported_feature', message: 'item_reference points at a stored response item, which cannot be sent to this model\'s upstream; send the full item instead.', path });
      default:
        break;
    }
    if ((type === 'message' || type === undefined) && role === 'user') {
      const content = readResponsesContent(item['content'], `${path}/content`, warnings);
      if (content.length > 0) ir.messages.push({ role: 'user', content });
      return;
    }
    warnings.warn('item_dropped', `A "${String(type)}" input item has no equivalent and was dropped.`, `/input/${index}`);
  }
}
