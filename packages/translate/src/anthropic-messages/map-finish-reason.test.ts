import { describe, expect, it } from 'vitest';
import { mapAnthropicStopReasonToIr } from './map-finish-reason.js';
import { mapAnthropicErrorTypeToStatus } from './map-error-type.js';

describe('Anthropic stop_reason', () => {
  it.each([
    ['end_turn', 'end_turn'],
    ['stop_sequence', 'stop_sequence'],
    ['max_tokens', 'max_tokens'],
    ['model_context_window_exceeded', 'model_context_window_exceeded'],
    ['tool_use', 'tool_use'],
    ['pause_turn', 'pause_turn'],
    ['refusal', 'refusal'],
    ['compaction', 'end_turn'],
    [null, 'end_turn'],
  ])('%s → %s', (reason, expected) => {
    expect(mapAnthropicStopReasonToIr(reason)).toBe(expected);
  });

  it.each([
    ['overloaded_error', 529],
    ['rate_limit_error', 429],
    ['invalid_request_error', 400],
    ['billing_error', 402],
    ['unknown_error', 500],
    [undefined, 500],
  ])('error type %s → HTTP %s', (type, status) => {
    expect(mapAnthropicErrorTypeToStatus(type)).toBe(status);
  });
});
