import type OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedAnswer } from '../testing-fixtures/create-scripted-provider.js';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';

// Issue 14, bug 6: token log probabilities asked for by a chat or Responses client, served by the other OpenAI
// format, are asked of the upstream and reach the client, whole and streamed.

const HI = { token: 'Hi', logprob: -0.25, bytes: [72, 105], top_logprobs: [{ token: 'Hi', logprob: -0.25, bytes: [72, 105] }, { token: 'Hey', logprob: -1.5, bytes: [72, 101, 121] }] };
const BANG = { token: '!', logprob: -0.01, bytes: [33], top_logprobs: [{ token: '!', logprob: -0.01, bytes: [33] }] };
const USAGE = { input_tokens: 3, input_tokens_details: { cached_tokens: 0 }, output_tokens: 2, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 5 };
const json = (body: unknown): ScriptedAnswer => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const sse = (frames: string[]): ScriptedAnswer => ({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: frames });

function responsesAnswer(): ScriptedAnswer {
  const output = [{ id: 'msg_up', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: 'Hi!', annotations: [], logprobs: [HI, BANG] }] }];
  return json({ id: 'resp_up', object: 'response', created_at: 1, status: 'completed', error: null, incomplete_details: null, model: 'up', output, usage: USAGE });
}

function responsesStream(): ScriptedAnswer {
  const event = (type: string, data: Record<string, unknown>): string => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const response = { id: 'resp_up', object: 'response', created_at: 1, model: 'up' };
  const at = { item_id: 'msg_up', output_index: 0, content_index: 0 };
  const part = { type: 'output_text', text: 'Hi!', annotations: [], logprobs: [HI, BANG] };
  const item = { id: 'msg_up', type: 'message', status: 'completed', role: 'assistant', content: [part] };
  return sse([
    event('response.created', { response: { ...response, status: 'in_progress', output: [] } }),
    event('response.output_item.added', { output_index: 0, item: { ...item, status: 'in_progress', content: [] } }),
    event('response.content_part.added', { ...at, part: { ...part, text: '', logprobs: [] } }),
    event('response.output_text.delta', { ...at, delta: 'Hi', logprobs: [HI] }),
    event('response.output_text.delta', { ...at, delta: '!', logprobs: [BANG] }),
    event('response.output_text.done', { ...at, text: 'Hi!', logprobs: [HI, BANG] }),
    event('response.content_part.done', { ...at, part }),
    event('response.output_item.done', { output_index: 0, item }),
    event('response.completed', { response: { ...response, status: 'completed', output: [item], usage: USAGE } }),
  ]);
}

function chatAnswer(): ScriptedAnswer {
  const choice = { index: 0, message: { role: 'assistant', content: 'Hi!', refusal: null }, logprobs: { content: [HI, BANG], refusal: null }, finish_reason: 'stop' };
  return json({ id: 'chatcmpl-up', object: 'chat.completion', created: 1, model: 'up', choices: [choice], usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } });
}

function chatStream(): ScriptedAnswer {
  const chunk = (delta: Record<string, unknown>, logprobs: unknown, finish: string | null): string =>
    `data: ${JSON.stringify({ id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [{ index: 0, delta, logprobs, finish_reason: finish }] })}\n\n`;
  return sse([
    chunk({ role: 'assistant', content: '' }, null, null),
    chunk({ content: 'Hi' }, { content: [HI], refusal: null }, null),
    chunk({ content: '!' }, { content: [BANG], refusal: null }, null),
    chunk({}, null, 'stop'),
    `data: ${JSON.stringify({ id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [], usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } })}\n\n`,
    'data: [DONE]\n\n',
  ]);
}

let served: ServedTestGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

describe('a chat client asking for logprobs, served by a Responses upstream', () => {
  const ask = { model: 'model-x', messages: [{ role: 'user' as const, content: 'hi' }], logprobs: true, top_logprobs: 2 };

  it('asks the upstream for them and gets them on the choice (not streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-responses', script: [responsesAnswer()] });
    const completion = await served.openai.chat.completions.create(ask);
    expect(served.upstreamRequests[0]?.body).toMatchObject({ include: ['message.output_text.logprobs'], top_logprobs: 2 });
    expect(completion.choices[0]?.logprobs).toEqual({ content: [HI, BANG], refusal: null });
  });

  it('gets each chunk\'s tokens with its text (streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-responses', script: [responsesStream()] });
    const stream = await served.openai.chat.completions.create({ ...ask, stream: true });
    const tokens: OpenAI.Chat.Completions.ChatCompletionTokenLogprob[] = [];
    let text = '';
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      tokens.push(...(chunk.choices[0]?.logprobs?.content ?? []));
    }
    expect(text).toBe('Hi!');
    expect(tokens).toEqual([HI, BANG]);
  });
});

describe('a Responses client asking for logprobs, served by a chat upstream', () => {
  const ask = { model: 'model-x', input: 'hi', include: ['message.output_text.logprobs' as const], top_logprobs: 2 };

  function outputLogprobs(response: OpenAI.Responses.Response): unknown {
    const message = response.output.find((item) => item.type === 'message');
    const part = message?.type === 'message' ? message.content[0] : undefined;
    return part?.type === 'output_text' ? part.logprobs : undefined;
  }

  it('asks the upstream for them and gets them on the output_text (not streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', script: [chatAnswer()] });
    const response = await served.openai.responses.create(ask);
    expect(served.upstreamRequests[0]?.body).toMatchObject({ logprobs: true, top_logprobs: 2 });
    expect(outputLogprobs(response)).toEqual([HI, BANG]);
  });

  it('gets them on the text deltas and the final response (streamed, read by the SDK\'s stream helper)', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', script: [chatStream()] });
    const stream = served.openai.responses.stream(ask);
    const deltaTokens: unknown[] = [];
    for await (const event of stream) if (event.type === 'response.output_text.delta') deltaTokens.push(...event.logprobs);
    const response = await stream.finalResponse();
    expect(deltaTokens).toEqual([HI, BANG]);
    expect(response.output_text).toBe('Hi!');
    expect(outputLogprobs(response)).toEqual([HI, BANG]);
  });
});
