import { describe, expect, it } from 'vitest';
import { matchChatTextTemplate } from './match-chat-text-template.js';
import { readChatTextChunk } from './read-chat-text-chunk.js';

const head = '"id":"chatcmpl-1","object":"chat.completion.chunk","created":1767225600,"model":"m"';
/** A chunk with `choice` as its only choice and `rest` after it. */
const chunk = (choice: string, rest = ',"usage":null'): string => `{${head},"choices":[${choice}]${rest}}`;
const withDelta = (delta: string): string => chunk(`{"index":0,"delta":${delta},"logprobs":null,"finish_reason":null}`);

describe('matchChatTextTemplate', () => {
  const template = readChatTextChunk(withDelta('{"content":"Zq0 "}'))?.template;

  it('cuts a chunk around its one text literal', () => {
    expect(template).toEqual({
      before: `{${head},"choices":[{"index":0,"delta":{"content":`,
      after: '},"logprobs":null,"finish_reason":null}],"usage":null}',
      parts: ['{"id":', '"chatcmpl-1"', ',"object":', '"chat.completion.chunk"', ',"created":', '1767225600', ',"model":', '"m"', ',"choices":[{"index":0,"delta":{"content":', '"Zq0 "', '},"logprobs":null,"finish_reason":null}],"usage":null}'],
      textHole: 4,
      field: 'content',
    });
    expect(readChatTextChunk(withDelta('{"reasoning_content":null,"reasoning":"r"}'))?.template?.field).toBe('reasoning');
    expect(readChatTextChunk(withDelta('{"reasoning_content":"r","content":"c"}'))?.template).toBeUndefined();
    expect(readChatTextChunk(withDelta('{"content":null}'))?.template).toBeUndefined();
  });

  it.each([
    ['another text', withDelta('{"content":"Zq1 "}'), { reasoning: '', content: 'Zq1 ' }],
    ['empty text', withDelta('{"content":""}'), { reasoning: '', content: '' }],
    ['escapes', withDelta(String.raw`{"content":"\"\u00e9"}`), { reasoning: '', content: '"é' }],
    ['a string that looks like more members', withDelta(String.raw`{"content":"\",\"x\":\""}`), { reasoning: '', content: '","x":"' }],
    ['not a string', withDelta('{"content":null}'), undefined],
    ['two literals', withDelta('{"content":"a","x":"b"}'), undefined],
    ['a control character', withDelta('{"content":"\n"}'), undefined],
    ['a suffix as long but different', withDelta('{"content":"a"}').replace('"finish_reason":null', '"finish_reason":"ab"'), undefined],
    ['a different suffix', chunk('{"index":0,"delta":{"content":"a"},"logprobs":null,"finish_reason":"stop"}'), undefined],
    ['another id, created and model', withDelta('{"content":"a"}').replace('"chatcmpl-1"', '"x\\u0041"').replace('1767225600', '-1.5e3').replace('"m"', '{"a":[1]}'), { reasoning: '', content: 'a' }],
    ['a longer number that starts like the old one', withDelta('{"content":"a"}').replace('1767225600', '17672256001'), { reasoning: '', content: 'a' }],
    ['an invalid value in a hole', withDelta('{"content":"a"}').replace('1767225600', '01'), undefined],
    ['a hole filled with two values', withDelta('{"content":"a"}').replace('"m"', '"m","usage":{}'), undefined],
    ['a different member name', withDelta('{"content":"a"}').replace('"model"', '"error"'), undefined],
    ['too short', '{}', undefined],
  ])('%s', (_name, data, expected) => {
    if (template === undefined) throw new Error('no template');
    expect(matchChatTextTemplate(template, data)).toEqual(expected);
  });

  it('lets a new `obfuscation` in each chunk keep the fast path', () => {
    const obfuscated = (content: string, obfuscation: string): string => chunk(`{"index":0,"delta":{"content":"${content}"},"logprobs":null,"finish_reason":null}`, `,"usage":null,"obfuscation":"${obfuscation}"`);
    const first = readChatTextChunk(obfuscated('a', 'xyz'))?.template;
    if (first === undefined) throw new Error('no template');
    expect(matchChatTextTemplate(first, obfuscated('bc', 'q'))).toEqual({ reasoning: '', content: 'bc' });
    expect(matchChatTextTemplate(first, obfuscated('bc', 'q\\u0000'))).toEqual({ reasoning: '', content: 'bc' });
    // A raw line feed in a string: not JSON.
    expect(matchChatTextTemplate(first, obfuscated('bc', 'q\n'))).toBeUndefined();
  });
});
