import { describe, expect, it } from 'vitest';
import { hasJsonObjectMember } from './has-json-object-member.js';

describe('hasJsonObjectMember', () => {
  it.each([
    ['{"usage":{"prompt_tokens":1}}', true],
    ['{"a":1, "usage" :\n {"x":2}}', true],
    ['{"choices":[{"delta":{"content":"hi"}}],"usage":null}', false],
    ['{"choices":[{"delta":{"content":"\\"usage\\":{"}}],"usage":null}', false],
    ['{"content":"usage","usage":{}}', true],
    ['{"usage":"text"}', false],
    ['{"usages":{}}', false],
    ['"usage"', false],
  ])('%s → %s', (json, expected) => {
    expect(hasJsonObjectMember(json, 'usage')).toBe(expected);
  });
});
