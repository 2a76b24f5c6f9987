import { describe, expect, it } from 'vitest';
import { mayAffectChatStreamUsage } from './stream-to-ir.js';

describe('mayAffectChatStreamUsage', () => {
  it.each([
    ['{"usage":{"prompt_tokens":1}}', true],
    ['{"a":1, "usage" :\n {"x":2}}', true],
    ['{"choices":[{"delta":{"content":"hi"}}],"usage":null}', false],
    ['{"choices":[{"delta":{"content":"\\"usage\\":{"}}],"usage":null}', false],
    ['{"content":"usage","usage":{}}', true],
    ['{"usage":"text"}', false],
    ['{"usages":{}}', false],
    ['"usage"', false],
    ['{"choices":[{"delta":{},"finish_reason":"stop"}],"usage":null}', true],
    ['{"choices":[{"delta":{},"finish_reason" :\r\n\t"length"}]}', true],
    ['{"choices":[{"delta":{"content":"hi"},"finish_reason":null}],"usage":null}', false],
    ['{"choices":[{"delta":{"content":"\\"finish_reason\\":\\"stop"},"finish_reason":null}]}', false],
    ['{"error":{"message":"overloaded"}}', true],
    ['[DONE]', true],
  ])('%s → %s', (data, expected) => {
    expect(mayAffectChatStreamUsage(data)).toBe(expected);
  });
});
