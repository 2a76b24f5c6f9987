import { describe, expect, it } from 'vitest';
import { readSseJsonObjects } from './read-sse-json-objects.js';

describe('readSseJsonObjects', () => {
  it('keeps the JSON objects in order and leaves out [DONE], arrays, scalars and broken JSON', () => {
    const messages = [{ data: '{"a":1}' }, { data: '[DONE]' }, { data: '[1]' }, { data: '3' }, { data: '{"b":' }, { data: '{"c":2}', event: 'x' }];
    expect(readSseJsonObjects(messages)).toEqual([{ a: 1 }, { c: 2 }]);
  });
});
