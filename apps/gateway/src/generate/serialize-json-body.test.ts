import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '@modelgate/ir';
import { createJsonStringCache } from './create-json-string-cache.js';
import { serializeJsonBody } from './serialize-json-body.js';

const code = 'export async function readConfig(path: string): Promise<Config> {\n  const text = await readFile(path, "utf8");\n  return parse(text) as Config;\n}\n';

function expected(body: unknown): Buffer {
  return Buffer.from(JSON.stringify(body), 'utf8');
}

describe('serializeJsonBody', () => {
  it('writes what JSON.stringify writes, long texts from the cache or not, on every turn', () => {
    const cache = createJsonStringCache({ maxBytes: 1024 * 1024, maxTextLength: 64 * 1024 });
    const turn = (count: number): JsonObject => ({
      model: 'm',
      messages: [
        { role: 'system', content: `You are terse. ${'Rules. '.repeat(40)}` },
        ...Array.from({ length: count }, (_, index) => [
          { role: 'assistant', content: null, tool_calls: [{ id: `call_${index}`, type: 'function', function: { name: 'Read', arguments: JSON.stringify({ path: `/src/${index}.ts`, note: code }) } }] },
          { role: 'tool', tool_call_id: `call_${index}`, content: `${code.repeat(index + 1)}é ☃ 😀` },
        ]).flat(),
        { role: 'user', content: [{ type: 'text', text: code }, { type: 'text', text: 'short' }] },
      ],
      max_completion_tokens: 1.5e3,
    });
    for (const count of [0, 1, 3, 4]) {
      // A fresh copy each time, as each request parses its own: equal texts, other strings.
      const body = JSON.parse(JSON.stringify(turn(count))) as JsonObject;
      expect(serializeJsonBody(body, cache).equals(expected(body))).toBe(true);
    }
    expect(cache.heldBytes).toBeGreaterThan(0);
  });

  it('leaves the body it is given unchanged', () => {
    const body: JsonObject = { messages: [{ role: 'user', content: code }], list: [code, 1, code] };
    const before = JSON.stringify(body);
    const messages = body['messages'];
    serializeJsonBody(body);
    expect(JSON.stringify(body)).toBe(before);
    expect(body['messages']).toBe(messages);
  });

  it('writes a client text equal to its placeholder, or a key equal to it, as JSON.stringify does', () => {
    const placeholder = '\u0000modelgate:long-text';
    const bodies: JsonObject[] = [
      { a: placeholder, b: code },
      { [placeholder]: code },
      { a: [code, placeholder, code] },
      { a: `${placeholder}${code}`, b: `"${placeholder}"` },
      // The placeholder's JSON without its opening quote, in a client's text before, between and after long texts.
      { a: `x${placeholder}`, b: code, c: `${code}${placeholder}`, d: [`\\${placeholder}`, code, `x${placeholder}`] },
      { [`x${placeholder}`]: code, e: `x${placeholder}` },
    ];
    for (const body of bodies) expect(serializeJsonBody(body).equals(expected(body))).toBe(true);
  });

  it('writes lone surrogates, control characters and a __proto__ member as JSON.stringify does', () => {
    const body = JSON.parse(`{"__proto__": {"text": ${JSON.stringify(code)}}, "a": ${JSON.stringify(`\ud800${code}\u0001\u2028`)}, "b": [null, true, -0, 1e21]}`) as JsonObject;
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
    expect(serializeJsonBody(body).equals(expected(body))).toBe(true);
  });

  it('equals JSON.stringify on any JSON value with long texts in it', () => {
    const longText = fc.string({ minLength: 120, maxLength: 400, unit: 'binary' });
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), longText, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 4 }), tie('node'), { maxKeys: 4 })),
    })).node;
    const cache = createJsonStringCache({ maxBytes: 64 * 1024, maxTextLength: 1024 });
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 4 }), value, { maxKeys: 5 }), (body) => {
        const json = body as JsonObject;
        expect(serializeJsonBody(json, cache).equals(expected(json))).toBe(true);
        expect(serializeJsonBody(JSON.parse(JSON.stringify(json)) as JsonObject, cache).equals(expected(json))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('createJsonStringCache', () => {
  it('gives the JSON of the text, the same for an equal text', () => {
    const cache = createJsonStringCache({ maxBytes: 1024 * 1024, maxTextLength: 4096 });
    const first = cache.jsonOf(`${code}\u00e9`);
    expect(first).toEqual({ json: JSON.stringify(`${code}\u00e9`), ascii: false });
    expect(cache.jsonOf(JSON.parse(JSON.stringify(`${code}\u00e9`)) as string)).toBe(first);
    expect(cache.jsonOf(code)).toEqual({ json: JSON.stringify(code), ascii: true });
  });

  it('keeps within its byte budget, however many texts it is given', () => {
    const maxBytes = 64 * 1024;
    const cache = createJsonStringCache({ maxBytes, maxTextLength: 4096 });
    for (let index = 0; index < 2000; index += 1) {
      const text = `${index} ${code}`;
      expect(cache.jsonOf(text).json).toBe(JSON.stringify(text));
      expect(cache.heldBytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.heldBytes).toBeGreaterThan(maxBytes / 4);
  });

  it('serializes a text longer than maxTextLength without keeping it', () => {
    const cache = createJsonStringCache({ maxBytes: 1024 * 1024, maxTextLength: 100 });
    expect(cache.jsonOf(code).json).toBe(JSON.stringify(code));
    expect(cache.heldBytes).toBe(0);
  });

  it('tells apart texts that share a key: same length, same sampled characters', () => {
    const cache = createJsonStringCache({ maxBytes: 1024 * 1024, maxTextLength: 4096 });
    // 1,024 characters: the key reads 10 of them (the eighths, the sixteenth and the last); these differ elsewhere.
    const texts = Array.from({ length: 8 }, (_, index) => `${'a'.repeat(1)}${String.fromCharCode(98 + index)}${'a'.repeat(1022)}`);
    for (let round = 0; round < 2; round += 1) for (const text of texts) expect(cache.jsonOf(text).json).toBe(JSON.stringify(text));
  });
});
