import type { IrAssistantPart, IrRequest, IrToolResultPart } from '@modelgate/ir';
import type { ResponsesInputItem, ResponsesMessageContent, ResponsesRequest, ResponsesToolOutput } from '@modelgate/openai-responses';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { stampSourcePath } from '../ir/stamp-source-path.js';
import { TranslationError } from '../translation-error.js';
import { readOpenAiLogprobs } from '../openai-chat/map-logprobs.js';
import { readResponsesContent } from './read-responses-content.js';
import { toReasoningPart } from './to-reasoning-part.js';

/** An assistant message's content, replayed in the request's history → IR parts. */
function readAssistantContent(content: ResponsesMessageContent, path: string, warnings: WarningSink): IrAssistantPart[] {
  const parts: IrAssistantPart[] = [];
  if (typeof content === 'string') {
    if (content !== '') parts.push({ type: 'text', text: content });
    return parts;
  }
  content.forEach((part, index) => {
    switch (part.type) {
      case 'refusal':
        parts.push({ type: 'refusal', text: part.refusal });
        return;
      case 'input_text':
      case 'output_text': {
        const logprobs = part.type === 'output_text' ? readOpenAiLogprobs(part.logprobs) : undefined;
        if (part.text !== '') parts.push(logprobs === undefined ? { type: 'text', text: part.text } : { type: 'text', text: part.text, logprobs });
        else if (part.type === 'input_text') warnings.warn('content_dropped', `A "${part.type}" part was dropped.`, `${path}/content/${index}`);
        return;
      }
      default:
        warnings.warn('content_dropped', `A "${part.type}" part was dropped.`, `${path}/content/${index}`);
    }
  });
  return parts;
}

/** An input item that belongs to an assistant turn → IR parts (undefined for items of other kinds). */
function readAssistantItem(item: ResponsesInputItem, path: string, warnings: WarningSink): IrAssistantPart[] | undefined {
  switch (item.type) {
    case 'reasoning':
      return [toReasoningPart({
        id: item.id,
        summary: item.summary.map((part) => part.text),
        content: (item.content ?? []).map((part) => part.text),
        encryptedContent: item.encrypted_content ?? undefined,
      })];
    case 'function_call': {
      const { namespace, id: itemId } = item;
      return [{
        type: 'tool-call', callId: item.call_id, name: item.name, arguments: item.arguments, kind: 'function',
        ...(typeof namespace === 'string' ? { namespace } : {}), ...(itemId === undefined ? {} : { itemId }),
      }];
    }
    case 'custom_tool_call':
      return [{ type: 'tool-call', callId: item.call_id, name: item.name, arguments: item.input, kind: 'custom' }];
    case 'tool_search_call':
      return [{ type: 'tool-call', callId: item.call_id ?? '', name: 'tool_search', arguments: JSON.stringify(item.arguments ?? {}), kind: 'tool_search' }];
    case 'message':
    case undefined:
      return item.role === 'assistant' ? readAssistantContent(item.content, path, warnings) : undefined;
    default:
      return undefined;
  }
}

function readOutput(output: ResponsesToolOutput, path: string, warnings: WarningSink): string | IrToolResultPart[] {
  if (typeof output === 'string') return output;
  return readResponsesContent(output, path, warnings);
}

/** Responses `input` (string or items) → IR messages, hoisting leading system/developer items into `ir.system`. */
export function readResponsesItems(input: ResponsesRequest['input'], ir: IrRequest, warnings: WarningSink): void {
  if (input === undefined) return;
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
  input.forEach((item, index) => {
    const path = `/input/${index}`;
    const before = ir.messages.length;
    readItem(item, index, path);
    stampSourcePath(ir.messages, before, path);
  });
  flushAssistant();

  function readItem(item: ResponsesInputItem, index: number, path: string): void {
    if ((item.type === 'message' || item.type === undefined) && (item.role === 'system' || item.role === 'developer')) {
      flushAssistant();
      const content = readResponsesContent(item.content, `${path}/content`, warnings).filter((part) => part.type === 'text');
      if (leading) {
        if (ir.system.length === 0 && item.role === 'developer') ir.systemIsDeveloper = true;
        ir.system.push(...content);
      } else if (content.length > 0) {
        ir.messages.push(item.role === 'developer' ? { role: 'system', content, developer: true } : { role: 'system', content });
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
    switch (item.type) {
      case 'function_call_output':
      case 'custom_tool_call_output':
        ir.messages.push({
          role: 'tool', callId: item.call_id, content: readOutput(item.output, `${path}/output`, warnings),
          kind: item.type === 'custom_tool_call_output' ? 'custom' : 'function',
        });
        return;
      case 'tool_search_output':
        ir.messages.push({ role: 'tool', callId: item.call_id ?? '', content: JSON.stringify(item.tools ?? []), kind: 'tool_search' });
        return;
      case 'item_reference':
        throw new TranslationError({ code: 'unsupported_feature', message: 'item_reference points at a stored response item, which cannot be sent to this model\'s upstream; send the full item instead.', path });
      case 'message':
      case undefined:
        if (item.role === 'user') {
          const content = readResponsesContent(item.content, `${path}/content`, warnings);
          if (content.length > 0) ir.messages.push({ role: 'user', content });
          return;
        }
        break;
      default:
        break;
    }
    warnings.warn('item_dropped', `A "${String(item.type)}" input item has no equivalent and was dropped.`, `/input/${index}`);
  }
}
