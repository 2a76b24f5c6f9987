import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBearerToken } from './read-bearer-token.js';

/** What the header's general pattern reads, on its trimmed text: the token, or undefined (then a 401). */
function readByPattern(authorization: string): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim())?.[1];
}

function readOrUndefined(authorization: string): string | undefined {
  try {
    return readBearerToken({ authorization, xApiKey: undefined }, false);
  } catch {
    return undefined;
  }
}

const pieces = ['Bearer', 'bearer', 'BEARER', 'Bearer ', ' ', '  ', '\t', '\n', '\r', '\u00a0', '\u2028', '\ufeff', 'mg-abcdefgh-', 'x', 'Z9', '-', '=', 'é'];

describe('readBearerToken', () => {
  it('reads every header as the general pattern reads its trimmed text, the plain `Bearer <token>` form included', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), fc.string({ maxLength: 6 }), (parts, tail) => {
        const authorization = parts.join('') + tail;
        expect(readOrUndefined(authorization)).toBe(readByPattern(authorization));
        expect(readOrUndefined(`Bearer ${authorization}`)).toBe(readByPattern(`Bearer ${authorization}`));
      }),
      { numRuns: 5_000 },
    );
    expect(readOrUndefined('Bearer mg-abcdefgh-token')).toBe('mg-abcdefgh-token');
    expect(readOrUndefined('Bearer  mg-abcdefgh-token ')).toBe('mg-abcdefgh-token');
    expect(readOrUndefined('Bearer mg-a b')).toBeUndefined();
  });
});
