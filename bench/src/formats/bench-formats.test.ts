import { FORMAT_MODULES } from '@modelgate/gateway';
import { FORMAT_IDS, parseSseText } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { createDeltaText } from '../mock/mock-profile.js';
import { BENCH_FORMAT_IDS, BENCH_FORMATS } from './bench-formats.js';
import { growRequestBody } from './grow-request-bodies.js';

it('benches every format the gateway serves, in the order of FORMAT_IDS', () => {
  expect(BENCH_FORMAT_IDS).toEqual(FORMAT_IDS);
  expect(BENCH_FORMAT_IDS.map((format) => BENCH_FORMATS[format].label)).toEqual(['chat', 'responses', 'messages']);
});

/** The bench's requests pass the format's validator; its mock answers read back, through the format's own reading, as what was sent. */
describe.each(BENCH_FORMAT_IDS)('%s bench format', (formatId) => {
  const format = BENCH_FORMATS[formatId];
  const module = FORMAT_MODULES[formatId];
  const usage = { inputTokens: 42, outputTokens: 3 };
  const texts = [0, 1, 2].map(createDeltaText);

  it.each([false, true])('sends a valid request to the format endpoint (stream: %s)', (stream) => {
    const request: unknown = JSON.parse(format.createRequestBody('bench-instant', stream));
    expect(module.validateRequest(request)).toMatchObject({ ok: true });
    expect(format.path).toBe(module.endpoint);
  });

  it.each([100 * 1024, 1024 * 1024])('grows a valid request to an agent-sized body (%i bytes)', (targetBytes) => {
    const grown = growRequestBody(formatId, format.createRequestBody('bench-instant', true), targetBytes);
    expect(Buffer.byteLength(grown)).toBeGreaterThanOrEqual(targetBytes);
    expect(Buffer.byteLength(grown)).toBeLessThan(targetBytes + 2048);
    const body = JSON.parse(grown) as Record<string, unknown>;
    expect(module.validateRequest(body)).toMatchObject({ ok: true });
    expect(body['model']).toBe('bench-instant');
  });

  it('answers a response that reads as the whole text and its usage', () => {
    const body: unknown = JSON.parse(format.createResponse('bench-instant', texts.join(''), usage));
    expect(module.reading.summarizeBody(body)).toEqual({ text: texts.join(''), toolCalls: [], finish: 'end' });
    expect(module.reading.readBodyUsage(body)).toEqual({ input: 42, output: 3 });
  });

  it('streams events that read as every delta, its usage and the last event', () => {
    const messages = parseSseText(
      format.createStreamHead('bench-instant', usage) +
        texts.map((delta, index) => format.createStreamDelta('bench-instant', delta, index)).join('') +
        format.createStreamTail('bench-instant', texts.join(''), usage, { deltaCount: texts.length, includeUsage: true }),
    );
    expect(messages.length).toBeGreaterThan(texts.length);
    expect(module.reading.summarizeStream(messages)).toEqual({ text: texts.join(''), toolCalls: [], finish: 'end' });
    expect(module.reading.readStreamUsage(messages)).toEqual({ input: 42, output: 3 });
    expect(module.passthrough.isLastStreamEvent(messages.at(-1) ?? { data: '' })).toBe(true);
  });
});
