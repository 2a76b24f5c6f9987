import type { IrEncoderInput, IrStreamEvent, IrTokenLogprob } from '@modelgate/ir';
import type { SseInput } from '../sse/sse-input.js';
import { asRecord, isRecord, parseJson, readString, type JsonRecord } from '../ir/read-json.js';
import type { StreamStepDefinition } from '../ir/stream-step.js';
import { unwrapOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';
import { mapOpenAiErrorToStatus } from '../openai-chat/map-error-type.js';
import { readOpenAiLogprobs } from '../openai-chat/map-logprobs.js';
import { mapResponsesStatusToIr } from './map-finish-reason.js';
import { readResponsesUsage } from './map-usage.js';

type OpenItem = { readonly kind: 'text' | 'reasoning' | 'tool'; readonly streamed: boolean };
export type ResponsesDecoderState = {
  readonly items: ReadonlyMap<string, OpenItem>;
  readonly hasToolCalls: boolean;
  readonly done: boolean;
};

const END_BY_KIND = { text: 'text-end', reasoning: 'reasoning-end', tool: 'tool-call-end' } as const;

function withItem(state: ResponsesDecoderState, key: string, item: OpenItem | undefined): ResponsesDecoderState {
  const items = new Map(state.items);
  if (item === undefined) items.delete(key);
  else items.set(key, item);
  return { ...state, items };
}

function itemAdded(state: ResponsesDecoderState, item: JsonRecord, output: IrStreamEvent[]): ResponsesDecoderState {
  const id = readString(item, 'id') ?? '';
  switch (item['type']) {
    case 'function_call':
    case 'custom_tool_call': {
      const namespace = readString(item, 'namespace');
      output.push({
        type: 'tool-call-start', blockId: id, callId: readString(item, 'call_id') ?? id, name: readString(item, 'name') ?? '',
        kind: item['type'] === 'custom_tool_call' ? 'custom' : 'function', ...(namespace === undefined ? {} : { namespace }),
      });
      return { ...withItem(state, id, { kind: 'tool', streamed: false }), hasToolCalls: true };
    }
    case 'reasoning':
      output.push({ type: 'reasoning-start', blockId: id });
      return withItem(state, id, { kind: 'reasoning', streamed: false });
    default:
      return state;
  }
}

function itemDone(state: ResponsesDecoderState, item: JsonRecord, output: IrStreamEvent[]): ResponsesDecoderState {
  const id = readString(item, 'id') ?? '';
  let next = state;
  if (!next.items.has(id) && (item['type'] === 'function_call' || item['type'] === 'custom_tool_call' || item['type'] === 'reasoning')) {
    next = itemAdded(next, item, output);
  }
  const open = next.items.get(id);
  if (open === undefined) {
    if (item['type'] !== 'message') return next;
    for (const [key, textItem] of next.items) {
      if (key.startsWith(`${id}:`)) {
        output.push({ type: END_BY_KIND[textItem.kind], blockId: key });
        next = withItem(next, key, undefined);
      }
    }
    return next;
  }
  if (open.kind === 'tool' && !open.streamed) {
    // Some upstreams only send the arguments in the done item: never lose them.
    const args = readString(item, 'arguments') ?? readString(item, 'input') ?? '';
    if (args !== '') output.push({ type: 'tool-call-delta', blockId: id, argumentsDelta: args });
  }
  if (open.kind === 'reasoning') {
    if (!open.streamed) {
      const summary = Array.isArray(item['summary']) ? item['summary'].map((part) => readString(asRecord(part), 'text') ?? '').join('\n\n') : '';
      if (summary !== '') output.push({ type: 'reasoning-delta', blockId: id, text: summary });
    }
    const encrypted = readString(item, 'encrypted_content');
    if (encrypted !== undefined && encrypted !== '') {
      const opaque = unwrapOpaqueReasoning(encrypted, 'openai-responses', 'encrypted');
      if (opaque.format === 'openai-responses' && opaque.id === undefined && id !== '') opaque.id = id;
      output.push({ type: 'reasoning-signature', blockId: id, opaque });
    }
  }
  output.push({ type: END_BY_KIND[open.kind], blockId: id });
  return withItem(next, id, undefined);
}

function closeAll(state: ResponsesDecoderState, output: IrStreamEvent[]): ResponsesDecoderState {
  for (const [blockId, item] of state.items) output.push({ type: END_BY_KIND[item.kind], blockId });
  return { ...state, items: new Map() };
}

function appendDelta(state: ResponsesDecoderState, key: string, kind: OpenItem['kind'], delta: string, output: IrStreamEvent[], logprobs?: IrTokenLogprob[]): ResponsesDecoderState {
  let open = state.items.get(key);
  let next = state;
  if (open === undefined && kind === 'text' && delta !== '') {
    // Tolerate upstreams that skip content_part.added.
    output.push({ type: 'text-start', blockId: key });
    open = { kind: 'text', streamed: false };
    next = withItem(state, key, open);
  }
  if (open === undefined || open.kind !== kind || delta === '') return next;
  if (kind === 'text') output.push(logprobs === undefined ? { type: 'text-delta', blockId: key, text: delta } : { type: 'text-delta', blockId: key, text: delta, logprobs });
  else if (kind === 'reasoning') output.push({ type: 'reasoning-delta', blockId: key, text: delta });
  else output.push({ type: 'tool-call-delta', blockId: key, argumentsDelta: delta });
  return open.streamed ? next : withItem(next, key, { kind, streamed: true });
}

function terminal(state: ResponsesDecoderState, data: JsonRecord, output: IrStreamEvent[]): ResponsesDecoderState {
  const response = asRecord(data['response']);
  const next = closeAll(state, output);
  if (response['usage'] !== undefined && response['usage'] !== null) output.push({ type: 'usage', usage: readResponsesUsage(response['usage']) });
  if (data['type'] === 'response.failed') {
    const error = asRecord(response['error']);
    const code = readString(error, 'code');
    output.push({ type: 'error', error: { status: mapOpenAiErrorToStatus(undefined, code), message: readString(error, 'message') ?? 'The upstream response failed.', ...(code === undefined ? {} : { code }) } });
  } else {
    const status = data['type'] === 'response.incomplete' ? 'incomplete' : 'completed';
    output.push({ type: 'finish', stopReason: mapResponsesStatusToIr(status, asRecord(response['incomplete_details'])['reason'], next.hasToolCalls) });
  }
  return { ...next, done: true };
}

function onEvent(state: ResponsesDecoderState, data: JsonRecord, output: IrStreamEvent[]): ResponsesDecoderState {
  const itemId = readString(data, 'item_id') ?? '';
  const textKey = `${itemId}:${String(data['content_index'] ?? 0)}`;
  switch (data['type']) {
    case 'response.created': {
      const response = asRecord(data['response']);
      const id = readString(response, 'id');
      const model = readString(response, 'model');
      output.push({ type: 'response-start', ...(id === undefined ? {} : { id }), ...(model === undefined ? {} : { model }) });
      return state;
    }
    case 'response.output_item.added':
      return itemAdded(state, asRecord(data['item']), output);
    case 'response.output_item.done':
      return itemDone(state, asRecord(data['item']), output);
    case 'response.content_part.added': {
      const part = asRecord(data['part']);
      if (part['type'] !== 'output_text' && part['type'] !== 'refusal') return state;
      output.push(part['type'] === 'refusal' ? { type: 'text-start', blockId: textKey, refusal: true } : { type: 'text-start', blockId: textKey });
      return withItem(state, textKey, { kind: 'text', streamed: false });
    }
    case 'response.output_text.delta':
      return appendDelta(state, textKey, 'text', readString(data, 'delta') ?? '', output, readOpenAiLogprobs(data['logprobs']));
    case 'response.refusal.delta':
      return appendDelta(state, textKey, 'text', readString(data, 'delta') ?? '', output);
    case 'response.content_part.done': {
      if (!state.items.has(textKey)) return state;
      output.push({ type: 'text-end', blockId: textKey });
      return withItem(state, textKey, undefined);
    }
    case 'response.reasoning_summary_part.added': {
      const open = state.items.get(itemId);
      if (open?.kind === 'reasoning' && open.streamed) output.push({ type: 'reasoning-delta', blockId: itemId, text: '\n\n' });
      return state;
    }
    case 'response.reasoning_summary_text.delta':
    case 'response.reasoning_text.delta':
      return appendDelta(state, itemId, 'reasoning', readString(data, 'delta') ?? '', output);
    case 'response.function_call_arguments.delta':
    case 'response.custom_tool_call_input.delta':
      return appendDelta(state, itemId, 'tool', readString(data, 'delta') ?? '', output);
    case 'response.completed':
    case 'response.incomplete':
    case 'response.failed':
      return terminal(state, data, output);
    case 'error': {
      const code = readString(data, 'code');
      output.push({ type: 'error', error: { status: mapOpenAiErrorToStatus(undefined, code), message: readString(data, 'message') ?? 'Upstream error', ...(code === undefined ? {} : { code }) } });
      return { ...closeAll(state, []), done: true };
    }
    default:
      return state;
  }
}

/**
 * One scan for the four tests of every passed-through event (issue 20), and one for a tool call's item. An error event
 * has `"error"` as a value (its `type`); `"error"` followed by a colon is a key, such as the `"error":null` of the
 * response echoed by `response.created` and `response.in_progress`, which the decoder reads nothing from.
 */
const ENDS_OR_FAILS_RESPONSE = /response\.(?:completed|incomplete|failed)|"error"(?![ \t\n\r]*:)/;
const STARTS_TOOL_CALL = /"(?:function_call|custom_tool_call)"/;

/**
 * An event whose payload starts with its `type`, written plainly (no escape in it, as OpenAI and every upstream writes
 * it), of a type other than the six the decoder can report usage, a finish or a tool call from: the terminal
 * `response.completed|incomplete|failed`, `error`, and `response.output_item.added|done` (a tool call's item). Such an
 * event is skipped at once, without the scans below, which stop at every `r` and `"` of a text delta (issue 20). It
 * reads the first `type` member only: a payload with a second one, which `JSON.parse` would keep, is written by no
 * upstream.
 */
const OTHER_EVENT_TYPE_FIRST = /^\{"type":"(?!(?:response\.(?:completed|incomplete|failed|output_item\.(?:added|done))|error)")[^"\\]*"/;

/**
 * For the usage meter: false only for a data payload that can neither carry usage nor end the stream (the
 * terminal `response.completed` / `response.incomplete` / `response.failed`, an `error` event) nor start a tool call (which
 * makes the stop reason `tool_use`), so skipping it changes nothing the decoder reports about usage or the finish.
 * Output deltas, the bulk of a stream, are skipped.
 */
export function mayAffectResponsesStreamUsage(data: string): boolean {
  if (OTHER_EVENT_TYPE_FIRST.test(data)) return false;
  return ENDS_OR_FAILS_RESPONSE.test(data) || (data.includes('response.output_item.added') && STARTS_TOOL_CALL.test(data));
}

/**
 * `response.in_progress` and `response.queued` carry the whole response (the request's instructions and tools echoed,
 * tens of KB for a coding agent's turn) and the decoder reads nothing of them. Matched at the payload's start, its
 * `type` written plainly first, as OpenAI writes it; written otherwise, the event is parsed and passed over as before.
 */
const ECHO_READ_FOR_NOTHING = /^\{"type":"response\.(?:in_progress|queued)"/;

/** Stream step: Responses SSE events → IR events. */
export function createResponsesStreamToIr(): StreamStepDefinition<SseInput, IrEncoderInput, ResponsesDecoderState> {
  return {
    initialState: () => ({ items: new Map(), hasToolCalls: false, done: false }),
    step(state, input) {
      if (state.done || input.type === 'end') return { state, output: input.type === 'end' ? [input] : [] };
      // Read for nothing (onEvent passes them over), and each the whole response echoed: not parsed.
      if (ECHO_READ_FOR_NOTHING.test(input.data)) return { state, output: [] };
      const data = parseJson(input.data);
      if (!isRecord(data)) return { state, output: [] };
      const output: IrStreamEvent[] = [];
      return { state: onEvent(state, data, output), output };
    },
  };
}
