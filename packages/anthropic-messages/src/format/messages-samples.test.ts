import { parseSseText } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { validateMessagesRequest, validateMessagesResponse, validateMessagesStreamEvent } from '../validate.js';
import { messagesFormat } from './messages-format.js';

const { samples, reading } = messagesFormat;
const usage = { inputTokens: 42, outputTokens: 3 };
const tool = { name: 'get_weather', description: 'The weather', parameters: { type: 'object', properties: {} } };

describe('messages samples, read back by the messages reading', () => {
  it.each([false, true])('builds a valid request, max_tokens included (stream: %s)', (stream) => {
    const request = samples.request({ model: 'm', prompt: 'Hi', system: 'Be brief', tools: [tool], temperature: 0.2, stream });
    expect(validateMessagesRequest(request)).toMatchObject({ ok: true });
    expect(request['max_tokens']).toBe(1024);
  });

  it('answers a valid message a client reads as the text, its usage and a normal end', () => {
    const body: unknown = JSON.parse(samples.response('m', 'Hello there', usage));
    expect(validateMessagesResponse(body)).toMatchObject({ ok: true });
    expect(reading.summarizeBody(body)).toEqual({ text: 'Hello there', toolCalls: [], finish: 'end' });
    expect(reading.readBodyUsage(body)).toEqual({ input: 42, output: 3 });
    expect(reading.readBodyKinds(body)).toEqual(['text']);
  });

  it('streams valid events a client reads the same way', () => {
    const text = samples.streamHead('m', usage) + samples.streamDelta('m', 'Hello', 0) + samples.streamDelta('m', ' there', 1)
      + samples.streamTail('m', 'Hello there', usage, { deltaCount: 2, includeUsage: false });
    const messages = parseSseText(text);
    expect(messages.map((message) => validateMessagesStreamEvent(JSON.parse(message.data)).ok)).not.toContain(false);
    expect(messages.every((message) => message.event === (JSON.parse(message.data) as { type: string }).type)).toBe(true);
    expect(messagesFormat.passthrough.isLastStreamEvent(messages.at(-1) ?? { data: '' })).toBe(true);
    expect(reading.summarizeStream(messages)).toEqual({ text: 'Hello there', toolCalls: [], finish: 'end' });
    expect(reading.readStreamUsage(messages)).toEqual({ input: 42, output: 3 });
    expect(reading.readStreamKinds(messages)).toEqual(['text']);
  });
});

describe('messages reading', () => {
  it('counts cache reads and writes as input, and joins a tool_use input from its deltas', () => {
    const event = (value: unknown) => ({ data: JSON.stringify(value) });
    const messages = [
      event({ type: 'message_start', message: { usage: { input_tokens: 5, cache_read_input_tokens: 10, cache_creation_input_tokens: 2, output_tokens: 1 } } }),
      event({ type: 'content_block_start', index: 0, content_block: { type: 'tool_use', name: 'Bash', input: {} } }),
      event({ type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: '{"command":' } }),
      event({ type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: '"ls"}' } }),
      event({ type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 9 } }),
    ];
    expect(reading.summarizeStream(messages)).toEqual({ text: '', toolCalls: [{ name: 'Bash', arguments: { command: 'ls' } }], finish: 'tool-calls' });
    expect(reading.readStreamUsage(messages)).toEqual({ input: 17, output: 9 });
    expect(reading.readStreamKinds(messages)).toEqual(['tool']);
  });
});
