import { describe, expect, it } from 'vitest';
import { parseToolArguments } from './parse-tool-arguments.js';

describe('parseToolArguments', () => {
  it.each([
    ['{"city":"Paris"}', { city: 'Paris' }],
    ['', {}],
    ['{"city":', '{"city":'],
  ])('%j → %j', (text, expected) => {
    expect(parseToolArguments(text)).toEqual(expected);
  });
});
