import { EMPTY_USAGE, type IrResponse } from '@modelgate/ir';
import type { MessagesContentBlock, MessagesResponse } from '@modelgate/anthropic-messages';
import { flattenToolName } from '../ir/flatten-tool-name.js';
import type { ResponseContext } from '../ir/response-context.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { carryOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';
import { toolInputOf } from './ir-to-request.js';
import { mapIrStopReasonToAnthropic } from './map-finish-reason.js';
import { writeAnthropicUsage } from './map-usage.js';

/** IR → Anthropic Messages response. */
export function irToMessagesResponse(ir: IrResponse, context: ResponseContext, warnings: WarningSink): MessagesResponse {
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
    type: 'message',
    role: 'assistant',
    model: context.model,
    content,
    stop_reason: mapIrStopReasonToAnthropic(stopReason),
    stop_sequence: ir.stopSequence ?? null,
    usage: writeAnthropicUsage(ir.usage ?? EMPTY_USAGE),
  };
}
