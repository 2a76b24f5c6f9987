import { parseSseText } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { validateResponsesRequest, validateResponsesResponse, validateResponsesStreamEvent } from '../validate.js';
import { responsesFormat } from './responses-format.js';

const { samples, reading } = responsesFormat;
const usage = { inputTokens: 42, outputTokens: 3 };
const tool = { name: 'get_weather', description: 'The weather', parameters: { type: 'object', properties: {} } };

describe('responses samples, read back by the responses reading', () => {
  it.each([false, true])('builds a valid request (stream: %s)', (stream) => {
    const request = samples.request({ model: 'm', prompt: 'Hi', system: 'Be brief', tools: [tool], maxOutputTokens: 16, temperature: 0.2, stream });
    expect(validateResponsesRequest(request)).toMatchObject({ ok: true });
  });

  it('answers a valid response a client reads as the text, its usage and a normal end', () => {
    const body: unknown = JSON.parse(samples.response('m', 'Hello there', usage));
    expect(validateResponsesResponse(body)).toMatchObject({ ok: true });
    expect(reading.summarizeBody(body)).toEqual({ text: 'Hello there', toolCalls: [], finish: 'end' });
    expect(reading.readBodyUsage(body)).toEqual({ input: 42, output: 3 });
    expect(reading.readBodyKinds(body)).toEqual(['text']);
  });

  it('streams valid, numbered events a client reads the same way', () => {
    const text = samples.streamHead('m', usage) + samples.streamDelta('m', 'Hello', 0) + samples.streamDelta('m', ' there', 1)
      + samples.streamTail('m', 'Hello there', usage, { deltaCount: 2, includeUsage: false });
    const messages = parseSseText(text);
    const events = messages.map((message) => JSON.parse(message.data) as { sequence_number: number });
    expect(messages.map((message) => validateResponsesStreamEvent(JSON.parse(message.data)).ok)).not.toContain(false);
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_event, index) => index));
    expect(responsesFormat.passthrough.isLastStreamEvent(messages.at(-1) ?? { data: '' })).toBe(true);
    expect(reading.summarizeStream(messages)).toEqual({ text: 'Hello there', toolCalls: [], finish: 'end' });
    expect(reading.readStreamUsage(messages)).toEqual({ input: 42, output: 3 });
    expect(reading.readStreamKinds(messages)).toEqual(['text']);
  });
});

describe('responses reading', () => {
  it('reads function calls, and an incomplete answer cut at max_output_tokens as a length stop', () => {
    const body = {
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
      output: [{ type: 'function_call', name: 'f', arguments: '{"a":1}' }, { type: 'reasoning' }, { type: 'web_search_call' }],
    };
    expect(reading.summarizeBody(body)).toEqual({ text: '', toolCalls: [{ name: 'f', arguments: { a: 1 } }], finish: 'length' });
    expect(reading.readBodyKinds(body)).toEqual(['other:web_search_call', 'thinking', 'tool']);
  });
});
