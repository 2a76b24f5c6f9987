import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsonReuse, REUSE_FROM_BYTES } from '../http/create-json-reuse.js';
import { knownTopLevelMembers } from '../http/top-level-members.js';
import { findTopLevelStringMember } from './find-top-level-string-member.js';

function valueAt(text: string, name = 'model'): unknown {
  const bytes = Buffer.from(text, 'utf8');
  const range = findTopLevelStringMember(bytes, name);
  return range === undefined ? undefined : JSON.parse(bytes.toString('utf8', range.start, range.end));
}

describe('findTopLevelStringMember', () => {
  it('finds the top-level member, not one nested in an object, a tool schema or a string', () => {
    const text = '{"tools":[{"input_schema":{"properties":{"model":{"type":"string"}}}}],"messages":[{"content":"\\"model\\": \\"x\\""}], "model" : "team/chat" ,"stream":true}';
    expect(valueAt(text)).toBe('team/chat');
  });

  it('reads the last member when a key repeats, as JSON.parse does', () => {
    expect(valueAt('{"model":"first","max_tokens":1,"model":"second"}')).toBe('second');
  });

  it('reads on past the first member when a later key could name it again', () => {
    expect(valueAt('{"model":"first","metadata":{"model":"nested"}}')).toBe('first');
    expect(valueAt('{"model":"first","mod\\u0065l":"escaped"}')).toBe('escaped');
    expect(valueAt('{"model":"first","text":"\\u0065 \\"model\\": 1"}')).toBe('first');
    expect(valueAt('{"model":"first","messages":[],"model" :"second"}')).toBe('second');
  });

  it('finds a member whose name is beyond ASCII by walking the whole top level', () => {
    const bytes = Buffer.from('{"modèle":"a","x":{"modèle":"b"},"mod\\u00e8le":"c"}', 'utf8');
    const range = findTopLevelStringMember(bytes, 'modèle');
    expect(range === undefined ? undefined : bytes.toString('utf8', range.start, range.end)).toBe('"c"');
  });

  it('matches a key written with escapes and a value with escapes and UTF-8', () => {
    expect(valueAt('{"mod\\u0065l":"caf\\u00e9/\\"ü\\\\"}')).toBe('café/"ü\\');
  });

  it('is undefined when the member is missing, not a string, or the text is not an object', () => {
    expect(valueAt('{"messages":[{"model":"x"}]}')).toBeUndefined();
    expect(valueAt('{"model":["x"]}')).toBeUndefined();
    expect(valueAt('{"model":"x","model":null}')).toBeUndefined();
    expect(valueAt('["model","x"]')).toBeUndefined();
    expect(valueAt('"model"')).toBeUndefined();
  });

  it('compares keys as JSON.parse does: longer, shorter and escaped keys, escapes inside strings', () => {
    const texts = [
      '{"model":"first","max_tokens":1,"model":"second"}',
      '{"model":"first","metadata":{"model":"nested"}}',
      '{"model":"first","mod\\u0065l":"escaped"}',
      '{"mod\\u0065l":"a","mode":"b","models":"c","text":"\\\\","x":["\\"model\\":\\"d\\""]}',
      '{"model":"first","text":"\\u0065 \\"model\\": 1"}',
      '{"model":"x","model":null}',
      '{"model":["x"]}',
      ' { "model" : "spaced" } ',
    ];
    for (const text of texts) {
      const parsed = (JSON.parse(text) as Record<string, unknown>)['model'];
      expect(valueAt(text)).toBe(typeof parsed === 'string' ? parsed : undefined);
    }
  });

  it('agrees with JSON.parse on any object, written compact or spaced', () => {
    const key = fc.oneof(fc.constant('model'), fc.constant('mod\u0065l'), fc.string({ maxLength: 6 }));
    const object = fc.dictionary(key, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
    fc.assert(
      fc.property(object, fc.boolean(), fc.string({ maxLength: 8 }), (value, spaced, model) => {
        const withModel = { ...value, model };
        for (const candidate of [value, withModel]) {
          const text = spaced ? JSON.stringify(candidate, null, 2) : JSON.stringify(candidate);
          const parsed = (JSON.parse(text) as Record<string, unknown>)['model'];
          expect(valueAt(text)).toBe(typeof parsed === 'string' ? parsed : undefined);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("takes a body's range from the large-body reuse's walk when it read the body, the same as the scan", () => {
    const text = 'export const x = \\"model\\": 1;\\n'.repeat(Math.ceil(REUSE_FROM_BYTES / 28));
    const bodies = [
      `{"model":"only","max_tokens":8,"messages":[{"role":"user","content":"${text}"}]}`,
      `{"model":"first","messages":[{"role":"user","content":"${text}"}],"model":"second"}`,
      `{"model":"first","messages":[{"role":"user","content":"${text}"}],"mod\\u0065l" : "escaped"}`,
      `{"model":"first","messages":[{"role":"user","content":"${text}"}],"model":null}`,
      `{"model":"first","messages":[{"role":"user","content":"${text}"}],"model":["x"]}`,
      `{"messages":[{"role":"user","content":"${text} \\"model\\": \\"x\\""}],"tools":[{"input_schema":{"model":"nested"}}], "model" : "last" }`,
      `{"messages":[{"role":"user","content":"${text}"}]}`,
    ];
    for (const body of bodies) {
      const reuse = createJsonReuse();
      // The first read parses the body whole; the same body again, and the next turn, are read against it.
      const nextTurn = body.replace(`"content":"${text}`, `"content":"${text}next`);
      for (const [index, turn] of [body, body, nextTurn].entries()) {
        // The bytes the request holds on to: the kept body's when it is the same body again.
        const { bytes } = reuse.readBody(Buffer.from(turn, 'utf8'), 'token-a');
        expect(knownTopLevelMembers(bytes) !== undefined).toBe(index > 0);
        const scanned = findTopLevelStringMember(Buffer.from(bytes), 'model');
        const parsed = (JSON.parse(turn) as Record<string, unknown>)['model'];
        expect(scanned === undefined ? undefined : JSON.parse(bytes.toString('utf8', scanned.start, scanned.end))).toBe(typeof parsed === 'string' ? parsed : undefined);
        expect(findTopLevelStringMember(bytes, 'model')).toEqual(scanned);
      }
      const { parsed, same, against } = reuse.reads();
      expect(parsed).toBe(1);
      expect(same + against).toBe(2);
    }
  });

  it('leaves a body the reuse parsed whole (its first) to the scan', () => {
    const reuse = createJsonReuse();
    const bytes = Buffer.from(`{"model":"a","messages":[{"role":"user","content":"${'x'.repeat(REUSE_FROM_BYTES)}"}],"model":"b"}`, 'utf8');
    reuse.readBody(bytes, 'token-a');
    expect(knownTopLevelMembers(bytes)).toBeUndefined();
    const range = findTopLevelStringMember(bytes, 'model');
    expect(range === undefined ? undefined : bytes.toString('utf8', range.start, range.end)).toBe('"b"');
    const again = Buffer.from(bytes);
    reuse.readBody(again, 'token-a');
    expect(knownTopLevelMembers(again)?.get('model')).toEqual(range);
  });
});
