import { describe, expect, it } from 'vitest';
import { pickErrorType } from './pick-error-type.js';

describe('pickErrorType', () => {
  it.each([
    [500, 'overloaded_error', 'overloaded_error'],
    [400, 'invalid_request_error', 'invalid_request_error'],
    [500, 'server_error', 'api_error'],
    [429, 'insufficient_quota', 'rate_limit_error'],
    [404, undefined, 'not_found_error'],
  ] as const)('status %i with type %s → %s', (status, type, expected) => {
    expect(pickErrorType(status, type)).toBe(expected);
  });
});
