import type { IrStopReason } from '@modelgate/ir';
import type { MessagesStopReason } from '@modelgate/anthropic-messages';

const KNOWN: readonly IrStopReason[] = ['end_turn', 'stop_sequence', 'max_tokens', 'model_context_window_exceeded', 'tool_use', 'refusal', 'pause_turn'];

/** Anthropic `stop_reason` → IR (identity for known values; unknown or null → end_turn). */
export function mapAnthropicStopReasonToIr(value: unknown): IrStopReason {
  return typeof value === 'string' && (KNOWN as readonly string[]).includes(value) ? (value as IrStopReason) : 'end_turn';
}

/** IR → Anthropic `stop_reason`. */
export function mapIrStopReasonToAnthropic(reason: IrStopReason): MessagesStopReason {
  return reason;
}
