import type { IrReasoningPart, IrTokenLogprob, IrToolCallPart } from '@modelgate/ir';
import type {
  ResponsesCustomToolCallItem,
  ResponsesFunctionCallItem,
  ResponsesOutputItem,
  ResponsesOutputMessage,
  ResponsesReasoningItem,
  ResponsesToolSearchCallItem,
} from '@modelgate/openai-responses';
import { parseJson } from '../ir/read-json.js';
import { writeOpenAiLogprobs } from '../openai-chat/map-logprobs.js';
import { carryOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';
import { quoteJsonString } from '../internal/fast-path/quote-json-string.js';

export type ItemStatus = 'in_progress' | 'completed' | 'incomplete';

/** An output item this writer makes: every one has its id. */
export type WrittenItem<T> = T & { id: string };
export type WrittenToolCallItem = WrittenItem<ResponsesFunctionCallItem | ResponsesCustomToolCallItem | ResponsesToolSearchCallItem>;

/** A message output item; a text part's `logprobs` (empty unless asked for and given) go with it. */
export function writeMessageItem(
  id: string,
  texts: { type: 'text' | 'refusal'; text: string; logprobs?: readonly IrTokenLogprob[] }[],
  status: ItemStatus,
): ResponsesOutputMessage {
  return {
    id,
    type: 'message',
    status,
    role: 'assistant',
    content: texts.map((part) =>
      part.type === 'refusal'
        ? { type: 'refusal', refusal: part.text }
        : { type: 'output_text', text: part.text, annotations: [], logprobs: part.logprobs === undefined ? [] : writeOpenAiLogprobs(part.logprobs) },
    ),
  };
}

/**
 * `JSON.stringify(items)`, byte for byte, for output items this module wrote: a message whose parts are text without
 * annotations or logprobs, or refusals, is written as text in writeMessageItem's member order (a translated answer's
 * usual item: its fixed members made most of JSON.stringify's work); any other item by JSON.stringify.
 */
export function writeOutputItemsJson(items: readonly ResponsesOutputItem[]): string {
  let json = '[';
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index] as ResponsesOutputItem;
    if (index > 0) json += ',';
    json += (item.type === 'message' ? plainMessageJson(item) : undefined) ?? JSON.stringify(item);
  }
  return `${json}]`;
}

/** A message item of writeMessageItem's as JSON text, or undefined when one of its parts carries annotations or logprobs. */
function plainMessageJson(item: ResponsesOutputMessage): string | undefined {
  if (typeof item.status !== 'string') return undefined;
  let parts = '';
  for (const part of item.content) {
    if (parts !== '') parts += ',';
    if (part.type === 'refusal') parts += `{"type":"refusal","refusal":${quoteJsonString(part.refusal)}}`;
    else if (part.annotations?.length === 0 && part.logprobs?.length === 0) parts += `{"type":"output_text","text":${quoteJsonString(part.text)},"annotations":[],"logprobs":[]}`;
    else return undefined;
  }
  return `{"id":${quoteJsonString(item.id)},"type":"message","status":${quoteJsonString(item.status)},"role":"assistant","content":[${parts}]}`;
}

export function writeReasoningItem(id: string, part: Pick<IrReasoningPart, 'text' | 'opaque'>): WrittenItem<ResponsesReasoningItem> {
  const item: WrittenItem<ResponsesReasoningItem> = {
    id,
    type: 'reasoning',
    summary: part.text === '' ? [] : [{ type: 'summary_text', text: part.text }],
  };
  if (part.opaque !== undefined) item.encrypted_content = carryOpaqueReasoning(part.opaque, 'openai-responses');
  return item;
}

export function writeToolCallItem(id: string, part: Pick<IrToolCallPart, 'callId' | 'name' | 'arguments' | 'kind' | 'namespace'>, status: ItemStatus): WrittenToolCallItem {
  if (part.kind === 'custom') return { id, type: 'custom_tool_call', status, call_id: part.callId, name: part.name, input: part.arguments };
  if (part.kind === 'tool_search') {
    return { id, type: 'tool_search_call', status, call_id: part.callId, arguments: parseJson(part.arguments) ?? {}, execution: 'client' };
  }
  const item: WrittenItem<ResponsesFunctionCallItem> = { id, type: 'function_call', status, call_id: part.callId, name: part.name, arguments: part.arguments };
  if (part.namespace !== undefined) item.namespace = part.namespace;
  return item;
}

/** The item-id prefix for a tool-call kind. */
export function toolCallItemPrefix(kind: IrToolCallPart['kind']): string {
  return kind === 'custom' ? 'ctc_' : kind === 'tool_search' ? 'tsc_' : 'fc_';
}
