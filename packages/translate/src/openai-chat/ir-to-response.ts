import { EMPTY_USAGE, type IrResponse } from '@modelgate/ir';
import type { ChatResponse, ChatResponseMessage, ChatTokenLogprob, ChatToolCall } from '@modelgate/openai-chat';
import { flattenToolName } from '../ir/flatten-tool-name.js';
import type { ResponseContext } from '../ir/response-context.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { mapIrStopReasonToChat } from './map-finish-reason.js';
import { writeOpenAiLogprobs } from './map-logprobs.js';
import { writeChatUsage, writeChatUsageJson } from './map-usage.js';
import { quoteJsonString } from '../internal/fast-path/quote-json-string.js';
import { writeJsonNumber } from '../internal/fast-path/write-json-number.js';

/** IR → OpenAI chat completion. */
export function irToChatResponse(ir: IrResponse, context: ResponseContext, warnings: WarningSink): ChatResponse {
  const { id, created, model, message, logprobs, finishReason, usage } = chatResponsePartsOf(ir, context, warnings);
  return {
    id,
    object: 'chat.completion',
    created,
    model,
    choices: [{ index: 0, message, logprobs, finish_reason: finishReason }],
    usage: writeChatUsage(usage),
  };
}

/**
 * `JSON.stringify(irToChatResponse(…))`, byte for byte, written as text around its fixed members; a message with
 * reasoning or tool calls, and logprobs, by JSON.stringify.
 */
export function irToChatResponseJson(ir: IrResponse, context: ResponseContext, warnings: WarningSink): string {
  const { id, created, model, message, logprobs, finishReason, usage } = chatResponsePartsOf(ir, context, warnings);
  const plain = message.reasoning_content === undefined && message.tool_calls === undefined;
  const messageJson = plain
    ? `{"role":"assistant","content":${message.content === null ? 'null' : quoteJsonString(message.content ?? '')},"refusal":${message.refusal === null ? 'null' : quoteJsonString(message.refusal ?? '')}}`
    : JSON.stringify(message);
  return (
    `{"id":${quoteJsonString(id)},"object":"chat.completion","created":${writeJsonNumber(created)},"model":${quoteJsonString(model)},` +
    `"choices":[{"index":0,"message":${messageJson},"logprobs":${logprobs === null ? 'null' : JSON.stringify(logprobs)},"finish_reason":${quoteJsonString(finishReason)}}],` +
    `"usage":${writeChatUsageJson(usage)}}`
  );
}

/** What varies in a chat completion, its id taken from `context`. */
function chatResponsePartsOf(ir: IrResponse, context: ResponseContext, warnings: WarningSink) {
  const texts: string[] = [];
  const reasoning: string[] = [];
  const toolCalls: ChatToolCall[] = [];
  const logprobs: ChatTokenLogprob[] = [];
  let refusal: string | null = null;
  for (const part of ir.content) {
    switch (part.type) {
      case 'text':
        texts.push(part.text);
        if (part.logprobs !== undefined) logprobs.push(...writeOpenAiLogprobs(part.logprobs));
        break;
      case 'refusal':
        refusal = part.text;
        break;
      case 'reasoning':
        if (part.opaque !== undefined) warnings.warn('reasoning_signature_dropped', 'Chat has no field for provider-signed reasoning; only its text was kept.');
        if (part.text !== '') reasoning.push(part.text);
        break;
      case 'tool-call':
        // A custom (freeform) tool the chat client declared comes back as one, with its raw input.
        if (part.kind === 'custom') toolCalls.push({ id: part.callId, type: 'custom', custom: { name: part.name, input: part.arguments } });
        else toolCalls.push({ id: part.callId, type: 'function', function: { name: flattenToolName(part.name, part.namespace), arguments: part.arguments } });
        break;
      default: {
        const never: never = part;
        return never;
      }
    }
  }
  // `reasoning_content` is not OpenAI's (DeepSeek's and vLLM's): the generated type allows it as an unknown member.
  const message: ChatResponseMessage & { reasoning_content?: string } = { role: 'assistant', content: texts.length > 0 ? texts.join('') : null, refusal };
  if (reasoning.length > 0) message.reasoning_content = reasoning.join('\n\n');
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  const stopReason = toolCalls.length > 0 && ir.stopReason === 'end_turn' ? 'tool_use' : ir.stopReason;
  return {
    id: context.newId('chatcmpl-'),
    created: Math.floor(context.now() / 1000),
    model: context.model,
    message,
    logprobs: logprobs.length > 0 ? { content: logprobs, refusal: null } : null,
    finishReason: mapIrStopReasonToChat(stopReason),
    usage: ir.usage ?? EMPTY_USAGE,
  };
}
