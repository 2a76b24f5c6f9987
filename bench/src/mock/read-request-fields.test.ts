import { describe, expect, it } from 'vitest';
import { BENCH_FORMAT_IDS, BENCH_FORMATS } from '../formats/bench-formats.js';
import { readRequestFields } from './read-request-fields.js';

const read = (value: unknown): ReturnType<typeof readRequestFields> => readRequestFields(Buffer.from(JSON.stringify(value)));

describe('readRequestFields', () => {
  it.each(BENCH_FORMAT_IDS)('reads the model and the stream flag of a %s bench body', (format) => {
    for (const stream of [true, false]) {
      const fields = readRequestFields(Buffer.from(BENCH_FORMATS[format].createRequestBody('bench-paced', stream)));
      expect(fields?.model).toBe('bench-paced');
      expect(fields?.stream).toBe(stream);
    }
  });

  it('asks for usage at the end only when stream_options.include_usage is true', () => {
    expect(read({ model: 'm', stream: true, stream_options: { include_usage: true } })?.request).toMatchObject({ stream_options: { include_usage: true } });
    expect(read({ model: 'm', stream: true, stream_options: { include_usage: false } })?.request).toMatchObject({ stream_options: { include_usage: false } });
    expect(read({ model: 'm', stream: true })?.request).toMatchObject({ stream_options: { include_usage: false } });
  });

  it('does not take a key written inside a string for the key itself', () => {
    const fields = read({ messages: [{ role: 'user', content: 'set "model": "other" and "stream": true' }], model: 'bench-instant' });
    expect(fields?.model).toBe('bench-instant');
    expect(fields?.stream).toBe(false);
  });

  it('reads the fields of a body with whitespace after the colons, and none of a body with no model', () => {
    expect(readRequestFields(Buffer.from('{ "model" : "bench-slow", "stream" : true }'))).toMatchObject({ model: 'bench-slow', stream: true });
    expect(read({ messages: [] })).toBeUndefined();
    expect(readRequestFields(Buffer.from('not json'))).toBeUndefined();
  });
});

describe('readRequestFields on a key that is also a value', () => {
  it('skips a quoted key name used as a value and reads the key itself', () => {
    expect(read({ note: 'model', tag: 'stream', model: 'bench-paced', stream: true })).toMatchObject({ model: 'bench-paced', stream: true });
  });
});
