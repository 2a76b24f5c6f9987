import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets.js';

describe('redactSecrets', () => {
  it.each([
    ['token mg-abcd1234-XmjuUOWctz2nYtkzZvAt1S6OUky4 failed', 'token mg-abcd1234…[redacted] failed'],
    ['key sk-proj-abcdefghijklmnopqrstuvwxyz', 'key sk-proj…[redacted]'],
    ['Authorization: Bearer secret-value', 'Authorization: Bearer [redacted]'],
    ['nothing secret here', 'nothing secret here'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });
});
