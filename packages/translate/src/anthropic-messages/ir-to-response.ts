import { EMPTY_USAGE, type IrResponse } from '@modelgate/ir';
import type { MessagesContentBlock, MessagesResponse } from '@modelgate/anthropic-messages';
import { flattenToolName } from '../ir/flatten-tool-name.js';
import type { ResponseContext } from '../ir/response-context.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { carryOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';
import { toolInputOf } from './ir-to-request.js';
import { mapIrStopReasonToAnthropic } from './map-finish-reason.js';
import { writeAnthropicUsage, writeAnthropicUsageJson } from './map-usage.js';
import { quoteJsonString } from '../internal/fast-path/quote-json-string.js';

/** IR → Anthropic Messages response. */
export function irToMessagesResponse(ir: IrResponse, context: ResponseContext, warnings: WarningSink): MessagesResponse {
  const { id, model, content, stopReason, stopSequence, usage } = messagesResponsePartsOf(ir, context, warnings);
  return {
    id,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: stopSequence,
    usage: writeAnthropicUsage(usage),
  };
}

/**
 * `JSON.stringify(irToMessagesResponse(…))`, byte for byte, written as text around its fixed members and text blocks;
 * any other block by JSON.stringify.
 */
export function irToMessagesResponseJson(ir: IrResponse, context: ResponseContext, warnings: WarningSink): string {
  const { id, model, content, stopReason, stopSequence, usage } = messagesResponsePartsOf(ir, context, warnings);
  let blocks = '';
  for (const block of content) {
    if (blocks !== '') blocks += ',';
    blocks += block.type === 'text' ? `{"type":"text","text":${quoteJsonString(block.text)}}` : JSON.stringify(block);
  }
  return (
    `{"id":${quoteJsonString(id)},"type":"message","role":"assistant","model":${quoteJsonString(model)},"content":[${blocks}],` +
    `"stop_reason":${stopReason === null ? 'null' : quoteJsonString(stopReason)},"stop_sequence":${stopSequence === null ? 'null' : quoteJsonString(stopSequence)},"usage":${writeAnthropicUsageJson(usage)}}`
  );
}

/** What varies in a Messages response, its id taken from `context`. */
function messagesResponsePartsOf(ir: IrResponse, context: ResponseContext, warnings: WarningSink) {
  const content: MessagesContentBlock[] = [];
  let hasToolCall = false;
  ir.content.forEach((part, index) => {
    switch (part.type) {
      case 'text':
      case 'refusal':
        if (part.text !== '') content.push({ type: 'text', text: part.text });
        return;
      case 'reasoning':
        if (part.opaque?.kind === 'redacted' && part.opaque.format === 'anthropic-messages') {
          content.push({ type: 'redacted_thinking', data: part.opaque.value });
        } else if (part.text !== '' || part.opaque !== undefined) {
          content.push({ type: 'thinking', thinking: part.text, signature: part.opaque === undefined ? '' : carryOpaqueReasoning(part.opaque, 'anthropic-messages') });
        }
        return;
      case 'tool-call':
        hasToolCall = true;
        content.push({ type: 'tool_use', id: part.callId, name: flattenToolName(part.name, part.namespace), input: toolInputOf(part, `/content/${index}`, warnings) });
        return;
      default: {
        const never: never = part;
        return never;
      }
    }
  });
  // An OpenAI refusal has no block of its own here: it goes as text, and the turn ends as Anthropic's refusals do.
  const hasRefusal = ir.content.some((part) => part.type === 'refusal' && part.text !== '');
  const stopReason = ir.stopReason !== 'end_turn' ? ir.stopReason : hasToolCall ? 'tool_use' : hasRefusal ? 'refusal' : 'end_turn';
  return {
    id: context.newId('msg_'),
    model: context.model,
    content,
    stopReason: mapIrStopReasonToAnthropic(stopReason),
    stopSequence: ir.stopSequence ?? null,
    usage: ir.usage ?? EMPTY_USAGE,
  };
}
