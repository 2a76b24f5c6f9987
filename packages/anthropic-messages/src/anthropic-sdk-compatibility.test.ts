// The official @anthropic-ai/sdk (1.11.0) against this package: what the SDK sends passes our validators, and what
// we write (responses, streams, error bodies) the SDK reads. The SDK runs with an injected fetch: nothing leaves
// the process.
import Anthropic, { APIError } from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { readJsonFixtures, readTextFixture } from './__fixtures__/read-fixtures.js';
import { createMessagesStreamDecoder } from './create-messages-stream-decoder.js';
import { encodeMessagesStreamEvent } from './encode-messages-stream-event.js';
import { renderError } from './render-error.js';
import { renderStreamError } from './render-stream-error.js';
import { validateCountTokensRequest, validateMessagesRequest } from './validate.js';

type Answer = { status: number; body: string; contentType: string; headers?: Record<string, string> };

/** A client whose every request is recorded and answered with `answer`. */
function clientAnswering(answer: Answer): { client: Anthropic; sent: unknown[] } {
  const sent: unknown[] = [];
  const client = new Anthropic({
    authToken: 'mg-test-token',
    apiKey: null,
    baseURL: 'http://127.0.0.1:9',
    maxRetries: 0,
    fetch: async (_url, init) => {
      sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': answer.contentType, 'request-id': 'req_test_1', ...answer.headers },
      });
    },
  });
  return { client, sent };
}

const responses = new Map(readJsonFixtures('responses'));
const textResponse = JSON.stringify(responses.get('text.json'));
const model = 'claude-opus-4-8';

describe('what the SDK sends', () => {
  it('passes validateMessagesRequest for a plain create call', async () => {
    const { client, sent } = clientAnswering({ status: 200, body: textResponse, contentType: 'application/json' });
    await client.messages.create({ model, max_tokens: 1024, system: 'be brief', messages: [{ role: 'user', content: 'say hi' }] });
    expect(sent).toHaveLength(1);
    expect(validateMessagesRequest(sent[0])).toMatchObject({ ok: true });
  });

  it('passes validateMessagesRequest with tools, thinking, a system message and a replayed tool round trip', async () => {
    const { client, sent } = clientAnswering({ status: 200, body: textResponse, contentType: 'application/json' });
    await client.messages.create({
      model,
      max_tokens: 4096,
      cache_control: null,
      metadata: { user_id: JSON.stringify({ session_id: 's' }) },
      thinking: { type: 'adaptive', display: null },
      output_config: { effort: 'max', format: { type: 'json_schema', schema: { type: 'object' } } },
      service_tier: 'auto',
      stop_sequences: ['END'],
      system: [{ type: 'text', text: 'You are terse.', cache_control: { type: 'ephemeral', ttl: '1h' } }],
      tool_choice: { type: 'auto', disable_parallel_tool_use: true },
      tools: [
        { name: 'get_weather', description: 'Weather', input_schema: { type: 'object', properties: { city: { type: 'string' } } }, type: null },
        { type: 'web_search_20250305', name: 'web_search', max_uses: 2 },
        { type: 'bash_20250124', name: 'bash' },
      ],
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Weather in Paris?' },
            { type: 'image', source: { type: 'url', url: 'https://example.org/paris.jpg' } },
            { type: 'document', source: { type: 'text', media_type: 'text/plain', data: 'notes' }, title: null },
          ],
        },
        { role: 'system', content: 'Answer in metric units.' },
        {
          role: 'assistant',
          content: [
            { type: 'thinking', thinking: 'Call the tool.', signature: 'c2ln' },
            { type: 'redacted_thinking', data: 'cmVk' },
            { type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'text', text: '18 °C' }], is_error: false, cache_control: { type: 'ephemeral' } },
          ],
        },
      ],
    });
    expect(validateMessagesRequest(sent[0])).toMatchObject({ ok: true });
  });

  it('passes validateCountTokensRequest and reads {input_tokens}', async () => {
    const { client, sent } = clientAnswering({ status: 200, body: '{"input_tokens":1234}', contentType: 'application/json' });
    const count = await client.messages.countTokens({ model, system: 'be brief', messages: [{ role: 'user', content: 'say hi' }] });
    expect(count.input_tokens).toBe(1234);
    expect(validateCountTokensRequest(sent[0])).toMatchObject({ ok: true });
  });
});

describe('what the SDK reads', () => {
  it('returns a JSON response as the message', async () => {
    const { client } = clientAnswering({ status: 200, body: textResponse, contentType: 'application/json' });
    const message = await client.messages.create({ model, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] });
    expect(message).toEqual(responses.get('text.json'));
  });

  it('accumulates our encoding of a thinking + tool_use stream into the final message', async () => {
    const decoder = createMessagesStreamDecoder();
    const items = [...decoder.push(readTextFixture('streams/thinking-tool-use.sse')), ...decoder.end()];
    const sse = items.map((item) => (item.type === 'event' ? encodeMessagesStreamEvent(item.event) : '')).join('');
    const { client, sent } = clientAnswering({ status: 200, body: sse, contentType: 'text/event-stream' });
    const message = await client.messages.stream({ model, max_tokens: 64, messages: [{ role: 'user', content: 'run it' }] }).finalMessage();
    expect(validateMessagesRequest(sent[0])).toMatchObject({ ok: true });
    expect(message.stop_reason).toBe('tool_use');
    expect(message.usage.output_tokens).toBe(120);
    expect(message.content).toEqual([
      { type: 'thinking', thinking: 'I should run the command.', signature: 'bW9ja3NpZ25hdHVyZQ==' },
      { type: 'text', text: 'Let me run a tool.' },
      { type: 'tool_use', id: 'toolu_01A2B3', name: 'Bash', input: { command: 'echo hello-from-tool' } },
    ]);
  });

  it('reads every event of the text stream, skipping ping', async () => {
    const { client } = clientAnswering({ status: 200, body: readTextFixture('streams/text.sse'), contentType: 'text/event-stream' });
    const stream = await client.messages.create({ model, max_tokens: 16, stream: true, messages: [{ role: 'user', content: 'hi' }] });
    const types: string[] = [];
    for await (const event of stream) types.push(event.type);
    expect(types).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
  });

  it('drops events without an event line (why encodeMessagesStreamEvent always writes one)', async () => {
    const withoutNames = readTextFixture('streams/text.sse').replace(/^event: .*\n/gm, '');
    const { client } = clientAnswering({ status: 200, body: withoutNames, contentType: 'text/event-stream' });
    const stream = await client.messages.create({ model, max_tokens: 16, stream: true, messages: [{ role: 'user', content: 'hi' }] });
    const types: string[] = [];
    for await (const event of stream) types.push(event.type);
    expect(types).toEqual([]);
  });

  it('throws the error type of renderStreamError when the stream fails after it started', async () => {
    const head = readTextFixture('streams/error-after-start.sse').split('\n\n')[0] ?? '';
    const sse = `${head}\n\n${renderStreamError({ status: 529, message: 'Overloaded' })}`;
    const { client } = clientAnswering({ status: 200, body: sse, contentType: 'text/event-stream' });
    const stream = await client.messages.create({ model, max_tokens: 16, stream: true, messages: [{ role: 'user', content: 'hi' }] });
    const error = await (async () => {
      try {
        for await (const event of stream) void event;
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ type: 'overloaded_error', apiMessage: 'Overloaded' });
  });

  it.each([
    [400, 'BadRequestError', 'invalid_request_error'],
    [401, 'AuthenticationError', 'authentication_error'],
    [403, 'PermissionDeniedError', 'permission_error'],
    [404, 'NotFoundError', 'not_found_error'],
    [429, 'RateLimitError', 'rate_limit_error'],
    [500, 'InternalServerError', 'api_error'],
    [529, 'OverloadedError', 'overloaded_error'],
  ] as const)('raises a renderError %i body as %s with type %s and the request id', async (status, className, type) => {
    const rendered = renderError({ status, message: 'It failed', requestId: 'req_test_1' });
    const { client } = clientAnswering({ status: rendered.status, body: JSON.stringify(rendered.body), contentType: 'application/json' });
    const error: unknown = await client.messages.create({ model, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIError);
    expect((error as Error).constructor.name).toBe(className);
    expect(error).toMatchObject({ status, type, apiMessage: 'It failed', requestID: 'req_test_1', error: rendered.body });
  });
});
