import { describe, expect, it } from 'vitest';
import { inspectToken } from './inspect-token.js';

describe('inspectToken', () => {
  it.each([
    ['mg-abc-0123456789', undefined],
    ['', 'The token is empty. Copy the whole token into the client\'s token setting.'],
    ['Bearer mg-abc-0123456789', 'The token starts with "Bearer ". Give the client only the token: it adds "Authorization: Bearer" itself.'],
    ['mg-abc-0123456789\n', 'The token has spaces or a line break at its start or end. Copy it again without them.'],
    ['mg-abc 0123456789', 'The token contains spaces or a line break. Copy it again as one piece.'],
    ['"mg-abc-0123456789"', 'The token is wrapped in quotes. Remove them.'],
  ])('%j', (token, expected) => {
    expect(inspectToken(token)).toBe(expected);
  });
});
