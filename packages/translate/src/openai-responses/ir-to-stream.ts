import { renderStreamError } from '@modelgate/openai-responses';
import type { ErrorInput } from '../error-input.js';
import type { IrOpaqueReasoning, IrToolCallKind } from '../ir/ir-content.js';
import type { IrEncoderInput } from '../ir/ir-stream-event.js';
import { EMPTY_USAGE, type IrUsage } from '../ir/ir-usage.js';
import { mergeUsage } from '../ir/merge-usage.js';
import type { JsonRecord } from '../ir/read-json.js';
import type { StreamContext, StreamStepDefinition } from '../ir/stream-step.js';
import { encodeSseEvent } from '../sse/encode-sse.js';
import { mapIrStopReasonToResponses } from './map-finish-reason.js';
import { toolCallItemPrefix, writeMessageItem, writeReasoningItem, writeToolCallItem } from './write-output-item.js';
import { writeResponseObject, type ResponseObjectInput } from './write-response-object.js';

type OpenItem = {
  readonly blockId: string;
  readonly kind: 'text' | 'reasoning' | 'tool';
  /** Set once `output_item.added` was sent (text starts lazily: no empty message items). */
  readonly itemId?: string;
  readonly text: string;
  readonly opaque?: IrOpaqueReasoning;
  readonly tool?: { readonly callId: string; readonly name: string; readonly kind: IrToolCallKind; readonly namespace?: string };
};

export type ResponsesEncoderState = {
  readonly responseId?: string;
  readonly createdAt: number;
  readonly sequence: number;
  readonly terminated: boolean;
  readonly output: readonly JsonRecord[];
  readonly open?: OpenItem;
  readonly usage?: IrUsage;
};

/** Emits one event with the next sequence number; `raw` takes a renderer for an event built elsewhere. */
type Emit = ((type: string, data: JsonRecord) => void) & {
  raw(render: (sequenceNumber: number) => string): void;
  /** Text that is not an event (an SSE comment): takes no sequence number. */
  comment(text: string): void;
};

function responseObject(state: ResponsesEncoderState, context: StreamContext, extra: Partial<ResponseObjectInput> & Pick<ResponseObjectInput, 'status'>): JsonRecord {
  return writeResponseObject({ id: state.responseId ?? '', createdAt: state.createdAt, model: context.model, output: [...state.output], ...extra });
}

function ensureStarted(state: ResponsesEncoderState, emit: Emit, context: StreamContext): ResponsesEncoderState {
  if (state.responseId !== undefined) return state;
  const next = { ...state, responseId: context.newId('resp_'), createdAt: Math.floor(context.now() / 1000) };
  const response = responseObject(next, context, { status: 'in_progress' });
  emit('response.created', { response });
  emit('response.in_progress', { response });
  return next;
}

function addItem(state: ResponsesEncoderState, open: OpenItem, item: JsonRecord, emit: Emit): ResponsesEncoderState {
  emit('response.output_item.added', { output_index: state.output.length, item });
  return { ...state, open: { ...open, itemId: String(item['id']) } };
}

function startText(state: ResponsesEncoderState, open: OpenItem, emit: Emit, context: StreamContext): ResponsesEncoderState {
  if (open.itemId !== undefined) return state;
  const next = addItem(state, open, writeMessageItem(context.newId('msg_'), [], 'in_progress'), emit);
  emit('response.content_part.added', { item_id: next.open?.itemId, output_index: state.output.length, content_index: 0, part: { type: 'output_text', text: '', annotations: [], logprobs: [] } });
  return next;
}

function closeOpen(state: ResponsesEncoderState, emit: Emit): ResponsesEncoderState {
  const open = state.open;
  if (open === undefined) return state;
  const { open: _closed, ...rest } = state;
  if (open.itemId === undefined) return rest;
  const where = { item_id: open.itemId, output_index: state.output.length };
  let item: JsonRecord;
  if (open.kind === 'text') {
    emit('response.output_text.done', { ...where, content_index: 0, text: open.text, logprobs: [] });
    emit('response.content_part.done', { ...where, content_index: 0, part: { type: 'output_text', text: open.text, annotations: [], logprobs: [] } });
    item = writeMessageItem(open.itemId, [{ type: 'text', text: open.text }], 'completed');
  } else if (open.kind === 'reasoning') {
    if (open.text !== '') {
      emit('response.reasoning_summary_text.done', { ...where, summary_index: 0, text: open.text });
      emit('response.reasoning_summary_part.done', { ...where, summary_index: 0, part: { type: 'summary_text', text: open.text } });
    }
    item = writeReasoningItem(open.itemId, { text: open.text, ...(open.opaque === undefined ? {} : { opaque: open.opaque }) });
  } else {
    const tool = open.tool ?? { callId: '', name: '', kind: 'function' as const };
    if (tool.kind === 'custom') emit('response.custom_tool_call_input.done', { ...where, input: open.text });
    else if (tool.kind === 'function') emit('response.function_call_arguments.done', { ...where, name: tool.name, arguments: open.text });
    item = writeToolCallItem(open.itemId, { ...tool, arguments: open.text }, 'completed');
  }
  emit('response.output_item.done', { output_index: state.output.length, item });
  return { ...rest, output: [...state.output, item] };
}

function fail(state: ResponsesEncoderState, error: ErrorInput, emit: Emit, context: StreamContext): ResponsesEncoderState {
  const next = ensureStarted(state, emit, context);
  // The package's own response.failed: same error codes as the gateway's non-streamed Responses errors.
  emit.raw((sequenceNumber) => renderFailedEvent(error, { responseId: next.responseId ?? '', createdAt: next.createdAt, sequenceNumber }, context));
  return { ...next, terminated: true };
}

/** `response.failed` for `error`, in the openai-responses package's envelope. */
export function renderFailedEvent(error: ErrorInput, stream: { responseId: string; createdAt: number; sequenceNumber: number }, context: StreamContext): string {
  return renderStreamError(
    { ...error, responseId: stream.responseId },
    { sequenceNumber: stream.sequenceNumber, model: context.model, createdAt: stream.createdAt, newResponseId: () => context.newId('resp_') },
  );
}

function onEvent(state: ResponsesEncoderState, input: IrEncoderInput, emit: Emit, context: StreamContext): ResponsesEncoderState {
  if (input.type === 'usage') return { ...state, usage: mergeUsage(state.usage, input.usage) };
  if ((input.type === 'text-delta' || input.type === 'reasoning-delta') && input.text === '') return state;
  if (input.type === 'tool-call-delta' && input.argumentsDelta === '') return state;
  if (input.type === 'error') return fail(state, input.error, emit, context);
  if (input.type === 'end') return fail(state, { status: 502, message: 'The upstream stream ended before the response was complete.' }, emit, context);
  if (input.type === 'keep-alive') {
    emit.comment(': keep-alive\n\n');
    return state;
  }
  let next = ensureStarted(state, emit, context);
  const open = next.open;
  switch (input.type) {
    case 'response-start':
      return next;
    case 'text-start':
      return { ...closeOpen(next, emit), open: { blockId: input.blockId, kind: 'text', text: '' } };
    case 'reasoning-start': {
      next = closeOpen(next, emit);
      const item: OpenItem = { blockId: input.blockId, kind: 'reasoning', text: '', ...(input.opaque === undefined ? {} : { opaque: input.opaque }) };
      return addItem(next, item, { id: context.newId('rs_'), type: 'reasoning', summary: [] }, emit);
    }
    case 'tool-call-start': {
      next = closeOpen(next, emit);
      const tool = { callId: input.callId, name: input.name, kind: input.kind, ...(input.namespace === undefined ? {} : { namespace: input.namespace }) };
      return addItem(next, { blockId: input.blockId, kind: 'tool', text: '', tool }, writeToolCallItem(context.newId(toolCallItemPrefix(input.kind)), { ...tool, arguments: '' }, 'in_progress'), emit);
    }
    case 'text-delta': {
      if (open?.blockId !== input.blockId) return next;
      next = startText(next, open, emit, context);
      // Hot path (one per delta): the bytes of emit('response.output_text.delta', …) without building the object.
      const where = `"item_id":${JSON.stringify(next.open?.itemId)},"output_index":${next.output.length}`;
      emit.raw((sequence) => `event: response.output_text.delta\ndata: {"type":"response.output_text.delta","sequence_number":${sequence},${where},"content_index":0,"delta":${JSON.stringify(input.text)},"logprobs":[]}\n\n`);
      return { ...next, open: { ...(next.open as OpenItem), text: open.text + input.text } };
    }
    case 'reasoning-delta': {
      if (open?.blockId !== input.blockId) return next;
      const where = { item_id: open.itemId, output_index: next.output.length, summary_index: 0 };
      if (open.text === '') emit('response.reasoning_summary_part.added', { ...where, part: { type: 'summary_text', text: '' } });
      emit('response.reasoning_summary_text.delta', { ...where, delta: input.text });
      return { ...next, open: { ...open, text: open.text + input.text } };
    }
    case 'reasoning-signature':
      return open?.blockId === input.blockId ? { ...next, open: { ...open, opaque: input.opaque } } : next;
    case 'tool-call-delta': {
      if (open?.blockId !== input.blockId) return next;
      const where = { item_id: open.itemId, output_index: next.output.length, delta: input.argumentsDelta };
      if (open.tool?.kind === 'custom') emit('response.custom_tool_call_input.delta', where);
      else if (open.tool?.kind === 'function') emit('response.function_call_arguments.delta', where);
      return { ...next, open: { ...open, text: open.text + input.argumentsDelta } };
    }
    case 'text-end':
    case 'reasoning-end':
    case 'tool-call-end':
      return open?.blockId === input.blockId ? closeOpen(next, emit) : next;
    case 'finish': {
      next = closeOpen(next, emit);
      const outcome = mapIrStopReasonToResponses(input.stopReason);
      const response = responseObject(next, context, {
        status: outcome.status,
        usage: next.usage ?? EMPTY_USAGE,
        ...(outcome.incompleteReason === undefined ? {} : { incompleteReason: outcome.incompleteReason }),
      });
      emit(outcome.status === 'completed' ? 'response.completed' : 'response.incomplete', { response });
      return { ...next, terminated: true };
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
    initialState: () => ({ createdAt: 0, sequence: 0, terminated: false, output: [] }),
    step(state, input, context) {
      if (state.terminated) return { state, output: [] };
      const output: string[] = [];
      let sequence = state.sequence;
      const emit: Emit = Object.assign(
        (type: string, data: JsonRecord) => {
          output.push(encodeSseEvent(type, { type, sequence_number: sequence, ...data }));
          sequence += 1;
        },
        {
          raw(render: (sequenceNumber: number) => string) {
            output.push(render(sequence));
            sequence += 1;
          },
          comment(text: string) {
            output.push(text);
          },
        },
      );
      const next = onEvent(state, input, emit, context);
      return { state: { ...next, sequence }, output };
    },
  };
}
