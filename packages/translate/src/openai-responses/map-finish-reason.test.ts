import { describe, expect, it } from 'vitest';
import { mapIrStopReasonToResponses, mapResponsesStatusToIr } from './map-finish-reason.js';

describe('Responses status', () => {
  it.each([
    ['completed', null, false, 'end_turn'],
    ['completed', null, true, 'tool_use'],
    ['incomplete', 'max_output_tokens', false, 'max_tokens'],
    ['incomplete', 'content_filter', false, 'refusal'],
  ] as const)('%s (%s, tool calls: %s) → %s', (status, reason, tools, expected) => {
    expect(mapResponsesStatusToIr(status, reason, tools)).toBe(expected);
  });

  it.each([
    ['end_turn', { status: 'completed' }],
    ['tool_use', { status: 'completed' }],
    ['pause_turn', { status: 'completed' }],
    ['stop_sequence', { status: 'completed' }],
    ['max_tokens', { status: 'incomplete', incompleteReason: 'max_output_tokens' }],
    ['model_context_window_exceeded', { status: 'incomplete', incompleteReason: 'max_output_tokens' }],
    ['refusal', { status: 'incomplete', incompleteReason: 'content_filter' }],
  ] as const)('%s → %j', (reason, expected) => {
    expect(mapIrStopReasonToResponses(reason)).toEqual(expected);
  });
});
