import { renderStreamError } from '@modelgate/openai-chat';
import type { ErrorInput, IrEncoderInput, IrTokenLogprob, IrUsage } from '@modelgate/ir';
import { flattenToolName } from '../ir/flatten-tool-name.js';
import { mergeUsage } from '../ir/merge-usage.js';
import type { StreamContext, StreamStepDefinition } from '../ir/stream-step.js';
import { mapIrStopReasonToChat } from './map-finish-reason.js';
import { writeOpenAiLogprobs } from './map-logprobs.js';
import { writeChatUsageJson } from './map-usage.js';
import { quoteJsonString } from '../internal/fast-path/quote-json-string.js';
import { writeJsonNumber } from '../internal/fast-path/write-json-number.js';

type OpenTool = { readonly index: number; readonly custom: boolean };

export type ChatEncoderState = {
  readonly id?: string;
  readonly created: number;
  readonly prefix?: string;
  readonly terminated: boolean;
  readonly tools: ReadonlyMap<string, OpenTool>;
  readonly nextToolIndex: number;
  readonly usage?: IrUsage;
  readonly hasToolCall: boolean;
  /** The open text block that is a refusal (its deltas go in `refusal`, not `content`). */
  readonly refusalBlock?: string;
};

export const CHAT_DONE = 'data: [DONE]\n\n';
/** An SSE comment: clients ignore it, proxies and idle timers see traffic. */
export const KEEP_ALIVE = ': keep-alive\n\n';

function chunk(state: ChatEncoderState, context: StreamContext, delta: Record<string, unknown>, finishReason: string | null = null): string {
  return chunkWithDeltaJson(state, context, JSON.stringify(delta), JSON.stringify(finishReason));
}

/** Hot path (one per delta): the bytes of chunk(state, context, { [field]: text }) without building the delta object. */
function textChunk(state: ChatEncoderState, context: StreamContext, field: 'content' | 'refusal' | 'reasoning_content', text: string): string {
  return chunkWithDeltaJson(state, context, `{"${field}":${quoteJsonString(text)}}`, 'null');
}

function chunkWithDeltaJson(state: ChatEncoderState, context: StreamContext, deltaJson: string, finishReasonJson: string, logprobsJson = 'null'): string {
  // The envelope is the same for every chunk of a stream: build its text once.
  const prefix = state.prefix ?? chunkPrefix(state, context);
  return `data: ${prefix}${deltaJson},"logprobs":${logprobsJson},"finish_reason":${finishReasonJson}}]}\n\n`;
}

/** A content chunk with the token log probabilities of its text (only when the client asked for them). */
function textChunkWithLogprobs(state: ChatEncoderState, context: StreamContext, text: string, logprobs: readonly IrTokenLogprob[]): string {
  const logprobsJson = JSON.stringify({ content: writeOpenAiLogprobs(logprobs), refusal: null });
  return chunkWithDeltaJson(state, context, `{"content":${JSON.stringify(text)}}`, 'null', logprobsJson);
}

/** The first chunk's delta: `JSON.stringify({ role: 'assistant', content: '' })`. */
const ROLE_DELTA = '{"role":"assistant","content":""}';

/** What follows a chunk's envelope in every chunk with a choice. */
const CHOICE_OPEN = ',"choices":[{"index":0,"delta":';

/**
 * `JSON.stringify({ id, object: 'chat.completion.chunk', created, model })` without its closing brace, written out
 * (an object built and stringified was most of a stream's fixed cost in this encoder), then the choice's opening.
 */
function chunkPrefix(state: ChatEncoderState, context: StreamContext): string {
  const id = state.id === undefined ? '' : `"id":${quoteJsonString(state.id)},`;
  return `{${id}"object":"chat.completion.chunk","created":${writeJsonNumber(state.created)},"model":${quoteJsonString(context.model)}${CHOICE_OPEN}`;
}

/** The usage chunk: the envelope of the stream's chunks with no choice and the usage (after the finish, before [DONE]). */
function usageChunk(state: ChatEncoderState, context: StreamContext, usage: IrUsage): string {
  const prefix = state.prefix ?? chunkPrefix(state, context);
  return `data: ${prefix.slice(0, -CHOICE_OPEN.length)},"choices":[],"usage":${writeChatUsageJson(usage)}}\n\n`;
}

function ensureStarted(state: ChatEncoderState, output: string[], context: StreamContext): ChatEncoderState {
  if (state.id !== undefined) return state;
  const started = { ...state, id: context.newId('chatcmpl-'), created: Math.floor(context.now() / 1000) };
  const next = { ...started, prefix: chunkPrefix(started, context) };
  output.push(chunkWithDeltaJson(next, context, ROLE_DELTA, 'null'));
  return next;
}

/** The chat package's own stream error (what the gateway renders), typed from the status: another format's type never leaks. */
export function encodeChatError(error: ErrorInput): string {
  const { type: _otherFormatType, ...input } = error;
  return renderStreamError(input);
}

function withTool(state: ChatEncoderState, blockId: string, tool: OpenTool | undefined): ChatEncoderState {
  const tools = new Map(state.tools);
  if (tool === undefined) tools.delete(blockId);
  else tools.set(blockId, tool);
  return { ...state, tools };
}

/** A later fragment of a tool call: a function's next piece of JSON arguments, or a custom tool's next piece of raw input. */
function toolDeltaChunk(state: ChatEncoderState, context: StreamContext, tool: OpenTool, text: string): string {
  const fragment = tool.custom ? { index: tool.index, custom: { input: text } } : { index: tool.index, function: { arguments: text } };
  return chunk(state, context, { tool_calls: [fragment] });
}

function onEvent(state: ChatEncoderState, input: IrEncoderInput, output: string[], context: StreamContext, includeUsage: boolean): ChatEncoderState {
  // The type read once: events of many shapes come here, so every read of a member is a megamorphic load.
  const type = input.type;
  if (type === 'usage') return { ...state, usage: mergeUsage(state.usage, input.usage) };
  if ((type === 'text-delta' || type === 'reasoning-delta') && input.text === '') return state;
  if (type === 'tool-call-delta' && input.argumentsDelta === '') return state;
  if (type === 'error' || type === 'end') {
    const error: ErrorInput = type === 'error' ? input.error : { status: 502, message: 'The upstream stream ended before the response was complete.' };
    output.push(encodeChatError(error));
    return { ...state, terminated: true };
  }
  if (type === 'keep-alive') {
    output.push(KEEP_ALIVE);
    return state;
  }
  const next = ensureStarted(state, output, context);
  switch (type) {
    case 'text-delta': {
      const refusal = next.refusalBlock !== undefined && input.blockId === next.refusalBlock;
      if (!refusal && input.logprobs !== undefined) output.push(textChunkWithLogprobs(next, context, input.text, input.logprobs));
      else output.push(textChunk(next, context, refusal ? 'refusal' : 'content', input.text));
      return next;
    }
    case 'text-start':
      return input.refusal === true || next.refusalBlock !== undefined ? { ...next, refusalBlock: input.refusal === true ? input.blockId : undefined } : next;
    case 'reasoning-delta':
      output.push(textChunk(next, context, 'reasoning_content', input.text));
      return next;
    case 'tool-call-start': {
      const index = next.nextToolIndex;
      const custom = input.kind === 'custom';
      // A custom (freeform) tool the client declared streams as OpenAI streams one: `type: custom` and raw input pieces.
      const first = custom
        ? { index, id: input.callId, type: 'custom', custom: { name: input.name, input: '' } }
        : { index, id: input.callId, type: 'function', function: { name: flattenToolName(input.name, input.namespace), arguments: '' } };
      output.push(chunk(next, context, { tool_calls: [first] }));
      return { ...withTool(next, input.blockId, { index, custom }), nextToolIndex: index + 1, hasToolCall: true };
    }
    case 'tool-call-delta': {
      const tool = next.tools.get(input.blockId);
      if (tool !== undefined) output.push(toolDeltaChunk(next, context, tool, input.argumentsDelta));
      return next;
    }
    case 'tool-call-end':
      return next;
    case 'finish': {
      const stopReason = next.hasToolCall && input.stopReason === 'end_turn' ? 'tool_use' : input.stopReason;
      output.push(chunk(next, context, {}, mapIrStopReasonToChat(stopReason)));
      if (includeUsage && next.usage !== undefined) {
        output.push(usageChunk(next, context, next.usage));
      }
      output.push(CHAT_DONE);
      return { ...next, terminated: true };
    }
    case 'response-start':
    case 'text-end':
    case 'reasoning-start':
    case 'reasoning-signature':
    case 'reasoning-end':
      return next;
    default: {
      const never: never = input;
      return never;
    }
  }
}

/** Stream step: IR events → chat completion chunks (`role` first, one index per tool call, usage chunk, `[DONE]`). */
export function createIrToChatStream(options: { includeUsage: boolean } = { includeUsage: true }): StreamStepDefinition<IrEncoderInput, string, ChatEncoderState> {
  return {
    // Every field is present from the start, so all states share one object shape and the spreads that copy them
    // stay fast (issue 7).
    initialState: () => ({ id: undefined, created: 0, prefix: undefined, terminated: false, tools: new Map(), nextToolIndex: 0, usage: undefined, hasToolCall: false, refusalBlock: undefined }),
    step(state, input, context) {
      if (state.terminated) return { state, output: [] };
      const output: string[] = [];
      return { state: onEvent(state, input, output, context, options.includeUsage), output };
    },
  };
}
