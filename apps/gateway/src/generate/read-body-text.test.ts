import { describe, expect, it } from 'vitest';
import { readBodyText } from './read-body-text.js';

async function* chunksOf(...parts: Uint8Array[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield part;
}

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('readBodyText', () => {
  it('reads no chunk, one chunk, and several chunks (Buffers or plain Uint8Arrays) as one text', async () => {
    expect(await readBodyText(chunksOf(), 100)).toBe('');
    expect(await readBodyText(chunksOf(bytes('{"a":1}')), 100)).toBe('{"a":1}');
    expect(await readBodyText(chunksOf(bytes('{"a"'), new Uint8Array(bytes(':1')), bytes('}')), 100)).toBe('{"a":1}');
  });

  it('keeps the first limitBytes bytes, whether the limit falls within the first chunk or a later one', async () => {
    expect(await readBodyText(chunksOf(bytes('abcdef')), 4)).toBe('abcd');
    expect(await readBodyText(chunksOf(bytes('ab'), bytes('cd'), bytes('ef'), bytes('gh')), 5)).toBe('abcde');
  });
});
