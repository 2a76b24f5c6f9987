import { renderStreamError, type ResponsesOutputItem, type ResponsesStreamEvent, type ResponsesStreamEventType } from '@modelgate/openai-responses';
import { EMPTY_USAGE, type ErrorInput, type IrEncoderInput, type IrOpaqueReasoning, type IrTokenLogprob, type IrToolCallKind, type IrUsage } from '@modelgate/ir';
import { mergeUsage } from '../ir/merge-usage.js';
import type { StreamContext, StreamStepDefinition } from '../ir/stream-step.js';
import { writeOpenAiLogprobs } from '../openai-chat/map-logprobs.js';
import { mapIrStopReasonToResponses } from './map-finish-reason.js';
import { toolCallItemPrefix, writeMessageItem, writeReasoningItem, writeToolCallItem, type WrittenItem } from './write-output-item.js';
import { writeResponseObjectJson, type ResponseObjectJsonInput } from './write-response-object.js';
import { quoteJsonString } from '../internal/fast-path/quote-json-string.js';

type OpenItem = {
  readonly blockId: string;
  readonly kind: 'text' | 'refusal' | 'reasoning' | 'tool';
  /** Set once `output_item.added` was sent (text starts lazily: no empty message items). */
  readonly itemId?: string;
  /** A text item's `"item_id":…,"output_index":…,"content_index":0` members, quoted once when it starts (every delta repeats them). */
  readonly at?: string;
  readonly text: string;
  readonly opaque?: IrOpaqueReasoning;
  readonly tool?: { readonly callId: string; readonly name: string; readonly kind: IrToolCallKind; readonly namespace?: string };
  /** The text's token log probabilities so far (only when the upstream gave them). */
  readonly logprobs?: readonly IrTokenLogprob[];
};

export type ResponsesEncoderState = {
  readonly responseId?: string;
  readonly createdAt: number;
  readonly sequence: number;
  readonly terminated: boolean;
  /** The JSON text of each output item done, as its `response.output_item.done` sent it (`response.completed` repeats them). */
  readonly outputJson: readonly string[];
  readonly open?: OpenItem;
  readonly usage?: IrUsage;
};

/** The members of the stream event of type `T` other than `type` and `sequence_number`, which the writer adds. */
type EventData<T extends ResponsesStreamEventType> = Omit<Extract<ResponsesStreamEvent, { type: T }>, 'type' | 'sequence_number'>;

/**
 * Collects one step's output and numbers its events from the state's sequence. One per step (a class, so its
 * methods are shared rather than built on every step).
 */
class EventWriter {
  readonly output: string[] = [];
  constructor(public sequence: number) {}

  /** One event with the next sequence number. */
  event<T extends ResponsesStreamEventType>(type: T, data: EventData<T>): void {
    this.eventJson(type, JSON.stringify(data));
  }

  /** One event whose data is `body` (the JSON text of an object) with the type and sequence number in front. */
  eventJson(type: ResponsesStreamEventType, body: string): void {
    // Same bytes as encodeSseEvent(type, { type, sequence_number, ...data }) without the merged object: `type` is one
    // of this file's event names (no escaping needed) and `data` never has a `type` or `sequence_number` of its own.
    const rest = body === '{}' ? '}' : `,${body.slice(1)}`;
    this.output.push(`event: ${type}\ndata: {"type":"${type}","sequence_number":${this.sequence}${rest}\n\n`);
    this.sequence += 1;
  }

  /** `response.output_text.delta` of a text item without logprobs (one per delta): `at` is its item's members. */
  textDelta(at: string, delta: string): void {
    this.output.push(`event: response.output_text.delta\ndata: {"type":"response.output_text.delta","sequence_number":${this.sequence},${at},"delta":${quoteJsonString(delta)},"logprobs":[]}\n\n`);
    this.sequence += 1;
  }

  /** An event built elsewhere, given the next sequence number. */
  raw(render: (sequenceNumber: number) => string): void {
    this.output.push(render(this.sequence));
    this.sequence += 1;
  }

  /** Text that is not an event (an SSE comment): takes no sequence number. */
  comment(text: string): void {
    this.output.push(text);
  }
}

/**
 * `state` with `changes`. Every field is written, always in this order, so every state has one object shape: spreads
 * of states whose optional fields came and went were the encoder's hot spot (issue 7).
 */
function withChanges(state: ResponsesEncoderState, changes: Partial<ResponsesEncoderState>): ResponsesEncoderState {
  return {
    responseId: 'responseId' in changes ? changes.responseId : state.responseId,
    createdAt: changes.createdAt ?? state.createdAt,
    sequence: changes.sequence ?? state.sequence,
    terminated: changes.terminated ?? state.terminated,
    outputJson: changes.outputJson ?? state.outputJson,
    open: 'open' in changes ? changes.open : state.open,
    usage: 'usage' in changes ? changes.usage : state.usage,
  };
}

/** `open` with `changes`, in one object shape (see withChanges). */
function withOpenChanges(open: OpenItem, changes: Partial<OpenItem>): OpenItem {
  return {
    blockId: open.blockId,
    kind: open.kind,
    itemId: changes.itemId ?? open.itemId,
    at: changes.at ?? open.at,
    text: changes.text ?? open.text,
    opaque: changes.opaque ?? open.opaque,
    tool: open.tool,
    logprobs: changes.logprobs ?? open.logprobs,
  };
}

/**
 * The text-delta hot path's `withChanges(state, { sequence, open: withOpenChanges(open, { text }) })`, written out:
 * the generic `changes` objects come in many shapes, so reading their members is megamorphic (one per delta).
 * Same fields in the same order, so the same object shapes.
 */
function withOpenText(state: ResponsesEncoderState, open: OpenItem, sequence: number, text: string): ResponsesEncoderState {
  return {
    responseId: state.responseId,
    createdAt: state.createdAt,
    sequence,
    terminated: state.terminated,
    outputJson: state.outputJson,
    open: { blockId: open.blockId, kind: open.kind, itemId: open.itemId, at: open.at, text, opaque: open.opaque, tool: open.tool, logprobs: open.logprobs },
    usage: state.usage,
  };
}

/** `{"response":…}`: the data of the events that carry the whole response. */
function responseData(state: ResponsesEncoderState, context: StreamContext, extra: Partial<ResponseObjectJsonInput> & Pick<ResponseObjectJsonInput, 'status'>): string {
  const outputJson = state.outputJson.length === 0 ? '[]' : `[${state.outputJson.join(',')}]`;
  return `{"response":${writeResponseObjectJson({ id: state.responseId ?? '', createdAt: state.createdAt, model: context.model, outputJson, ...extra })}}`;
}

function ensureStarted(state: ResponsesEncoderState, writer: EventWriter, context: StreamContext): ResponsesEncoderState {
  if (state.responseId !== undefined) return state;
  const next = withChanges(state, { responseId: context.newId('resp_'), createdAt: Math.floor(context.now() / 1000) });
  const data = responseData(next, context, { status: 'in_progress' });
  writer.eventJson('response.created', data);
  writer.eventJson('response.in_progress', data);
  return next;
}

function addItem(state: ResponsesEncoderState, open: OpenItem, item: WrittenItem<ResponsesOutputItem>, writer: EventWriter): ResponsesEncoderState {
  writer.event('response.output_item.added', { output_index: state.outputJson.length, item });
  return withChanges(state, { open: withOpenChanges(open, { itemId: item.id }) });
}

/** `JSON.stringify(writeMessageItem(id, parts, status))` for a message item whose content is `contentJson` (JSON text of its parts, without brackets). */
function messageItemJson(id: string, status: 'in_progress' | 'completed', contentJson: string): string {
  return `{"id":${JSON.stringify(id)},"type":"message","status":"${status}","role":"assistant","content":[${contentJson}]}`;
}

/** A text item's `item_id`, `output_index` and `content_index` members, as each of its events repeats them. */
function textItemMembers(itemId: string | undefined, outputIndex: number): string {
  return `"item_id":${JSON.stringify(itemId)},"output_index":${outputIndex},"content_index":0`;
}

function startText(state: ResponsesEncoderState, open: OpenItem, writer: EventWriter, context: StreamContext): ResponsesEncoderState {
  if (open.itemId !== undefined) return state;
  const itemId = context.newId('msg_');
  const at = textItemMembers(itemId, state.outputJson.length);
  // addItem(…, writeMessageItem(itemId, [], 'in_progress'), …) written out: the first token waits for this event.
  writer.eventJson('response.output_item.added', `{"output_index":${state.outputJson.length},"item":${messageItemJson(itemId, 'in_progress', '')}}`);
  const next = withChanges(state, { open: withOpenChanges(open, { at, itemId }) });
  const part = open.kind === 'refusal' ? '{"type":"refusal","refusal":""}' : '{"type":"output_text","text":"","annotations":[],"logprobs":[]}';
  writer.eventJson('response.content_part.added', `{${at},"part":${part}}`);
  return next;
}

function closeOpen(state: ResponsesEncoderState, writer: EventWriter): ResponsesEncoderState {
  const open = state.open;
  if (open === undefined) return state;
  if (open.itemId === undefined) return withChanges(state, { open: undefined });
  const where = { item_id: open.itemId, output_index: state.outputJson.length };
  let item: ResponsesOutputItem;
  if (open.kind === 'text') {
    // As writer.event would write them, with the text (the whole answer) quoted once for both events.
    const text = quoteJsonString(open.text);
    const logprobs = open.logprobs === undefined ? '[]' : JSON.stringify(writeOpenAiLogprobs(open.logprobs));
    const at = open.at ?? textItemMembers(open.itemId, state.outputJson.length);
    const part = `{"type":"output_text","text":${text},"annotations":[],"logprobs":${logprobs}}`;
    writer.eventJson('response.output_text.done', `{${at},"text":${text},"logprobs":${logprobs}}`);
    writer.eventJson('response.content_part.done', `{${at},"part":${part}}`);
    // writer.event('response.output_item.done', …) below, with the part's text quoted once for all three events.
    const itemJson = messageItemJson(open.itemId, 'completed', part);
    writer.eventJson('response.output_item.done', `{"output_index":${state.outputJson.length},"item":${itemJson}}`);
    return withChanges(state, { open: undefined, outputJson: [...state.outputJson, itemJson] });
  } else if (open.kind === 'refusal') {
    const at = { item_id: open.itemId, output_index: state.outputJson.length, content_index: 0 };
    writer.event('response.refusal.done', { ...at, refusal: open.text });
    writer.event('response.content_part.done', { ...at, part: { type: 'refusal', refusal: open.text } });
    item = writeMessageItem(open.itemId, [{ type: 'refusal', text: open.text }], 'completed');
  } else if (open.kind === 'reasoning') {
    if (open.text !== '') {
      writer.event('response.reasoning_summary_text.done', { ...where, summary_index: 0, text: open.text });
      writer.event('response.reasoning_summary_part.done', { ...where, summary_index: 0, part: { type: 'summary_text', text: open.text } });
    }
    item = writeReasoningItem(open.itemId, { text: open.text, ...(open.opaque === undefined ? {} : { opaque: open.opaque }) });
  } else {
    const tool = open.tool ?? { callId: '', name: '', kind: 'function' as const };
    if (tool.kind === 'custom') writer.event('response.custom_tool_call_input.done', { ...where, input: open.text });
    else if (tool.kind === 'function') writer.event('response.function_call_arguments.done', { ...where, name: tool.name, arguments: open.text });
    item = writeToolCallItem(open.itemId, { ...tool, arguments: open.text }, 'completed');
  }
  // writer.event('response.output_item.done', { output_index, item }) with the item's JSON kept for response.completed.
  const itemJson = JSON.stringify(item);
  writer.eventJson('response.output_item.done', `{"output_index":${state.outputJson.length},"item":${itemJson}}`);
  return withChanges(state, { open: undefined, outputJson: [...state.outputJson, itemJson] });
}

function fail(state: ResponsesEncoderState, error: ErrorInput, writer: EventWriter, context: StreamContext): ResponsesEncoderState {
  const next = ensureStarted(state, writer, context);
  // The package's own response.failed: same error codes as the gateway's non-streamed Responses errors.
  writer.raw((sequenceNumber) => renderFailedEvent(error, { responseId: next.responseId ?? '', createdAt: next.createdAt, sequenceNumber }, context));
  return withChanges(next, { terminated: true });
}

/** `response.failed` for `error`, in the openai-responses package's envelope. */
export function renderFailedEvent(error: ErrorInput, stream: { responseId: string; createdAt: number; sequenceNumber: number }, context: StreamContext): string {
  return renderStreamError(
    { ...error, responseId: stream.responseId },
    { sequenceNumber: stream.sequenceNumber, model: context.model, createdAt: stream.createdAt, newResponseId: () => context.newId('resp_') },
  );
}

function onEvent(state: ResponsesEncoderState, input: IrEncoderInput, writer: EventWriter, context: StreamContext): ResponsesEncoderState {
  // The type read once: events of many shapes come here, so every read of a member is a megamorphic load.
  const type = input.type;
  if (type === 'usage') return withChanges(state, { usage: mergeUsage(state.usage, input.usage) });
  if ((type === 'text-delta' || type === 'reasoning-delta') && input.text === '') return state;
  if (type === 'tool-call-delta' && input.argumentsDelta === '') return state;
  if (type === 'error') return fail(state, input.error, writer, context);
  if (type === 'end') return fail(state, { status: 502, message: 'The upstream stream ended before the response was complete.' }, writer, context);
  if (type === 'keep-alive') {
    writer.comment(': keep-alive\n\n');
    return state;
  }
  let next = ensureStarted(state, writer, context);
  const open = next.open;
  switch (type) {
    case 'response-start':
      return next;
    case 'text-start':
      return withChanges(closeOpen(next, writer), { open: { blockId: input.blockId, kind: input.refusal === true ? 'refusal' : 'text', text: '' } });
    case 'reasoning-start': {
      next = closeOpen(next, writer);
      const item: OpenItem = { blockId: input.blockId, kind: 'reasoning', text: '', ...(input.opaque === undefined ? {} : { opaque: input.opaque }) };
      return addItem(next, item, { id: context.newId('rs_'), type: 'reasoning', summary: [] }, writer);
    }
    case 'tool-call-start': {
      next = closeOpen(next, writer);
      const tool = { callId: input.callId, name: input.name, kind: input.kind, ...(input.namespace === undefined ? {} : { namespace: input.namespace }) };
      return addItem(next, { blockId: input.blockId, kind: 'tool', text: '', tool }, writeToolCallItem(context.newId(toolCallItemPrefix(input.kind)), { ...tool, arguments: '' }, 'in_progress'), writer);
    }
    case 'text-delta': {
      if (open?.blockId !== input.blockId) return next;
      next = startText(next, open, writer, context);
      const started = next.open;
      // startText opened the item: it has its id.
      if (started?.itemId === undefined) return next;
      const itemId = started.itemId;
      if (started.kind === 'refusal') {
        writer.event('response.refusal.delta', { item_id: itemId, output_index: next.outputJson.length, content_index: 0, delta: input.text });
        return withChanges(next, { open: withOpenChanges(started, { text: open.text + input.text }) });
      }
      if (input.logprobs !== undefined) {
        const where = { item_id: itemId, output_index: next.outputJson.length, content_index: 0 };
        writer.event('response.output_text.delta', { ...where, delta: input.text, logprobs: writeOpenAiLogprobs(input.logprobs) });
        return withChanges(next, { open: withOpenChanges(started, { text: open.text + input.text, logprobs: [...(open.logprobs ?? []), ...input.logprobs] }) });
      }
      // Hot path (one per delta): the bytes of writer.event('response.output_text.delta', …) without building the
      // object, the item's members quoted once (startText).
      writer.textDelta(started.at ?? textItemMembers(itemId, next.outputJson.length), input.text);
      return withOpenText(next, started, writer.sequence, open.text + input.text);
    }
    case 'reasoning-delta': {
      // A reasoning or tool item is added (and given its id) when it starts.
      if (open?.blockId !== input.blockId || open.itemId === undefined) return next;
      const where = { item_id: open.itemId, output_index: next.outputJson.length, summary_index: 0 };
      if (open.text === '') writer.event('response.reasoning_summary_part.added', { ...where, part: { type: 'summary_text', text: '' } });
      writer.event('response.reasoning_summary_text.delta', { ...where, delta: input.text });
      return withChanges(next, { open: withOpenChanges(open, { text: open.text + input.text }) });
    }
    case 'reasoning-signature':
      return open?.blockId === input.blockId ? withChanges(next, { open: withOpenChanges(open, { opaque: input.opaque }) }) : next;
    case 'tool-call-delta': {
      if (open?.blockId !== input.blockId || open.itemId === undefined) return next;
      const where = { item_id: open.itemId, output_index: next.outputJson.length, delta: input.argumentsDelta };
      if (open.tool?.kind === 'custom') writer.event('response.custom_tool_call_input.delta', where);
      else if (open.tool?.kind === 'function') writer.event('response.function_call_arguments.delta', where);
      return withChanges(next, { open: withOpenChanges(open, { text: open.text + input.argumentsDelta }) });
    }
    case 'text-end':
    case 'reasoning-end':
    case 'tool-call-end':
      return open?.blockId === input.blockId ? closeOpen(next, writer) : next;
    case 'finish': {
      next = closeOpen(next, writer);
      const outcome = mapIrStopReasonToResponses(input.stopReason);
      const data = responseData(next, context, {
        status: outcome.status,
        usage: next.usage ?? EMPTY_USAGE,
        ...(outcome.incompleteReason === undefined ? {} : { incompleteReason: outcome.incompleteReason }),
      });
      writer.eventJson(outcome.status === 'completed' ? 'response.completed' : 'response.incomplete', data);
      return withChanges(next, { terminated: true });
    }
    default: {
      const never: never = input;
      return never;
    }
  }
}

/** Stream step: IR events → Responses SSE (`response.created` … items … one of completed / incomplete / failed). */
export function createIrToResponsesStream(): StreamStepDefinition<IrEncoderInput, string, ResponsesEncoderState> {
  return {
    initialState: () => ({ responseId: undefined, createdAt: 0, sequence: 0, terminated: false, outputJson: [], open: undefined, usage: undefined }),
    step(state, input, context) {
      if (state.terminated) return { state, output: [] };
      const writer = new EventWriter(state.sequence);
      const next = onEvent(state, input, writer, context);
      // The text-delta hot path already returns its state with the new sequence: no second copy.
      return { state: next.sequence === writer.sequence ? next : withChanges(next, { sequence: writer.sequence }), output: writer.output };
    },
  };
}
