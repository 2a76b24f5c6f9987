import type { IrEncoderInput, IrStopReason, IrStreamEvent } from '@modelgate/ir';
import type { SseInput } from '../sse/sse-input.js';
import { asRecord, isRecord, parseJson, readNumber, readString, type JsonRecord } from '../ir/read-json.js';
import type { StreamStepDefinition } from '../ir/stream-step.js';
import { readAnthropicFixedEvent, type AnthropicFixedEvent } from '../internal/fast-path/read-anthropic-fixed-event.js';
import { readAnthropicTextDelta } from '../internal/fast-path/read-anthropic-text-delta.js';
import { mapAnthropicErrorTypeToStatus } from './map-error-type.js';
import { mapAnthropicStopReasonToIr } from './map-finish-reason.js';
import { readAnthropicUsage } from './map-usage.js';

type BlockKind = 'text' | 'reasoning' | 'tool' | 'ignored';
export type AnthropicDecoderState = {
  readonly blocks: ReadonlyMap<number, BlockKind>;
  readonly stopReason?: IrStopReason;
  readonly stopSequence?: string | null;
  readonly done: boolean;
};

const END_BY_KIND = { text: 'text-end', reasoning: 'reasoning-end', tool: 'tool-call-end' } as const;

/** The block ids of the first indexes, made once: every delta names its block, and one string compares by identity. */
const BLOCK_IDS: readonly string[] = Array.from({ length: 32 }, (_, index) => `a${index}`);

function anthropicBlockId(index: number): string {
  return BLOCK_IDS[index] ?? `a${index}`;
}

function closeAll(state: AnthropicDecoderState, output: IrStreamEvent[]): void {
  for (const [index, kind] of state.blocks) if (kind !== 'ignored') output.push({ type: END_BY_KIND[kind], blockId: anthropicBlockId(index) });
}

function startBlock(index: number, block: JsonRecord, output: IrStreamEvent[]): BlockKind {
  const blockId = anthropicBlockId(index);
  switch (block['type']) {
    case 'text': {
      output.push({ type: 'text-start', blockId });
      const text = readString(block, 'text') ?? '';
      if (text !== '') output.push({ type: 'text-delta', blockId, text });
      return 'text';
    }
    case 'thinking': {
      output.push({ type: 'reasoning-start', blockId });
      const text = readString(block, 'thinking') ?? '';
      if (text !== '') output.push({ type: 'reasoning-delta', blockId, text });
      const signature = readString(block, 'signature') ?? '';
      if (signature !== '') output.push({ type: 'reasoning-signature', blockId, opaque: { format: 'anthropic-messages', kind: 'signature', value: signature } });
      return 'reasoning';
    }
    case 'redacted_thinking':
      output.push({ type: 'reasoning-start', blockId, opaque: { format: 'anthropic-messages', kind: 'redacted', value: readString(block, 'data') ?? '' } });
      return 'reasoning';
    case 'tool_use': {
      output.push({ type: 'tool-call-start', blockId, callId: readString(block, 'id') ?? '', name: readString(block, 'name') ?? '', kind: 'function' });
      const input = block['input'];
      if (isRecord(input) && Object.keys(input).length > 0) output.push({ type: 'tool-call-delta', blockId, argumentsDelta: JSON.stringify(input) });
      return 'tool';
    }
    default:
      return 'ignored';
  }
}

function textDelta(index: number, kind: BlockKind | undefined, text: string, output: IrStreamEvent[]): void {
  if (kind === 'text' && text !== '') output.push({ type: 'text-delta', blockId: anthropicBlockId(index), text });
}

function delta(index: number, kind: BlockKind | undefined, value: JsonRecord, output: IrStreamEvent[]): void {
  const blockId = anthropicBlockId(index);
  const type = value['type'];
  if (type === 'text_delta') {
    textDelta(index, kind, readString(value, 'text') ?? '', output);
  } else if (type === 'thinking_delta' && kind === 'reasoning') {
    const text = readString(value, 'thinking') ?? '';
    if (text !== '') output.push({ type: 'reasoning-delta', blockId, text });
  } else if (type === 'signature_delta' && kind === 'reasoning') {
    output.push({ type: 'reasoning-signature', blockId, opaque: { format: 'anthropic-messages', kind: 'signature', value: readString(value, 'signature') ?? '' } });
  } else if (type === 'input_json_delta' && kind === 'tool') {
    const json = readString(value, 'partial_json') ?? '';
    if (json !== '') output.push({ type: 'tool-call-delta', blockId, argumentsDelta: json });
  }
}

function openBlock(state: AnthropicDecoderState, index: number, block: JsonRecord, output: IrStreamEvent[]): AnthropicDecoderState {
  const blocks = new Map(state.blocks);
  blocks.set(index, startBlock(index, block, output));
  return { ...state, blocks };
}

function stopBlock(state: AnthropicDecoderState, index: number, output: IrStreamEvent[]): AnthropicDecoderState {
  const kind = state.blocks.get(index);
  if (kind === undefined) return state;
  if (kind !== 'ignored') output.push({ type: END_BY_KIND[kind], blockId: anthropicBlockId(index) });
  const blocks = new Map(state.blocks);
  blocks.delete(index);
  return { ...state, blocks };
}

/** The `content_block` of a text block that starts empty, as JSON.parse reads it. */
const EMPTY_TEXT_BLOCK: JsonRecord = Object.freeze({ type: 'text', text: '' });

/** What onEvent does with the same event parsed in full. */
function onFixedEvent(state: AnthropicDecoderState, event: AnthropicFixedEvent, output: IrStreamEvent[]): AnthropicDecoderState {
  switch (event.type) {
    case 'ping':
      output.push({ type: 'keep-alive' });
      return state;
    case 'message_stop':
      return finish(state, output);
    case 'content_block_stop':
      return stopBlock(state, event.index, output);
    case 'text_block_start':
      return openBlock(state, event.index, EMPTY_TEXT_BLOCK, output);
  }
}

function onEvent(state: AnthropicDecoderState, data: JsonRecord, output: IrStreamEvent[]): AnthropicDecoderState {
  switch (data['type']) {
    case 'message_start': {
      const message = asRecord(data['message']);
      const id = readString(message, 'id');
      const model = readString(message, 'model');
      output.push({ type: 'response-start', ...(id === undefined ? {} : { id }), ...(model === undefined ? {} : { model }) });
      if (message['usage'] !== undefined) output.push({ type: 'usage', usage: readAnthropicUsage(message['usage']) });
      return state;
    }
    case 'content_block_start':
      return openBlock(state, readNumber(data, 'index') ?? state.blocks.size, asRecord(data['content_block']), output);
    case 'content_block_delta': {
      const index = readNumber(data, 'index') ?? -1;
      delta(index, state.blocks.get(index), asRecord(data['delta']), output);
      return state;
    }
    case 'content_block_stop':
      return stopBlock(state, readNumber(data, 'index') ?? -1, output);
    case 'message_delta': {
      if (data['usage'] !== undefined) output.push({ type: 'usage', usage: readAnthropicUsage(data['usage']) });
      const messageDelta = asRecord(data['delta']);
      const stopSequence = messageDelta['stop_sequence'];
      return {
        ...state,
        stopReason: mapAnthropicStopReasonToIr(messageDelta['stop_reason']),
        stopSequence: typeof stopSequence === 'string' || stopSequence === null ? stopSequence : state.stopSequence,
      };
    }
    case 'message_stop':
      return finish(state, output);
    case 'ping':
      output.push({ type: 'keep-alive' });
      return state;
    case 'error': {
      const error = asRecord(data['error']);
      const type = readString(error, 'type');
      output.push({ type: 'error', error: { status: mapAnthropicErrorTypeToStatus(type), message: readString(error, 'message') ?? 'Upstream error', ...(type === undefined ? {} : { type }) } });
      return { ...state, blocks: new Map(), done: true };
    }
    default:
      return state;
  }
}

function finish(state: AnthropicDecoderState, output: IrStreamEvent[]): AnthropicDecoderState {
  closeAll(state, output);
  output.push({ type: 'finish', stopReason: state.stopReason ?? 'end_turn', ...(state.stopSequence === undefined ? {} : { stopSequence: state.stopSequence }) });
  return { ...state, blocks: new Map(), done: true };
}

/** The three tests (`"usage"`, `"error"`, `message_stop`) in one scan of every passed-through event (issue 20). */
const MAY_AFFECT_ANTHROPIC_STREAM_USAGE = /"usage"|"error"|message_stop/;

/**
 * For the usage meter: false only for a data payload that can neither carry usage (`message_start`,
 * `message_delta`) nor end the stream (`message_stop`, `error`), so skipping it changes nothing the decoder reports
 * about usage. Content deltas, the bulk of a stream, are skipped.
 */
export function mayAffectAnthropicStreamUsage(data: string): boolean {
  return MAY_AFFECT_ANTHROPIC_STREAM_USAGE.test(data);
}

/** Stream step: Anthropic SSE messages → IR events. */
export function createAnthropicStreamToIr(): StreamStepDefinition<SseInput, IrEncoderInput, AnthropicDecoderState> {
  return {
    // Every field is present from the start, so all states share one object shape (issue 7).
    initialState: () => ({ blocks: new Map(), stopReason: undefined, stopSequence: undefined, done: false }),
    step(state, input) {
      if (state.done) return { state, output: input.type === 'end' ? [input] : [] };
      const output: IrStreamEvent[] = [];
      if (input.type === 'end') {
        // message_delta carried the stop reason but message_stop never came: the answer is complete.
        const next = state.stopReason === undefined ? state : finish(state, output);
        return { state: next, output: [...output, input] };
      }
      // Most of a stream is text deltas, read without JSON.parse when written as the API writes them.
      const text = readAnthropicTextDelta(input.data);
      if (text !== undefined) {
        textDelta(text.index, state.blocks.get(text.index), text.text, output);
        return { state, output };
      }
      // So are the small events around them (a head's block start and ping, a tail's block stop and message stop).
      const fixed = readAnthropicFixedEvent(input.data);
      if (fixed !== undefined) return { state: onFixedEvent(state, fixed, output), output };
      const data = parseJson(input.data);
      if (!isRecord(data)) return { state, output };
      const next = onEvent(state, data, output);
      return { state: next, output };
    },
  };
}
