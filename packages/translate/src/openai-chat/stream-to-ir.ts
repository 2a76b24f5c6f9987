import type { IrEncoderInput, IrStopReason, IrStreamEvent, IrTokenLogprob } from '@modelgate/ir';
import type { SseInput } from '../sse/sse-input.js';
import { asArray, asRecord, isRecord, parseJson, readNumber, readString, type JsonRecord } from '../ir/read-json.js';
import type { StreamContext, StreamStepDefinition } from '../ir/stream-step.js';
import { mapChatFinishReasonToIr } from './map-finish-reason.js';
import { mapOpenAiErrorToStatus } from './map-error-type.js';
import { readOpenAiLogprobs } from './map-logprobs.js';
import { readChatUsage } from './map-usage.js';
import { matchChatTextTemplate, type ChatTextTemplate } from '../internal/fast-path/match-chat-text-template.js';
import { readChatTextChunk, type ChatTextChunk, type ChatTextDelta } from '../internal/fast-path/read-chat-text-chunk.js';

export type ChatDecoderState = {
  readonly started: boolean;
  /** Open text or reasoning block, and how many text/reasoning blocks were opened (for unique ids). */
  readonly open?: { readonly kind: 'text' | 'refusal' | 'reasoning'; readonly blockId: string };
  readonly blockCount: number;
  /** Tool calls by chat `index` → block id; all stay open until the finish. */
  readonly tools: ReadonlyMap<number, string>;
  /** Tool-call ids seen → their index (for servers that omit `index`). */
  readonly toolIds: ReadonlyMap<string, number>;
  readonly stopReason?: IrStopReason;
  readonly done: boolean;
  /** The last text chunk the fast path read, cut around its text: the next ones usually match it (issue 7). */
  readonly textTemplate?: ChatTextTemplate;
};

function closeOpen(state: ChatDecoderState, output: IrStreamEvent[]): ChatDecoderState {
  if (state.open === undefined) return state;
  output.push({ type: state.open.kind === 'reasoning' ? 'reasoning-end' : 'text-end', blockId: state.open.blockId });
  return { ...state, open: undefined };
}

function appendText(state: ChatDecoderState, kind: 'text' | 'refusal' | 'reasoning', text: string, output: IrStreamEvent[], logprobs?: IrTokenLogprob[]): ChatDecoderState {
  let next = state;
  if (next.open?.kind !== kind) {
    next = closeOpen(next, output);
    const blockId = `c${next.blockCount}`;
    output.push(kind === 'reasoning' ? { type: 'reasoning-start', blockId } : kind === 'refusal' ? { type: 'text-start', blockId, refusal: true } : { type: 'text-start', blockId });
    next = { ...next, open: { kind, blockId }, blockCount: next.blockCount + 1 };
  }
  const blockId = next.open?.blockId ?? '';
  if (kind === 'reasoning') output.push({ type: 'reasoning-delta', blockId, text });
  else output.push(logprobs === undefined ? { type: 'text-delta', blockId, text } : { type: 'text-delta', blockId, text, logprobs });
  return next;
}

/** Reasoning first, then content (with its token log probabilities), as one chunk carrying both is read; `''` adds nothing. */
function appendTextDelta(state: ChatDecoderState, delta: ChatTextDelta, output: IrStreamEvent[], logprobs?: IrTokenLogprob[]): ChatDecoderState {
  let next = state;
  if (delta.reasoning !== '') next = appendText(next, 'reasoning', delta.reasoning, output);
  if (delta.content !== '') next = appendText(next, 'text', delta.content, output, logprobs);
  return next;
}

/**
 * The chat `index` of a tool-call fragment. Some OpenAI-compatible servers omit it: then a fragment with a new `id`
 * is a new call, and one without an id continues the latest call.
 */
function toolIndexOf(state: ChatDecoderState, call: JsonRecord): number {
  const index = readNumber(call, 'index');
  if (index !== undefined) return index;
  const id = readString(call, 'id');
  const known = id === undefined ? undefined : state.toolIds.get(id);
  if (known !== undefined) return known;
  if (id !== undefined || state.tools.size === 0) return state.tools.size === 0 ? 0 : Math.max(...state.tools.keys()) + 1;
  return Math.max(...state.tools.keys());
}

function appendToolCalls(state: ChatDecoderState, calls: unknown[], output: IrStreamEvent[], context: StreamContext): ChatDecoderState {
  let next = state;
  calls.forEach((raw) => {
    const call = asRecord(raw);
    const index = toolIndexOf(next, call);
    // A custom (freeform) tool's fragments carry `custom: { name, input }` (raw input) instead of `function`.
    const custom = call['type'] === 'custom' || (call['function'] === undefined && isRecord(call['custom']));
    const fn = asRecord(custom ? call['custom'] : call['function']);
    let blockId = next.tools.get(index);
    if (blockId === undefined) {
      next = closeOpen(next, output);
      blockId = `t${index}`;
      const tools = new Map(next.tools);
      tools.set(index, blockId);
      const callId = readString(call, 'id') ?? context.newId('call_');
      const toolIds = new Map(next.toolIds);
      toolIds.set(callId, index);
      next = { ...next, tools, toolIds };
      output.push({ type: 'tool-call-start', blockId, callId, name: readString(fn, 'name') ?? '', kind: custom ? 'custom' : 'function' });
    }
    const args = readString(fn, custom ? 'input' : 'arguments') ?? '';
    if (args !== '') output.push({ type: 'tool-call-delta', blockId, argumentsDelta: args });
  });
  return next;
}

function closeAll(state: ChatDecoderState, output: IrStreamEvent[]): ChatDecoderState {
  const next = closeOpen(state, output);
  for (const blockId of next.tools.values()) output.push({ type: 'tool-call-end', blockId });
  return { ...next, tools: new Map() };
}

function onChunk(state: ChatDecoderState, chunk: JsonRecord, output: IrStreamEvent[], context: StreamContext): ChatDecoderState {
  let next = state;
  if (!next.started) {
    const id = readString(chunk, 'id');
    const model = readString(chunk, 'model');
    output.push({ type: 'response-start', ...(id === undefined ? {} : { id }), ...(model === undefined ? {} : { model }) });
    next = { ...next, started: true };
  }
  const choice = asRecord(asArray(chunk['choices'])[0]);
  const delta = asRecord(choice['delta']);
  // A chunk may carry content and `tool_calls: []` together (vLLM): read both, never drop the text.
  next = appendTextDelta(next, {
    reasoning: readString(delta, 'reasoning_content') ?? readString(delta, 'reasoning') ?? '',
    content: readString(delta, 'content') ?? '',
  }, output, readOpenAiLogprobs(asRecord(choice['logprobs'])['content']));
  const refusal = readString(delta, 'refusal') ?? '';
  if (refusal !== '') next = appendText(next, 'refusal', refusal, output);
  const calls = asArray(delta['tool_calls']);
  if (calls.length > 0) next = appendToolCalls(next, calls, output, context);
  const finishReason = choice['finish_reason'];
  if (typeof finishReason === 'string') {
    next = closeAll(next, output);
    next = { ...next, stopReason: mapChatFinishReasonToIr(finishReason) };
  }
  if (isRecord(chunk['usage'])) output.push({ type: 'usage', usage: readChatUsage(chunk['usage']) });
  return next;
}

function finish(state: ChatDecoderState, output: IrStreamEvent[]): ChatDecoderState {
  const next = closeAll(state, output);
  output.push({ type: 'finish', stopReason: next.stopReason ?? 'end_turn' });
  return { ...next, done: true };
}

/**
 * One scan instead of four (hasJsonObjectMember 'usage', hasJsonStringMember 'finish_reason', `"error"`, `[DONE]`),
 * the same tests: this runs on every passed-through chat chunk, and the four scans cost more than the rest of the
 * observer (issue 20).
 */
const MAY_AFFECT_CHAT_STREAM_USAGE = /"(?:usage"[ \t\n\r]*:[ \t\n\r]*\{|finish_reason"[ \t\n\r]*:[ \t\n\r]*"|error")|\[DONE\]/;

/**
 * The same four tests, each without its first characters (`sage"` for `"usage"`, `_reason"` for `"finish_reason"`,
 * `rror"`, `DONE]`): any text the full pattern matches, this one matches too. The full pattern is tried at every `"` of a chunk (dozens in each), this one
 * at fewer places and with longer skips: about half the time on a content delta (issue 20). Only a chunk this one
 * matches (the last ones of a stream) is tried with the full pattern.
 */
const MAY_AFFECT_CHAT_STREAM_USAGE_PRETEST = /_reason"[ \t\n\r]*:[ \t\n\r]*"|sage"[ \t\n\r]*:[ \t\n\r]*\{|rror"|DONE\]/;

/**
 * For the usage meter: false only for a data payload that can neither carry usage (an object `usage`) nor the stop
 * reason (a string `finish_reason`) nor end the stream (`[DONE]`, an `error`), so skipping it changes nothing the
 * decoder reports about usage or the finish. OpenAI sends `"usage":null` and `"finish_reason":null` on every chunk:
 * those are skipped.
 */
export function mayAffectChatStreamUsage(data: string): boolean {
  return MAY_AFFECT_CHAT_STREAM_USAGE_PRETEST.test(data) && MAY_AFFECT_CHAT_STREAM_USAGE.test(data);
}


export type ChatStreamToIrOptions = {
  /**
   * Reads a chunk that is only a text or reasoning delta without parsing it in full, or returns undefined to leave
   * it to JSON.parse (issue 7). Tests pass `() => undefined` to compare with the full parse alone (no template is
   * then cut either, so `matchChatTextTemplate` never runs).
   */
  readTextChunk?: (data: string) => ChatTextChunk | undefined;
};

/** Stream step: chat completion chunks → IR events. The finish waits for `[DONE]` so the usage chunk is included. */
export function createChatStreamToIr({ readTextChunk = readChatTextChunk }: ChatStreamToIrOptions = {}): StreamStepDefinition<SseInput, IrEncoderInput, ChatDecoderState> {
  return {
    // Every field is present from the start (and `open` is cleared, not deleted), so all states share one object
    // shape and the spreads that copy them stay fast (issue 7).
    initialState: () => ({ started: false, open: undefined, blockCount: 0, tools: new Map(), toolIds: new Map(), stopReason: undefined, done: false, textTemplate: undefined }),
    step(state, input, context) {
      if (state.done) return { state, output: input.type === 'end' ? [input] : [] };
      const output: IrEncoderInput[] = [];
      if (input.type === 'end') {
        const next = state.stopReason === undefined ? state : finish(state, output as IrStreamEvent[]);
        output.push(input);
        return { state: next, output };
      }
      if (input.data.trim() === '[DONE]') {
        const next = finish(state, output as IrStreamEvent[]);
        return { state: next, output };
      }
      // The fast paths do not read `id` and `model`, which the first chunk needs for `response-start`.
      if (state.started) {
        const templated = state.textTemplate === undefined ? undefined : matchChatTextTemplate(state.textTemplate, input.data);
        if (templated !== undefined) return { state: appendTextDelta(state, templated, output as IrStreamEvent[]), output };
        if (state.textTemplate === undefined || !MAY_AFFECT_CHAT_STREAM_USAGE_PRETEST.test(input.data)) {
          const chunk = readTextChunk(input.data);
          if (chunk !== undefined) return { state: { ...appendTextDelta(state, chunk.delta, output as IrStreamEvent[]), textTemplate: chunk.template }, output };
        }
        // Else the chunk after a stream's text chunks that may carry a finish, usage or an error (the pretest's
        // `_reason":"`, `sage":{`, `rror"`): the fast path would walk most of it to decline it (issue 20).
      }
      const data = parseJson(input.data);
      if (!isRecord(data)) return { state, output };
      if (isRecord(data['error'])) {
        const error = data['error'];
        const code = readString(error, 'code');
        const type = readString(error, 'type');
        output.push({
          type: 'error',
          error: { status: mapOpenAiErrorToStatus(type, code), message: readString(error, 'message') ?? 'Upstream error', ...(type === undefined ? {} : { type }), ...(code === undefined ? {} : { code }) },
        });
        return { state: { ...state, done: true }, output };
      }
      return { state: onChunk(state, data, output as IrStreamEvent[], context), output };
    },
  };
}
