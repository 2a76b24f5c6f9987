import { describe, expect, expectTypeOf, it } from 'vitest';
import { FORMAT_IDS, isFormatId, type FormatId } from './format-id.js';

describe('FORMAT_IDS', () => {
  it('lists each wire format once, and FormatId is exactly its members', () => {
    expect(FORMAT_IDS).toEqual(['openai-chat', 'openai-responses', 'anthropic-messages']);
    expectTypeOf<FormatId>().toEqualTypeOf<'openai-chat' | 'openai-responses' | 'anthropic-messages'>();
  });

  it.each([
    ['openai-chat', true],
    ['openai-responses', true],
    ['anthropic-messages', true],
    ['chat', false],
    ['', false],
    [undefined, false],
    [7, false],
  ])('isFormatId(%j) is %s', (value, expected) => {
    expect(isFormatId(value)).toBe(expected);
  });
});
