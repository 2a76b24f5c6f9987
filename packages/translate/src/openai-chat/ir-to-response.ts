import { EMPTY_USAGE, type IrResponse } from '@modelgate/ir';
import type { ChatResponse, ChatResponseMessage, ChatTokenLogprob, ChatToolCall } from '@modelgate/openai-chat';
import { flattenToolName } from '../ir/flatten-tool-name.js';
import type { ResponseContext } from '../ir/response-context.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { mapIrStopReasonToChat } from './map-finish-reason.js';
import { writeOpenAiLogprobs } from './map-logprobs.js';
import { writeChatUsage } from './map-usage.js';

/** IR → OpenAI chat completion. */
export function irToChatResponse(ir: IrResponse, context: ResponseContext, warnings: WarningSink): ChatResponse {
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
    object: 'chat.completion',
    created: Math.floor(context.now() / 1000),
    model: context.model,
    choices: [{ index: 0, message, logprobs: logprobs.length > 0 ? { content: logprobs, refusal: null } : null, finish_reason: mapIrStopReasonToChat(stopReason) }],
    usage: writeChatUsage(ir.usage ?? EMPTY_USAGE),
  };
}
