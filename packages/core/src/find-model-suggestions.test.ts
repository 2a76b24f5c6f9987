import { describe, expect, it } from 'vitest';
import { findModelSuggestions } from './find-model-suggestions.js';
import { measureEditDistance } from './measure-edit-distance.js';

const visible = ['openai/gpt-4o', 'openai/gpt-4o-mini', 'anthropic/claude-sonnet-4-5', 'anthropic/claude-opus-4-1', 'deepseek-chat'];

describe('findModelSuggestions', () => {
  it.each([
    ['a case difference', 'OpenAI/GPT-4o', ['openai/gpt-4o']],
    ['a missing provider prefix', 'claude-sonnet-4-5', ['anthropic/claude-sonnet-4-5']],
    ['a typo', 'anthropic/claude-sonet-4-5', ['anthropic/claude-sonnet-4-5']],
    ['a dot instead of a hyphen', 'anthropic/claude-sonnet-4.5', ['anthropic/claude-sonnet-4-5']],
    ['a near miss', 'openai/gpt-4o-min', ['openai/gpt-4o-mini']],
    ['nothing close', 'llama-3-70b', []],
    ['an empty ID', '', []],
  ])('suggests for %s', (_case, requested, expected) => {
    expect(findModelSuggestions(requested, visible)).toEqual(expected);
  });

  it('returns at most three, best first', () => {
    expect(findModelSuggestions('model-a', ['model-a1', 'model-b', 'model-c', 'model-ab', 'Model-A'])).toEqual(['Model-A', 'model-a1', 'model-ab']);
  });
});

describe('measureEditDistance', () => {
  it.each([
    ['', '', 0], ['abc', '', 3], ['', 'abc', 3], ['kitten', 'sitting', 3], ['flaw', 'lawn', 2], ['same', 'same', 0],
  ])('%j → %j is %i', (left, right, expected) => {
    expect(measureEditDistance(left, right)).toBe(expected);
  });
});
