import type { IrStopReason } from '@modelgate/ir';
import type { ChatFinishReason } from '@modelgate/openai-chat';

/** Chat `finish_reason` → IR stop reason (PROTOCOLS.md §8.1). */
export function mapChatFinishReasonToIr(value: unknown): IrStopReason {
  switch (value) {
    case 'length':
      return 'max_tokens';
    case 'tool_calls':
    case 'function_call':
      return 'tool_use';
    case 'content_filter':
      return 'refusal';
    default:
      return 'end_turn';
  }
}

/** IR stop reason → chat `finish_reason`. */
export function mapIrStopReasonToChat(reason: IrStopReason): NonNullable<ChatFinishReason> {
  switch (reason) {
    case 'end_turn':
    case 'stop_sequence':
    case 'pause_turn':
      return 'stop';
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'tool_use':
      return 'tool_calls';
    case 'refusal':
      return 'content_filter';
    default: {
      const never: never = reason;
      return never;
    }
  }
}
