import { readFileSync } from 'node:fs';
import { FORMAT_IDS } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { readStreamOutputText } from './read-stream-output-text.js';
import { chunkText } from './testing-fixtures/inspect-sse.js';

const fixture = (format: string, name: string): string => readFileSync(new URL(`./__fixtures__/streams/${format}/${name}.sse`, import.meta.url), 'utf8');

describe('readStreamOutputText', () => {
  it.each(FORMAT_IDS)('reads the tool names and whole arguments of a %s stream in any chunking', (format) => {
    const parts = readStreamOutputText(format, chunkText(fixture(format, 'several-tools'), 3));
    const text = parts.join('');
    expect(text).toContain('Read');
    expect(text).toContain('a.txt');
    expect(text).toContain('b.txt');
    expect(parts.join('')).toBe(readStreamOutputText(format, [fixture(format, 'several-tools')]).join(''));
  });

  it.each(FORMAT_IDS)('reads the text and reasoning of a %s stream, and what came before a cut', (format) => {
    const whole = fixture(format, 'thinking');
    const parts = readStreamOutputText(format, [whole]);
    expect(parts.length).toBeGreaterThan(1);
    const cut = readStreamOutputText(format, [whole.slice(0, Math.floor(whole.length / 2))]);
    expect(cut.join('').length).toBeGreaterThan(0);
    expect(cut.join('').length).toBeLessThan(parts.join('').length);
  });
});
