import { describe, expect, it } from 'vitest';
import { isMessagesErrorType, mapStatusToErrorType } from './map-status-to-error-type.js';

describe('mapStatusToErrorType', () => {
  it.each([
    [400, 'invalid_request_error'],
    [401, 'authentication_error'],
    [402, 'billing_error'],
    [403, 'permission_error'],
    [404, 'not_found_error'],
    [413, 'request_too_large'],
    [429, 'rate_limit_error'],
    [500, 'api_error'],
    [502, 'api_error'],
    [503, 'overloaded_error'],
    [504, 'timeout_error'],
    [529, 'overloaded_error'],
    [422, 'invalid_request_error'],
    [409, 'invalid_request_error'],
    [501, 'api_error'],
    [200, 'api_error'],
  ] as const)('maps %i to %s', (status, type) => {
    expect(mapStatusToErrorType(status)).toBe(type);
  });
});

describe('isMessagesErrorType', () => {
  it.each([
    ['overloaded_error', true],
    ['rate_limit_error', true],
    ['server_error', false],
    ['insufficient_quota', false],
    ['', false],
  ] as const)('%s → %s', (type, known) => {
    expect(isMessagesErrorType(type)).toBe(known);
  });
});
