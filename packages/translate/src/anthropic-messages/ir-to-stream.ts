import { renderStreamError, type MessagesContentBlock, type MessagesContentBlockDelta, type MessagesStreamEvent } from '@modelgate/anthropic-messages';
import { EMPTY_USAGE, type ErrorInput, type IrEncoderInput, type IrUsage } from '@modelgate/ir';
import { CUSTOM_INPUT_CLOSE, CUSTOM_INPUT_OPEN, escapeJsonStringFragment } from '../internal/fast-path/escape-json-string-fragment.js';
import { flattenToolName } from '../ir/flatten-tool-name.js';
import { mergeUsage } from '../ir/merge-usage.js';
import type { StreamContext, StreamStepDefinition } from '../ir/stream-step.js';
import { carryOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';
import { encodeSseEvent } from '../sse/encode-sse.js';
import { mapIrStopReasonToAnthropic } from './map-finish-reason.js';
import { writeAnthropicUsageJson } from './map-usage.js';
import { quoteJsonString } from '../internal/fast-path/quote-json-string.js';

type OpenBlock = {
  readonly blockId: string;
  readonly kind: 'text' | 'thinking' | 'tool';
  /** Anthropic index once `content_block_start` was sent (text and thinking start lazily: no empty blocks). */
  readonly index?: number;
  readonly custom?: boolean;
  readonly customOpened?: boolean;
};

export type AnthropicEncoderState = {
  readonly started: boolean;
  readonly terminated: boolean;
  readonly nextIndex: number;
  readonly open?: OpenBlock;
  readonly usage?: IrUsage;
  readonly hasToolCall: boolean;
  /** A refusal was written (as text): a turn that ends normally ends with stop_reason `refusal`. */
  readonly hasRefusal: boolean;
};

/** The content_block_delta types this encoder sends. */
type SentDeltaType = Extract<MessagesContentBlockDelta['type'], 'text_delta' | 'thinking_delta' | 'signature_delta' | 'input_json_delta'>;

/** The text field of each content_block_delta type this encoder sends. */
const DELTA_FIELD = { text_delta: 'text', thinking_delta: 'thinking', signature_delta: 'signature', input_json_delta: 'partial_json' } as const satisfies {
  [T in SentDeltaType]: Exclude<keyof Extract<MessagesContentBlockDelta, { type: T }>, 'type'>;
};

/** One stream event, `type` first, with the `event:` line naming it. */
function event(data: MessagesStreamEvent): string {
  return encodeSseEvent(data.type, data);
}

/**
 * `event(...)` of a stream's fixed events, written out (issue 20: objects built only to be stringified were most of
 * this encoder's cost per stream); each is the bytes of `JSON.stringify` of the object in the comment.
 */
const MESSAGE_STOP_EVENT = 'event: message_stop\ndata: {"type":"message_stop"}\n\n';

/** `{ type: 'message_start', message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage } }` */
function messageStartEvent(id: string, model: string, usageJson: string): string {
  return `event: message_start\ndata: {"type":"message_start","message":{"id":${JSON.stringify(id)},"type":"message","role":"assistant","model":${JSON.stringify(model)},"content":[],"stop_reason":null,"stop_sequence":null,"usage":${usageJson}}}\n\n`;
}

/** `{ type: 'content_block_stop', index }` (an index is a count: a non-negative integer). */
function contentBlockStopEvent(index: number): string {
  return `event: content_block_stop\ndata: {"type":"content_block_stop","index":${index}}\n\n`;
}

function ensureStarted(state: AnthropicEncoderState, output: string[], context: StreamContext): AnthropicEncoderState {
  if (state.started) return state;
  output.push(messageStartEvent(context.newId('msg_'), context.model, writeAnthropicUsageJson(state.usage ?? EMPTY_USAGE, 0)));
  return { ...state, started: true };
}

/** The block a text delta opens: its `content_block_start` is written out. */
const EMPTY_TEXT_BLOCK: MessagesContentBlock = { type: 'text', text: '' };

function startOpen(state: AnthropicEncoderState, contentBlock: MessagesContentBlock, output: string[]): AnthropicEncoderState {
  const open = state.open;
  if (open === undefined || open.index !== undefined) return state;
  output.push(contentBlock === EMPTY_TEXT_BLOCK
    ? `event: content_block_start\ndata: {"type":"content_block_start","index":${state.nextIndex},"content_block":{"type":"text","text":""}}\n\n`
    : event({ type: 'content_block_start', index: state.nextIndex, content_block: contentBlock }));
  return { ...state, open: { ...open, index: state.nextIndex }, nextIndex: state.nextIndex + 1 };
}

/** `content_block_delta` with a `{ type, <its text field>: text }` delta. */
function delta(state: AnthropicEncoderState, type: SentDeltaType, text: string, output: string[]): void {
  // Hot path (one per delta): same bytes as event({ type: 'content_block_delta', index, delta: { type, [field]: text } }),
  // without building the objects (type and field are literals that need no escaping).
  output.push(`event: content_block_delta\ndata: {"type":"content_block_delta","index":${state.open?.index ?? 0},"delta":{"type":"${type}","${DELTA_FIELD[type]}":${quoteJsonString(text)}}}\n\n`);
}

function closeOpen(state: AnthropicEncoderState, output: string[]): AnthropicEncoderState {
  const open = state.open;
  if (open === undefined) return state;
  if (open.index !== undefined) {
    if (open.custom === true) delta(state, 'input_json_delta', open.customOpened === true ? CUSTOM_INPUT_CLOSE : `${CUSTOM_INPUT_OPEN}${CUSTOM_INPUT_CLOSE}`, output);
    output.push(contentBlockStopEvent(open.index));
  }
  return { ...state, open: undefined };
}

/** The same envelope and status → type table as the gateway's non-streamed Anthropic errors (llmgateway#2532). */
function errorEvent(error: ErrorInput): string {
  return renderStreamError(error);
}

function onEvent(state: AnthropicEncoderState, input: IrEncoderInput, output: string[], context: StreamContext): AnthropicEncoderState {
  // The type read once: events of many shapes come here, so every read of a member is a megamorphic load.
  const type = input.type;
  if (type === 'usage') return { ...state, usage: mergeUsage(state.usage, input.usage) };
  if ((type === 'text-delta' || type === 'reasoning-delta') && input.text === '') return state;
  if (type === 'tool-call-delta' && input.argumentsDelta === '') return state;
  if (type === 'error') {
    output.push(errorEvent(input.error));
    return { ...state, terminated: true };
  }
  if (type === 'end') {
    output.push(errorEvent({ status: 502, type: 'api_error', message: 'The upstream stream ended before the response was complete.' }));
    return { ...state, terminated: true };
  }
  if (type === 'keep-alive') {
    if (state.started) output.push(event({ type: 'ping' }));
    return state;
  }
  let next = ensureStarted(state, output, context);
  switch (type) {
    case 'response-start':
      return next;
    case 'text-start':
      return { ...closeOpen(next, output), open: { blockId: input.blockId, kind: 'text' }, hasRefusal: next.hasRefusal || input.refusal === true };
    case 'reasoning-start':
      next = { ...closeOpen(next, output), open: { blockId: input.blockId, kind: 'thinking' } };
      if (input.opaque?.kind === 'redacted') next = startOpen(next, { type: 'redacted_thinking', data: carryOpaqueReasoning(input.opaque, 'anthropic-messages') }, output);
      return next;
    case 'tool-call-start': {
      next = { ...closeOpen(next, output), open: { blockId: input.blockId, kind: 'tool', custom: input.kind === 'custom' }, hasToolCall: true };
      return startOpen(next, { type: 'tool_use', id: input.callId, name: flattenToolName(input.name, input.namespace), input: {} }, output);
    }
    case 'text-delta':
      if (next.open?.blockId !== input.blockId) return next;
      next = startOpen(next, EMPTY_TEXT_BLOCK, output);
      delta(next, 'text_delta', input.text, output);
      return next;
    case 'reasoning-delta':
      if (next.open?.blockId !== input.blockId) return next;
      next = startOpen(next, { type: 'thinking', thinking: '', signature: '' }, output);
      delta(next, 'thinking_delta', input.text, output);
      return next;
    case 'reasoning-signature':
      if (next.open?.blockId !== input.blockId || input.opaque.kind === 'redacted') return next;
      next = startOpen(next, { type: 'thinking', thinking: '', signature: '' }, output);
      delta(next, 'signature_delta', carryOpaqueReasoning(input.opaque, 'anthropic-messages'), output);
      return next;
    case 'tool-call-delta': {
      const open = next.open;
      if (open?.blockId !== input.blockId) return next;
      if (open.custom !== true) {
        delta(next, 'input_json_delta', input.argumentsDelta, output);
        return next;
      }
      const piece = escapeJsonStringFragment(input.argumentsDelta);
      delta(next, 'input_json_delta', open.customOpened === true ? piece : `${CUSTOM_INPUT_OPEN}${piece}`, output);
      return { ...next, open: { ...open, customOpened: true } };
    }
    case 'text-end':
    case 'reasoning-end':
    case 'tool-call-end':
      return next.open?.blockId === input.blockId ? closeOpen(next, output) : next;
    case 'finish': {
      next = closeOpen(next, output);
      const stopReason = input.stopReason !== 'end_turn' ? input.stopReason : next.hasToolCall ? 'tool_use' : next.hasRefusal ? 'refusal' : 'end_turn';
      // `{ type: 'message_delta', delta: { stop_reason, stop_sequence }, usage }`, then `{ type: 'message_stop' }`.
      const stopSequenceJson = JSON.stringify(input.stopSequence ?? null);
      output.push(
        `event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":${JSON.stringify(mapIrStopReasonToAnthropic(stopReason))},"stop_sequence":${stopSequenceJson}},"usage":${writeAnthropicUsageJson(next.usage ?? EMPTY_USAGE)}}\n\n`,
        MESSAGE_STOP_EVENT,
      );
      return { ...next, terminated: true };
    }
    default: {
      const never: never = input;
      return never;
    }
  }
}

/** Stream step: IR events → Anthropic SSE text (`event:` lines always, dense indexes, usage in message_delta). */
export function createIrToAnthropicStream(): StreamStepDefinition<IrEncoderInput, string, AnthropicEncoderState> {
  return {
    // Every field is present from the start (and `open` is cleared, not deleted), so all states share one object
    // shape and the spreads that copy them stay fast (issue 7).
    initialState: () => ({ started: false, terminated: false, nextIndex: 0, open: undefined, usage: undefined, hasToolCall: false, hasRefusal: false }),
    step(state, input, context) {
      if (state.terminated) return { state, output: [] };
      const output: string[] = [];
      return { state: onEvent(state, input, output, context), output };
    },
  };
}
