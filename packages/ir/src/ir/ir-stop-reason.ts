/** Why generation stopped, in Anthropic's vocabulary, which is the richest of the three. */
export type IrStopReason =
  | 'end_turn'
  | 'stop_sequence'
  | 'max_tokens'
  | 'model_context_window_exceeded'
  | 'tool_use'
  | 'refusal'
  | 'pause_turn';
