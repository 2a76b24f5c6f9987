import { describe, expect, it } from 'vitest';
import { createStreamTranslator } from './create-stream-translator.js';
import { createTestResponseContext, parseSseEvents } from './testing-fixtures/inspect-sse.js';
import { translateResponse } from './translate-response.js';

// An OpenAI refusal is an answer that declines, not a cut-off one: a refusal part of a completed Responses message,
// `delta.refusal` in chat, text with stop_reason `refusal` in Anthropic (issue 14, bug 4).

const REFUSAL = "I can't help with that.";
const chunk = (delta: Record<string, unknown>, finish: string | null = null): string =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const chatRefusalStream = [chunk({ role: 'assistant', content: '' }), chunk({ refusal: "I can't " }), chunk({ refusal: 'help with that.' }), chunk({}, 'stop'), 'data: [DONE]\n\n'].join('');
const chatRefusal = { id: 'c1', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: REFUSAL }, finish_reason: 'stop' }] };

function translateStream(from: 'openai-chat' | 'openai-responses', to: 'openai-chat' | 'openai-responses' | 'anthropic-messages', text: string): ReturnType<typeof parseSseEvents> {
  const translator = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
  return parseSseEvents(to, translator.push(text) + translator.end());
}

describe('a chat refusal', () => {
  it('streams to Responses as refusal events of a completed message', () => {
    const events = translateStream('openai-chat', 'openai-responses', chatRefusalStream);
    const types = events.map((event) => event.type);
    expect(types.filter((type) => type.includes('refusal') || type.includes('output_text'))).toEqual(['response.refusal.delta', 'response.refusal.delta', 'response.refusal.done']);
    expect(events.find((event) => event.type === 'response.content_part.added')?.data).toMatchObject({ part: { type: 'refusal', refusal: '' } });
    const done = events.find((event) => event.type === 'response.output_item.done')?.data;
    expect(done).toMatchObject({ item: { type: 'message', status: 'completed', content: [{ type: 'refusal', refusal: REFUSAL }] } });
    expect(types.at(-1)).toBe('response.completed');
  });

  it('streams back to chat (through Responses) as delta.refusal', () => {
    const responses = translateStream('openai-chat', 'openai-responses', chatRefusalStream).map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`).join('');
    const chunks = translateStream('openai-responses', 'openai-chat', responses).flatMap((event) => (event.data as { choices?: { delta: Record<string, unknown>; finish_reason: string | null }[] }).choices ?? []);
    expect(chunks.map((choice) => choice.delta['refusal']).filter((text) => text !== undefined).join('')).toBe(REFUSAL);
    expect(chunks.some((choice) => choice.delta['content'] !== undefined && choice.delta['content'] !== '')).toBe(false);
    expect(chunks.at(-1)?.finish_reason).toBe('stop');
  });

  it('streams to Anthropic as text that ends with stop_reason refusal', () => {
    const events = translateStream('openai-chat', 'anthropic-messages', chatRefusalStream);
    expect(events.find((event) => event.type === 'message_delta')?.data).toMatchObject({ delta: { stop_reason: 'refusal' } });
  });

  it.each([
    ['openai-responses', { status: 'completed', output: [{ type: 'message', status: 'completed', content: [{ type: 'refusal', refusal: REFUSAL }] }] }],
    ['anthropic-messages', { stop_reason: 'refusal', content: [{ type: 'text', text: REFUSAL }] }],
    ['openai-chat', { choices: [{ message: { refusal: REFUSAL }, finish_reason: 'stop' }] }],
  ] as const)('is answered whole to %s', (to, expected) => {
    const from = to === 'openai-chat' ? 'openai-responses' : 'openai-chat';
    const upstream = to === 'openai-chat' ? translateResponse({ from: 'openai-chat', to: 'openai-responses', body: chatRefusal, context: createTestResponseContext('openai-responses') }).body : chatRefusal;
    expect(translateResponse({ from, to, body: upstream, context: createTestResponseContext(to) }).body).toMatchObject(expected);
  });
});
