import { describe, expect, it } from 'vitest';
import { createStreamTranslator } from './create-stream-translator.js';
import { createTestResponseContext, parseSseEvents } from './testing-fixtures/inspect-sse.js';
import { responseIssues } from './testing-fixtures/validate-format.js';
import { translateResponse } from './translate-response.js';

// Token log probabilities asked for by a chat or Responses client reach it from the other OpenAI format, whole and
// streamed (issue 14, bug 6: logprobs/top_logprobs).

const HI = { token: 'Hi', logprob: -0.25, bytes: [72, 105], top_logprobs: [{ token: 'Hi', logprob: -0.25, bytes: [72, 105] }, { token: 'Hey', logprob: -1.5, bytes: [72, 101, 121] }] };
const BANG = { token: '!', logprob: -0.01, bytes: [33], top_logprobs: [{ token: '!', logprob: -0.01, bytes: [33] }] };

const chatAnswer = {
  id: 'c1', object: 'chat.completion', created: 1, model: 'm',
  choices: [{ index: 0, message: { role: 'assistant', content: 'Hi!', refusal: null }, logprobs: { content: [HI, BANG], refusal: null }, finish_reason: 'stop' }],
};
const responsesAnswer = {
  id: 'resp_1', object: 'response', created_at: 1, status: 'completed', model: 'm',
  output: [{ id: 'msg_1', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: 'Hi!', annotations: [], logprobs: [HI, BANG] }] }],
};

const chunk = (delta: Record<string, unknown>, logprobs: unknown, finish: string | null = null): string =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, logprobs, finish_reason: finish }] })}\n\n`;
const chatStream = [
  chunk({ role: 'assistant', content: '' }, null),
  chunk({ content: 'Hi' }, { content: [HI], refusal: null }),
  chunk({ content: '!' }, { content: [BANG], refusal: null }),
  chunk({}, null, 'stop'),
  'data: [DONE]\n\n',
].join('');

function translateStream(from: 'openai-chat' | 'openai-responses', to: 'openai-chat' | 'openai-responses', text: string): ReturnType<typeof parseSseEvents> {
  const translator = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
  return parseSseEvents(to, translator.push(text) + translator.end());
}

describe('token log probabilities', () => {
  it('go from a chat answer to the Responses output_text', () => {
    const { body } = translateResponse({ from: 'openai-chat', to: 'openai-responses', body: chatAnswer, context: createTestResponseContext('openai-responses') });
    expect(responseIssues('openai-responses', body)).toEqual([]);
    expect(body).toMatchObject({ output: [{ type: 'message', content: [{ type: 'output_text', text: 'Hi!', logprobs: [HI, BANG] }] }] });
  });

  it('go from a Responses answer to the chat choice', () => {
    const { body } = translateResponse({ from: 'openai-responses', to: 'openai-chat', body: responsesAnswer, context: createTestResponseContext('openai-chat') });
    expect(responseIssues('openai-chat', body)).toEqual([]);
    expect(body).toMatchObject({ choices: [{ message: { content: 'Hi!' }, logprobs: { content: [HI, BANG], refusal: null } }] });
  });

  it('are null in a chat choice when the upstream gave none', () => {
    const { body } = translateResponse({ from: 'openai-responses', to: 'openai-chat', body: { ...responsesAnswer, output: [{ ...responsesAnswer.output[0], content: [{ type: 'output_text', text: 'Hi!', annotations: [], logprobs: [] }] }] }, context: createTestResponseContext('openai-chat') });
    expect(body).toMatchObject({ choices: [{ logprobs: null }] });
  });

  it('stream from chat chunks to output_text deltas, and to the done events and the completed response', () => {
    const events = translateStream('openai-chat', 'openai-responses', chatStream);
    expect(events.filter((event) => event.type === 'response.output_text.delta').map((event) => (event.data as { logprobs: unknown }).logprobs)).toEqual([[HI], [BANG]]);
    expect(events.find((event) => event.type === 'response.output_text.done')?.data).toMatchObject({ text: 'Hi!', logprobs: [HI, BANG] });
    expect(events.find((event) => event.type === 'response.completed')?.data).toMatchObject({ response: { output: [{ content: [{ text: 'Hi!', logprobs: [HI, BANG] }] }] } });
  });

  it('stream back to chat chunks (through Responses), each with its own tokens', () => {
    const responses = translateStream('openai-chat', 'openai-responses', chatStream).map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`).join('');
    const choices = translateStream('openai-responses', 'openai-chat', responses).flatMap((event) => (event.data as { choices?: { delta: { content?: string }; logprobs: unknown }[] }).choices ?? []);
    const withText = choices.filter((choice) => choice.delta.content !== undefined && choice.delta.content !== '');
    expect(withText.map((choice) => [choice.delta.content, choice.logprobs])).toEqual([['Hi', { content: [HI], refusal: null }], ['!', { content: [BANG], refusal: null }]]);
  });
});
