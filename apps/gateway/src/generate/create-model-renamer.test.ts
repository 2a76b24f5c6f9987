import { describe, expect, it } from 'vitest';
import { createModelRenamer } from './create-model-renamer.js';

describe('createModelRenamer', () => {
  it('renames model fields across chunk boundaries and leaves content alone', () => {
    const renamer = createModelRenamer('upstream-x', 'client-y');
    const text = 'event: message_start\ndata: {"type":"message_start","message":{"model":"upstream-x","content":[]}}\n\n' +
      'data: {"model": "upstream-x","delta":{"text":"say \\"model\\":\\"upstream-x\\" here"}}\n\n';
    let out = '';
    for (let index = 0; index < text.length; index += 7) out += renamer.push(text.slice(index, index + 7));
    out += renamer.end();
    expect(out).toBe(text.replace('"model":"upstream-x"', '"model":"client-y"').replace('"model": "upstream-x"', '"model": "client-y"'));
    expect(out).toContain('say \\"model\\":\\"upstream-x\\" here');
  });

  it('keeps special characters of the client ID literal', () => {
    const renamer = createModelRenamer('a.b', 'c$&d');
    expect(renamer.push('data: {"model":"a.b"}\n') + renamer.end()).toBe('data: {"model":"c$&d"}\n');
    expect(createModelRenamer('a.b', 'x').push('data: {"model":"aXb"}\n')).toBe('data: {"model":"aXb"}\n');
  });
});
