import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLineRewriter } from './create-line-rewriter.js';
import { createModelRenamer } from './create-model-renamer.js';

describe('createModelRenamer through createLineRewriter', () => {
  it.each([[{}], [{ wholeLines: true }]])('renames model fields across chunk boundaries and leaves content alone (%j)', (options) => {
    const rewriter = createLineRewriter(createModelRenamer('upstream-x', 'client-y'), options);
    const text =
      'event: message_start\ndata: {"type":"message_start","message":{"model":"upstream-x","content":[]}}\n\n' +
      'data: {"model": "upstream-x","delta":{"text":"say \\"model\\":\\"upstream-x\\" here"}}\n\n';
    let out = '';
    for (let index = 0; index < text.length; index += 7) out += rewriter.push(text.slice(index, index + 7));
    out += rewriter.end();
    expect(out).toBe(text.replace('"model":"upstream-x"', '"model":"client-y"').replace('"model": "upstream-x"', '"model": "client-y"'));
    expect(out).toContain('say \\"model\\":\\"upstream-x\\" here');
  });

  it('renames every model member of a text of many lines at once, with the spacing each one had', () => {
    const event = (spacing: string): string => `data: {"id":"c1","model"${spacing}:${spacing}"up","delta":{"text":"model up"}}\n\n`;
    const text = [event(''), event(' '), event('\t'), 'data: [DONE]\n\n'].join('');
    expect(createModelRenamer('up', 'client')(text)).toBe(text.replaceAll('"up"', '"client"'));
  });

  it.each([
    ['one compact member', '{"id":"c1","model":"up","choices":[]}'],
    ['compact members on many lines', 'data: {"model":"up"}\n\ndata: {"model":"up","x":1}\n\n'],
    ['a compact member and a spaced one', 'data: {"model":"up"}\n\ndata: {"model" : "up"}\n\n'],
    ['the name as another member\'s value', '{"model":"up","previous":"up"}'],
    ['the name only as another member\'s value', '{"model":"other","previous":"up"}'],
    ['the name inside a string', '{"text":"\\"model\\":\\"up\\"","model":"up"}'],
    ['names that share a quote', '"model":"up"model":"up"'],
    ['a member name that ends in model', '{"xmodel":"up"}'],
    ['the name at the start', '"up" then "model":"up"'],
    ['the name without its opening quote before it', '{"a":"xup","b":"x"up","model":"up"}'],
    ['the name right after the text\'s start', 'up","model":"up"'],
    ['the name after an escaped quote', '{"text":"\\"up\\"","model":"up"}'],
  ])('gives what the pattern gives for %s', (_case, text) => {
    const byPattern = text.replace(/"model"([ \t]*):([ \t]*)"up"/g, '"model"$1:$2"client"');
    expect(createModelRenamer('up', 'client')(text)).toBe(byPattern);
  });

  it('gives what the pattern gives on any text made of its pieces', () => {
    const piece = fc.constantFrom('"model"', 'model', '"up"', 'up"', 'up', '"', ':', ' ', '\t', '\\"', ',', 'x', '\n');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        expect(createModelRenamer('up', 'client')(text)).toBe(text.replace(/"model"([ \t]*):([ \t]*)"up"/g, '"model"$1:$2"client"'));
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps special characters of the client ID literal', () => {
    expect(createModelRenamer('a.b', 'c$&d')('data: {"model":"a.b"}\n')).toBe('data: {"model":"c$&d"}\n');
    expect(createModelRenamer('a.b', 'x')('data: {"model":"aXb"}\n')).toBe('data: {"model":"aXb"}\n');
  });

  it('renames a name that JSON writes with escapes, and returns text without the name as it is', () => {
    const rename = createModelRenamer('ns/a"b\\c', 'x');
    expect(rename('data: {"model":"ns/a\\"b\\\\c"}\n')).toBe('data: {"model":"x"}\n');
    const other = 'data: {"delta":{"text":"ns/a"}}\n';
    expect(rename(other)).toBe(other);
  });

  it('builds one renamer per pair of names and keeps pairs apart', () => {
    expect(createModelRenamer('up', 'client')).toBe(createModelRenamer('up', 'client'));
    expect(createModelRenamer('up', 'other')('data: {"model":"up"}\n')).toBe('data: {"model":"other"}\n');
    expect(createModelRenamer('up', 'client')('data: {"model":"up"}\n')).toBe('data: {"model":"client"}\n');
    expect(createModelRenamer('up', 'client')('data: {"model":"up"}\n')).toBe('data: {"model":"client"}\n');
  });

  it('drops the lines a rewrite rejects and keeps an unterminated tail for end()', () => {
    const rewriter = createLineRewriter((line) => (line.includes('drop') ? null : line));
    expect(rewriter.push('keep 1\ndrop 2\nkeep 3')).toBe('keep 1\n');
    expect(rewriter.end()).toBe('keep 3');
  });
});
