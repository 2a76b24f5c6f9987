import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayAffectChatStreamUsage } from './stream-to-ir.js';

/** The test as one pattern, as it was before the pre-test (issue 20): the reference the pre-tested one must equal. */
const REFERENCE = /"(?:usage"[ \t\n\r]*:[ \t\n\r]*\{|finish_reason"[ \t\n\r]*:[ \t\n\r]*"|error")|\[DONE\]/;

const space = fc.constantFrom('', '', '', ' ', '\n', '\t', '\r\n', '  \t');
/** The pieces the patterns are made of and near misses of them, to be joined in any order. */
const piece = fc.oneof(
  fc.constantFrom('"usage"', 'usage"', '"usage', '"finish_reason"', 'finish_reason"', '_reason"', '"error"', 'error"', 'rror"', '"errors"'),
  fc.constantFrom('[DONE]', 'DONE]', '[DONE', ':', '{', '}', '"', '\\"', 'null', '[', ']', ',', '"stop"', 'sage"', '"content":"'),
  space,
  fc.string({ maxLength: 4 }),
);
const soup = fc.array(piece, { maxLength: 16 }).map((pieces) => pieces.join(''));

/** A chat chunk as an encoder might write it: optional usage, finish reason and error, whitespace between tokens. */
const chunk = fc
  .record({
    content: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('"usage":{', '"finish_reason":"stop"', '"error"', 'error', '[DONE]')),
    finishReason: fc.constantFrom(null, 'stop', 'length', undefined),
    usage: fc.constantFrom(null, undefined, { prompt_tokens: 1, completion_tokens: 2 }, 'text'),
    error: fc.constantFrom(undefined, { message: 'overloaded' }, null),
    nested: fc.boolean(),
    spaces: fc.array(space, { minLength: 1, maxLength: 5 }),
  })
  .map(({ content, finishReason, usage, error, nested, spaces }) => {
    const value: Record<string, unknown> = { id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: nested ? { content, meta: { usage: { n: 1 }, finish_reason: 'x' } } : { content }, ...(finishReason === undefined ? {} : { finish_reason: finishReason }) }] };
    if (usage !== undefined) value['usage'] = usage;
    if (error !== undefined) value['error'] = error;
    let index = 0;
    // Whitespace after every `:` and `,` (the ones outside strings only differ in bytes, not in what JSON.parse reads).
    return JSON.stringify(value).replace(/":|,"/g, (token) => (token === '":' ? `"${spaces[index++ % spaces.length] ?? ''}:${spaces[index++ % spaces.length] ?? ''}` : `,${spaces[index++ % spaces.length] ?? ''}"`));
  });
/** Any piece of a chunk (a chunk split where the network split it). */
const part = chunk.chain((text) => fc.tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length })).map(([a, b]) => text.slice(Math.min(a, b), Math.max(a, b))));

describe('mayAffectChatStreamUsage against the single pattern it replaces', () => {
  it.each([
    ['chunks', chunk],
    ['pieces of chunks', part],
    ['pieces of the patterns in any order', soup],
    ['any text', fc.string({ maxLength: 40 })],
  ])('%s', (_name, data: fc.Arbitrary<string>) => {
    fc.assert(
      fc.property(data, (text) => {
        expect(mayAffectChatStreamUsage(text)).toBe(REFERENCE.test(text));
      }),
      { numRuns: 5000 },
    );
  });
});
