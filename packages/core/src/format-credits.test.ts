import { describe, expect, it } from 'vitest';
import { formatCredits } from './format-credits.js';
import { parseCredits } from './parse-credits.js';

describe('formatCredits / parseCredits', () => {
  it.each([
    [0, '0'], [1, '0.000001'], [1_500_000, '1.5'], [12_000_000, '12'], [123_456_789, '123.456789'], [-2_500_000, '-2.5'],
  ])('%i micro-credits read %s', (micros, text) => {
    expect(formatCredits(micros)).toBe(text);
    if (micros >= 0) expect(parseCredits(text)).toBe(micros);
  });

  it.each(['', '1.2345678', '-1', '1e3', 'abc', '1.', '99999999999999999'])('refuses %j', (text) => {
    expect(parseCredits(text)).toBeNull();
  });

  it('parses 0.1 + 0.2 style amounts exactly', () => {
    expect(parseCredits('0.1')! + parseCredits('0.2')!).toBe(parseCredits('0.3'));
  });
});
