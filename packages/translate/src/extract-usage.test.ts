import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS, type FormatId } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';
import { createWarningSink } from './ir/create-warning-sink.js';
import { extractUsage } from './extract-usage.js';

const root = new URL('./__fixtures__/responses/', import.meta.url).pathname;
const read = (name: string, format: FormatId): Record<string, unknown> => JSON.parse(readFileSync(`${root}${name}/${format}.json`, 'utf8')) as Record<string, unknown>;
const fixtures = readdirSync(root).flatMap((name) => FORMAT_IDS.map((format) => [name, format] as const));
/** What the full decoding reads as the usage (undefined where it throws, as extractUsage's contract says). */
const decodedUsage = (format: FormatId, body: unknown): unknown => {
  try {
    return CODECS[format].responseToIr(body, createWarningSink()).usage;
  } catch {
    return undefined;
  }
};

describe('extractUsage', () => {
  it.each(fixtures)('%s: reads what the full decoding reads of the %s response', (name, format) => {
    const body = read(name, format);
    expect(extractUsage(format, body)).toBeDefined();
    expect(extractUsage(format, body)).toEqual(decodedUsage(format, body));
  });

  // The usage member missing, null, of the wrong type or empty, and the content around it of unexpected shapes.
  const odd: readonly unknown[] = [null, 5, 'many', [], {}, { prompt_tokens: '3', input_tokens: -1, output_tokens: 2.5, completion_tokens: null }];
  it.each(FORMAT_IDS.flatMap((format) => [...odd.map((usage) => [format, usage] as const), [format, 'absent'] as const]))('%s: reads what the full decoding reads of usage %j', (format, usage) => {
    const body = { ...read('text', format), content: 7, choices: { 0: 'x' }, output: 'none' } as Record<string, unknown>;
    if (usage === 'absent') delete body['usage'];
    else body['usage'] = usage;
    expect(extractUsage(format, body)).toEqual(decodedUsage(format, body));
  });

  it.each(FORMAT_IDS)('%s: says nothing of a body that is not a JSON object', (format) => {
    for (const body of [undefined, null, 'text', 3, [{ usage: { prompt_tokens: 1 } }]]) expect(extractUsage(format, body)).toBeUndefined();
  });
});
