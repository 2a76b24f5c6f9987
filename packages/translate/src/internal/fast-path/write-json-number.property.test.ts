import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeJsonNumber } from './write-json-number.js';

describe('writeJsonNumber', () => {
  it.each([[0], [-0], [1], [-1], [1_700_000_000], [0.1], [1e21], [1e-7], [-1e300], [Number.MAX_SAFE_INTEGER], [Number.NaN], [Infinity], [-Infinity]])(
    'writes %d as JSON.stringify does',
    (value) => {
      expect(writeJsonNumber(value)).toBe(JSON.stringify(value));
    },
  );

  it('writes any number as JSON.stringify does, byte for byte', () => {
    const value = fc.oneof(fc.double(), fc.integer(), fc.nat(), fc.maxSafeInteger());
    fc.assert(
      fc.property(value, (number) => writeJsonNumber(number) === JSON.stringify(number)),
      { numRuns: 5000 },
    );
  });
});
