import type { IrStopReason } from '@modelgate/ir';

export type ResponsesOutcome = { status: 'completed' | 'incomplete'; incompleteReason?: 'max_output_tokens' | 'content_filter' };

/** Responses status (+ incomplete reason, + whether tool calls were produced) → IR stop reason. */
export function mapResponsesStatusToIr(status: unknown, incompleteReason: unknown, hasToolCalls: boolean): IrStopReason {
  if (status === 'incomplete') return incompleteReason === 'content_filter' ? 'refusal' : 'max_tokens';
  return hasToolCalls ? 'tool_use' : 'end_turn';
}

/** IR stop reason → Responses status and incomplete reason. */
export function mapIrStopReasonToResponses(reason: IrStopReason): ResponsesOutcome {
  switch (reason) {
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return { status: 'incomplete', incompleteReason: 'max_output_tokens' };
    case 'refusal':
      return { status: 'incomplete', incompleteReason: 'content_filter' };
    case 'end_turn':
    case 'stop_sequence':
    case 'pause_turn':
    case 'tool_use':
      return { status: 'completed' };
    default: {
      const never: never = reason;
      return never;
    }
  }
}
