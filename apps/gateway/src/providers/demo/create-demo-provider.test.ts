import { describe, expect, it } from 'vitest';
import type { FormatId } from '@modelgate/ir';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { estimateInputTokens } from '../../usage/estimate-input-tokens.js';
import { createDemoProvider } from './create-demo-provider.js';

let counter = 0;
const provider = createDemoProvider({ name: 'demo', now: () => 1_700_000_000_000, newId: (prefix) => `${prefix}${++counter}` });

async function collect(body: AsyncIterable<Uint8Array>): Promise<string> {
  let text = '';
  for await (const chunk of body) text += Buffer.from(chunk).toString('utf8');
  return text;
}

async function send(format: FormatId, body: Record<string, unknown>, stream: boolean): Promise<string> {
  const response = await provider.send({ format, upstreamModel: 'demo', body: { ...body, stream }, stream, forwardHeaders: {}, signal: new AbortController().signal });
  expect(response.status).toBe(200);
  return collect(response.body);
}

const weatherTool = { name: 'get_weather', description: 'Weather', schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } };

const requests: Record<FormatId, { text: Record<string, unknown>; tool: Record<string, unknown> }> = {
  'openai-chat': {
    text: { model: 'demo', messages: [{ role: 'user', content: 'say hi' }] },
    tool: {
      model: 'demo',
      messages: [{ role: 'user', content: 'use get_weather' }],
      tools: [{ type: 'function', function: { name: weatherTool.name, parameters: weatherTool.schema } }],
      stream_options: { include_usage: true },
    },
  },
  'openai-responses': {
    text: { model: 'demo', input: 'say hi' },
    tool: { model: 'demo', input: 'use get_weather', tools: [{ type: 'function', name: weatherTool.name, parameters: weatherTool.schema }] },
  },
  'anthropic-messages': {
    text: { model: 'demo', max_tokens: 100, messages: [{ role: 'user', content: [{ type: 'text', text: 'say hi' }] }] },
    tool: { model: 'demo', max_tokens: 100, messages: [{ role: 'user', content: 'use get_weather' }], tools: [{ name: weatherTool.name, input_schema: weatherTool.schema }] },
  },
};

describe('createDemoProvider', () => {
  it('answers chat with text and usage', async () => {
    const body = JSON.parse(await send('openai-chat', requests['openai-chat'].text, false)) as Record<string, unknown>;
    expect(body).toMatchObject({ object: 'chat.completion', model: 'demo', choices: [{ message: { content: expect.stringContaining('say hi') }, finish_reason: 'stop' }] });
    expect(body['usage']).toMatchObject({ prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number) });
  });

  it('counts its usage with the gateway\'s estimator and tokenizer, not bytes', async () => {
    const request = { model: 'demo', messages: [{ role: 'user', content: 'say hi to the whole committee, in a sentence or two' }] };
    const body = JSON.parse(await send('openai-chat', request, false)) as { choices: { message: { content: string } }[]; usage: Record<string, number> };
    expect(body.usage).toMatchObject({ prompt_tokens: estimateInputTokens({ ...request, stream: false }), completion_tokens: countTokens(body.choices[0]?.message.content ?? '') });
  });

  it('answers responses and messages with a text output', async () => {
    const responses = JSON.parse(await send('openai-responses', requests['openai-responses'].text, false)) as Record<string, unknown>;
    expect(responses).toMatchObject({ object: 'response', status: 'completed', output: [{ type: 'message', content: [{ type: 'output_text' }] }] });
    const messages = JSON.parse(await send('anthropic-messages', requests['anthropic-messages'].text, false)) as Record<string, unknown>;
    expect(messages).toMatchObject({ type: 'message', stop_reason: 'end_turn', content: [{ type: 'text', text: expect.stringContaining('say hi') }] });
  });

  it.each([
    ['openai-chat', 'tool_calls', '"name":"get_weather"'],
    ['openai-responses', 'function_call', '"name":"get_weather"'],
    ['anthropic-messages', 'tool_use', '"name":"get_weather"'],
  ] as const)('calls the tool the user asks for in %s', async (format, marker, name) => {
    const text = await send(format, requests[format].tool, false);
    expect(text).toContain(marker);
    expect(text).toContain(name);
    expect(text).toContain('"city');
  });

  it.each([
    ['openai-chat', ['data: [DONE]'], '"choices":[],"usage"'],
    ['openai-responses', ['event: response.created', 'event: response.output_text.delta', 'event: response.completed'], '"total_tokens"'],
    ['anthropic-messages', ['event: message_start', 'event: content_block_delta', 'event: message_stop'], '"output_tokens"'],
  ] as const)('streams %s with its framing', async (format, markers, usage) => {
    const text = await send(format, { ...requests[format].text, stream_options: { include_usage: true } }, true);
    let position = -1;
    for (const marker of markers) {
      const next = text.indexOf(marker, position + 1);
      expect(next).toBeGreaterThan(position);
      position = next;
    }
    expect(text).toContain(usage);
  });

  it('streams a tool call in anthropic format with input_json_delta', async () => {
    const text = await send('anthropic-messages', requests['anthropic-messages'].tool, true);
    expect(text).toContain('"type":"tool_use"');
    expect(text).toContain('input_json_delta');
    expect(text).toContain('"stop_reason":"tool_use"');
  });
});
