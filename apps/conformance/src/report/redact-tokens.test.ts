import { describe, expect, it } from 'vitest';
import { redactTokens } from './redact-tokens.js';

describe('redactTokens', () => {
  it('removes every occurrence of every token, also URL-encoded', () => {
    const text = 'Bearer mg-abc-0123456789 ?key=mg-abc-0123456789 t=a+b/c';
    expect(redactTokens(text, ['mg-abc-0123456789', 'a+b/c'])).toBe(
      'Bearer mg-a…[redacted] ?key=mg-a…[redacted] t=[redacted]',
    );
  });

  it('leaves text without tokens alone', () => {
    expect(redactTokens('nothing here', ['secret-token-value'])).toBe('nothing here');
  });
});
