import { parseSseText } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { validateChatRequest, validateChatResponse, validateChatStreamChunk } from '../validate.js';
import { chatFormat } from './chat-format.js';

const { samples, reading } = chatFormat;
const usage = { inputTokens: 42, outputTokens: 3 };
const tool = { name: 'get_weather', description: 'The weather', parameters: { type: 'object', properties: {} } };

describe('chat samples, read back by the chat reading', () => {
  it.each([false, true])('builds a valid request (stream: %s)', (stream) => {
    const request = samples.request({ model: 'm', prompt: 'Hi', system: 'Be brief', tools: [tool], maxOutputTokens: 16, temperature: 0.2, stream });
    expect(validateChatRequest(request)).toMatchObject({ ok: true });
    expect(samples.wantsStreamUsage(request)).toBe(stream);
  });

  it('answers a valid completion a client reads as the text, its usage and a normal end', () => {
    const body: unknown = JSON.parse(samples.response('m', 'Hello there', usage));
    expect(validateChatResponse(body)).toMatchObject({ ok: true });
    expect(reading.summarizeBody(body)).toEqual({ text: 'Hello there', toolCalls: [], finish: 'end' });
    expect(reading.readBodyUsage(body)).toEqual({ input: 42, output: 3 });
    expect(reading.readBodyKinds(body)).toEqual(['text']);
  });

  it.each([true, false])('streams valid chunks a client reads the same way (usage chunk: %s)', (includeUsage) => {
    const text = samples.streamHead('m', usage) + samples.streamDelta('m', 'Hello', 0) + samples.streamDelta('m', ' there', 1)
      + samples.streamTail('m', 'Hello there', usage, { deltaCount: 2, includeUsage });
    const messages = parseSseText(text);
    expect(messages.at(-1)).toEqual({ data: '[DONE]' });
    expect(messages.slice(0, -1).map((message) => validateChatStreamChunk(JSON.parse(message.data)).ok)).not.toContain(false);
    expect(chatFormat.passthrough.isLastStreamEvent(messages.at(-1) ?? { data: '' })).toBe(true);
    expect(reading.summarizeStream(messages)).toEqual({ text: 'Hello there', toolCalls: [], finish: 'end' });
    expect(reading.readStreamUsage(messages)).toEqual(includeUsage ? { input: 42, output: 3 } : undefined);
    expect(reading.readStreamKinds(messages)).toEqual(['text']);
  });
});

describe('chat reading', () => {
  it('joins streamed tool calls by index and parses their arguments', () => {
    const chunk = (delta: unknown, finish: string | null = null) => ({ data: JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] }) });
    const messages = [
      chunk({ tool_calls: [{ index: 1, function: { name: 'b', arguments: '' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { name: 'a', arguments: '{"x":' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '1}' } }] }),
      chunk({ reasoning_content: 'hmm' }, 'tool_calls'),
      { data: '[DONE]' },
    ];
    expect(reading.summarizeStream(messages)).toEqual({ text: '', toolCalls: [{ name: 'a', arguments: { x: 1 } }, { name: 'b', arguments: {} }], finish: 'tool-calls' });
    expect(reading.readStreamKinds(messages)).toEqual(['thinking', 'tool']);
  });

  it('reads nothing from a body that is not a completion', () => {
    expect(reading.summarizeBody({ error: { message: 'x' } })).toEqual({ text: '', toolCalls: [] });
    expect(reading.readBodyUsage('text')).toBeUndefined();
    expect(reading.readBodyKinds(null)).toEqual([]);
  });
});
