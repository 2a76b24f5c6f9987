import { describe, expect, it } from 'vitest';
import { mapChatFinishReasonToIr, mapIrStopReasonToChat } from './map-finish-reason.js';

describe('chat finish_reason', () => {
  it.each([
    ['stop', 'end_turn'],
    ['length', 'max_tokens'],
    ['tool_calls', 'tool_use'],
    ['function_call', 'tool_use'],
    ['content_filter', 'refusal'],
    [null, 'end_turn'],
  ])('%s → %s', (reason, expected) => {
    expect(mapChatFinishReasonToIr(reason)).toBe(expected);
  });

  it.each([
    ['end_turn', 'stop'],
    ['stop_sequence', 'stop'],
    ['pause_turn', 'stop'],
    ['max_tokens', 'length'],
    ['model_context_window_exceeded', 'length'],
    ['tool_use', 'tool_calls'],
    ['refusal', 'content_filter'],
  ] as const)('%s → %s', (reason, expected) => {
    expect(mapIrStopReasonToChat(reason)).toBe(expected);
  });
});
