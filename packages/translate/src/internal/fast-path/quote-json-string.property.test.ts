import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteJsonString } from './quote-json-string.js';

/** Characters JSON.stringify treats specially, and their neighbours. */
const SPECIAL = ['"', '\\', '/', '\u0000', '\u0008', '\t', '\n', '\r', '\u001f', ' ', '\u007f', '\u2028', '\u2029', '\ud83d', '\ude00', '\ud7ff', '\ue000', '\uffff', 'é', 'a'];

describe('quoteJsonString', () => {
  it.each([[''], ['Zq0 '], ['say "hi"'], ['a\\b'], ['line\nbreak'], ['\u0000'], ['😀'], ['\ud83d'], ['\ude00x'], ['\u2028\u2029'], ['</script>']])(
    'writes %j as JSON.stringify does',
    (text) => {
      expect(quoteJsonString(text)).toBe(JSON.stringify(text));
    },
  );

  it('writes any string as JSON.stringify does, byte for byte', () => {
    const special = fc.constantFrom(...SPECIAL);
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.array(special).map((parts) => parts.join('')), fc.string());
    fc.assert(
      fc.property(text, (value) => quoteJsonString(value) === JSON.stringify(value)),
      { numRuns: 5000 },
    );
  });
});
