import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors/upstream-error.js';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { startScriptedUpstreamProvider } from '../testing-fixtures/start-scripted-upstream-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const bodies = {
  '/v1/chat/completions': { model: 'demo-model', messages: [{ role: 'user', content: 'say hi' }] },
  '/v1/responses': { model: 'demo-model', input: 'say hi' },
  '/v1/messages': { model: 'demo-model', max_tokens: 100, messages: [{ role: 'user', content: 'say hi' }] },
} as const;
type Route = keyof typeof bodies;
const routes = Object.keys(bodies) as Route[];

function responsesEvents(events: [string, string, unknown][]): string {
  return events
    .map(([type, status, error], index) => {
      const response = { id: 'resp_1', object: 'response', created_at: 1, status, error, incomplete_details: null, instructions: null, model: 'x', output: [], parallel_tool_calls: true, tool_choice: 'auto', tools: [], temperature: 1, top_p: 1, metadata: {}, usage: null };
      return `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: index, response })}\n\n`;
    })
    .join('');
}

describe('generation on the demo provider', () => {
  it.each(routes)('POST %s answers in its own format', async (route) => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post(route).set('authorization', `Bearer ${secret}`).send(bodies[route]);
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/^req_/);
    expect(JSON.stringify(response.body)).toContain('say hi');
    expect(response.body.model).toBe('demo-model');
  });

  it.each([
    ['/v1/chat/completions', 'data: [DONE]'],
    ['/v1/responses', 'event: response.completed'],
    ['/v1/messages', 'event: message_stop'],
  ] as const)('POST %s streams SSE', async (route, terminal) => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post(route).set('authorization', `Bearer ${secret}`).send({ ...bodies[route], stream: true });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.text).toContain(terminal);
  });

  it('ignores ?beta=true and sends request-id on /v1/messages', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post('/v1/messages?beta=true').set('authorization', `Bearer ${secret}`).send(bodies['/v1/messages']);
    expect(response.status).toBe(200);
    expect(response.headers['request-id']).toBe(response.headers['x-request-id']);
  });

  it('settles every request in the ledger and writes one diagnostic record', async () => {
    const { app, secret, core, logs } = await createTestGateway();
    await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).set('user-agent', 'OpenAI/JS 6.49.0').send(bodies['/v1/chat/completions']);
    const ledger = await core.admin.ledger();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ modelId: 'demo-model', status: 'ok' });
    expect(ledger[0]?.inputTokens).toBeGreaterThan(0);
    const records = logs.filter((line) => line['msg'] === 'request');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      status: 200,
      client: 'OpenAI/JS 6.49.0',
      tokenPrefix: expect.stringMatching(/^mg-/),
      account: 'acme',
      model: 'demo-model',
      deployment: 'demo/demo-model',
      outcome: 'ok',
      tokens: { estimated: false, output: expect.any(Number) },
    });
    expect(JSON.stringify(records)).not.toContain(secret);
    expect(JSON.stringify(records)).not.toContain('say hi');
  });
});

describe('400 bad requests (SPEC §7)', () => {
  it.each(routes)('POST %s with invalid JSON → 400 in its envelope', async (route) => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post(route).set('authorization', `Bearer ${secret}`).set('content-type', 'application/json').send('{"model":');
    expect(response.status).toBe(400);
    expect(response.headers['x-should-retry']).toBe('false');
    expect(JSON.stringify(response.body)).toContain('not valid JSON');
  });

  it('names the missing field and shows a minimal body', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ param: 'messages', message: expect.stringContaining('`messages` is missing') });
    expect(response.body.error.message).toContain('A minimal valid body is');
  });

  it('says when the body belongs to another endpoint', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(bodies['/v1/responses']);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('send it to POST /v1/responses');
  });

  it('400s a missing max_tokens on /v1/messages in the Anthropic envelope', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', messages: [{ role: 'user', content: 'x' }] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ type: 'error', error: { type: 'invalid_request_error', message: expect.stringContaining('max_tokens') } });
  });

  it('413s an oversized body', async () => {
    const { app, secret } = await createTestGateway({ options: { bodyLimitBytes: 1000 } });
    const response = await request(app)
      .post('/v1/messages')
      .set('authorization', `Bearer ${secret}`)
      .send({ ...bodies['/v1/messages'], messages: [{ role: 'user', content: 'x'.repeat(5000) }] });
    expect(response.status).toBe(413);
    expect(response.headers['x-should-retry']).toBe('false');
    expect(response.body).toMatchObject({ type: 'error', error: { message: expect.stringContaining('1000 bytes') } });
  });
});

describe('404 unknown model (SPEC §7 rule 1)', () => {
  it('names the remedy and the nearest visible IDs', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ ...bodies['/v1/chat/completions'], model: 'Demo-Model' });
    expect(response.status).toBe(404);
    expect(response.headers['x-should-retry']).toBe('false');
    expect(response.body.error).toMatchObject({ code: 'model_not_found', param: 'model' });
    expect(response.body.error.message).toContain('GET /v1/models');
    expect(response.body.error.message).toContain('Nearest visible IDs: demo-model');
  });

  it('404s a model the token may not see', async () => {
    const { app, createToken } = await createTestGateway({ models: [{ id: 'other', deployments: [{ provider: createScriptedProvider('up', ['openai-chat'], []) }] }] });
    const limited = await createToken({ visibleModelIds: ['other'] });
    const response = await request(app).post('/v1/responses').set('authorization', `Bearer ${limited}`).send(bodies['/v1/responses']);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('model_not_found');
  });
});

describe('429 (SPEC §7, §8)', () => {
  it('answers an exhausted balance with insufficient_quota that makes clients stop', async () => {
    const { app, secret } = await createTestGateway({ balance: 0 });
    const response = await request(app).post('/v1/responses').set('authorization', `Bearer ${secret}`).send(bodies['/v1/responses']);
    expect(response.status).toBe(429);
    expect(response.headers['x-should-retry']).toBe('false');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
    expect(response.body.error.code).toBe('insufficient_quota');
  });

  it('answers a rate limit with a short retry-after', async () => {
    const { app, createToken } = await createTestGateway();
    const limited = await createToken({ rateLimits: { requestsPerMinute: 1 } });
    const first = await request(app).post('/v1/messages').set('authorization', `Bearer ${limited}`).send(bodies['/v1/messages']);
    expect(first.status).toBe(200);
    const second = await request(app).post('/v1/messages').set('authorization', `Bearer ${limited}`).send(bodies['/v1/messages']);
    expect(second.status).toBe(429);
    expect(second.headers['x-should-retry']).toBeUndefined();
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(second.body).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
  });
});

describe('upstreams', () => {
  const chatOk = JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'upstream-name',
    choices: [{ index: 0, message: { role: 'assistant', content: 'fine' }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
  });
  const chatBody = { model: 'gpt-x', messages: [{ role: 'user', content: 'hi' }], some_unknown_field: 1 };

  it('passes a same-format body through with the model swapped and answers with the client model ID', async () => {
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: 200, headers: { 'x-request-id': 'upstream-req-1' }, body: chatOk }]);
    const { app, secret, logs } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream, upstreamModel: 'upstream-name' }] }] });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(200);
    expect(logs.find((line) => line['msg'] === 'request')).toMatchObject({ upstreamRequestId: 'upstream-req-1' });
    expect(response.body).toMatchObject({ model: 'gpt-x', choices: [{ message: { content: 'fine' } }] });
    expect(upstream.requests[0]?.body).toEqual({ ...chatBody, model: 'upstream-name' });
  });

  it('forwards anthropic-beta and anthropic-version to a messages upstream', async () => {
    const upstream = createScriptedProvider('up', ['anthropic-messages'], [{ status: 200, body: JSON.stringify({ type: 'message', content: [], model: 'x' }) }]);
    const { app, secret } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: upstream }] }] });
    await request(app)
      .post('/v1/messages')
      .set('authorization', `Bearer ${secret}`)
      .set('anthropic-beta', 'claude-code-20250219')
      .set('anthropic-version', '2023-06-01')
      .send({ ...bodies['/v1/messages'], model: 'claude-x' });
    expect(upstream.requests[0]?.forwardHeaders).toEqual({ 'anthropic-beta': 'claude-code-20250219', 'anthropic-version': '2023-06-01' });
  });

  it('asks a chat upstream for include_usage on streams and names the client model in the chunks', async () => {
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: 200, body: ['data: {"model":"upstream-name","choices":[{"index":0,"delta":{"content":"a"}}]}\n\n', 'data: [DONE]\n\n'] }]);
    const { app, secret } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream, upstreamModel: 'upstream-name' }] }] });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ ...chatBody, stream: true });
    expect(response.text).toContain('data: [DONE]');
    expect(response.text).toContain('"model":"gpt-x"');
    expect(response.text).not.toContain('upstream-name');
    expect(upstream.requests[0]?.body['stream_options']).toEqual({ include_usage: true });
  });

  it('retries the next deployment after a 5xx or a connection error, then succeeds', async () => {
    const broken = createScriptedProvider('broken', ['openai-chat'], [{ status: 500, body: '{"error":{"message":"boom"}}' }]);
    const down = createScriptedProvider('down', ['openai-chat'], [{ throws: new UpstreamError({ code: 'upstream_unavailable', message: 'connect ECONNREFUSED', retryable: true }) }]);
    const good = createScriptedProvider('good', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const { app, secret, logs } = await createTestGateway({
      models: [{ id: 'gpt-x', deployments: [{ provider: broken, priority: 0 }, { provider: down, priority: 1 }, { provider: good, priority: 2 }] }],
    });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(200);
    expect([broken.requests.length, down.requests.length, good.requests.length]).toEqual([1, 1, 1]);
    expect(logs.find((line) => line['msg'] === 'request')).toMatchObject({ deployment: 'good/gpt-x', attempts: 3 });
  });

  it('records every attempt with its deployment, outcome and why it failed', async () => {
    const broken = createScriptedProvider('broken', ['openai-chat'], [{ status: 500, body: '{"error":{"message":"boom"}}' }]);
    const down = createScriptedProvider('down', ['openai-chat'], [{ throws: new UpstreamError({ code: 'upstream_error', message: 'connect ECONNREFUSED', retryable: true }) }]);
    const slow = createScriptedProvider('slow', ['openai-chat'], [{ throws: new UpstreamError({ code: 'upstream_timeout', message: 'no answer in 1000 ms', retryable: true }) }]);
    const good = createScriptedProvider('good', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const { app, secret, logs } = await createTestGateway({
      models: [{ id: 'gpt-x', deployments: [{ provider: broken, priority: 0 }, { provider: down, priority: 1 }, { provider: slow, priority: 2 }, { provider: good, priority: 3 }] }],
      options: { maxUpstreamAttempts: 4 },
    });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(200);
    expect(logs.find((line) => line['msg'] === 'request')).toMatchObject({
      deployment: 'good/gpt-x',
      attempts: 4,
      upstreamAttempts: [
        { deployment: 'broken/gpt-x', outcome: 'failed', reason: 'upstream_status', upstreamStatus: 500, ms: expect.any(Number) },
        { deployment: 'down/gpt-x', outcome: 'failed', reason: 'connection_error', ms: expect.any(Number) },
        { deployment: 'slow/gpt-x', outcome: 'failed', reason: 'timeout', ms: expect.any(Number) },
        { deployment: 'good/gpt-x', outcome: 'ok', ms: expect.any(Number) },
      ],
    });
  });

  it('stops at max_upstream_attempts and records the attempts of a request that failed', async () => {
    const first = createScriptedProvider('first', ['openai-chat'], [{ status: 503, body: '{"error":{"message":"busy"}}' }]);
    const second = createScriptedProvider('second', ['openai-chat'], [{ status: 429, body: '{"error":{"message":"slow down"}}' }]);
    const third = createScriptedProvider('third', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const { app, secret, logs, core } = await createTestGateway({
      models: [{ id: 'gpt-x', deployments: [{ provider: first, priority: 0 }, { provider: second, priority: 1 }, { provider: third, priority: 2 }] }],
      options: { maxUpstreamAttempts: 2 },
    });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(429);
    expect(third.requests).toHaveLength(0);
    expect(await core.admin.ledger()).toHaveLength(0);
    const record = logs.find((line) => line['msg'] === 'request');
    expect(record).toMatchObject({
      attempts: 2,
      upstreamStatus: 429,
      upstreamAttempts: [
        { deployment: 'first/gpt-x', outcome: 'failed', reason: 'upstream_status', upstreamStatus: 503 },
        { deployment: 'second/gpt-x', outcome: 'failed', reason: 'upstream_status', upstreamStatus: 429 },
      ],
    });
    expect(record?.['deployment']).toBeUndefined();
  });

  it('tries only the deployments the planner returns (a health source filters the plan)', async () => {
    const skipped = createScriptedProvider('skipped', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const good = createScriptedProvider('good', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const { app, secret, logs } = await createTestGateway({
      models: [{ id: 'gpt-x', deployments: [{ provider: skipped, priority: 0 }, { provider: good, priority: 1 }] }],
      planDeployments: (planner) => (modelId) => planner(modelId).filter((deployment) => deployment.provider !== skipped),
    });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(200);
    expect(skipped.requests).toHaveLength(0);
    const record = logs.find((line) => line['msg'] === 'request');
    expect(record).toMatchObject({ deployment: 'good/gpt-x', attempts: 1 });
    // One attempt that answered: `deployment` says it all, the list is left out.
    expect(record?.['upstreamAttempts']).toBeUndefined();
  });

  it.each([
    [500, 502],
    [503, 503],
    [504, 504],
    [401, 502],
  ])('an upstream %i on every deployment becomes %i', async (upstreamStatus, status) => {
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: upstreamStatus, body: '{"error":{"message":"nope"}}' }]);
    const { app, secret, core, logs } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream }] }] });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(status);
    expect(response.body.error.message).toContain('up/gpt-x');
    expect(await core.admin.ledger()).toHaveLength(0);
    expect(logs.find((line) => line['msg'] === 'request')).toMatchObject({ status, upstreamStatus, error: { message: expect.stringContaining('nope') } });
  });

  it('passes an upstream 400 on with its message and does not retry', async () => {
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: 400, body: '{"error":{"message":"prompt is too long: 250000 tokens > 200000 maximum"}}' }]);
    const second = createScriptedProvider('second', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const { app, secret } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream }, { provider: second, priority: 1 }] }] });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('prompt is too long');
    expect(second.requests).toHaveLength(0);
  });

  it('records a non-retryable upstream answer as the one failed attempt', async () => {
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: 400, body: '{"error":{"message":"bad"}}' }]);
    const second = createScriptedProvider('second', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const { app, secret, logs } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream }, { provider: second, priority: 1 }] }] });
    await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(logs.find((line) => line['msg'] === 'request')).toMatchObject({
      attempts: 1,
      upstreamAttempts: [{ deployment: 'up/gpt-x', outcome: 'failed', reason: 'upstream_status', upstreamStatus: 400 }],
    });
  });

  it('turns an upstream timeout into a 504', async () => {
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ throws: new UpstreamError({ code: 'upstream_timeout', message: 'no answer in 1000 ms', retryable: true }) }]);
    const { app, secret } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream }] }] });
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(chatBody);
    expect(response.status).toBe(504);
  });

  it('sends a mid-stream upstream failure as the format error event and closes the stream', async () => {
    const upstream = createScriptedProvider('up', ['anthropic-messages'], [{ status: 200, body: [
      'event: message_start\ndata: {"type":"message_start","message":{"id":"m","type":"message","role":"assistant","content":[],"model":"x","usage":{"input_tokens":1,"output_tokens":0}}}\n\n',
      'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n',
    ] }]);
    const failing = {
      ...upstream,
      async send(...args: Parameters<typeof upstream.send>) {
        const response = await upstream.send(...args);
        async function* body(): AsyncIterable<Uint8Array> {
          for await (const chunk of response.body) yield chunk;
          throw new Error('socket hang up');
        }
        return { ...response, body: body() };
      },
    };
    const { app, secret, core, logs } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: failing }] }] });
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send({ ...bodies['/v1/messages'], model: 'claude-x', stream: true });
    expect(response.status).toBe(200);
    expect(response.text).toContain('event: message_start');
    expect(response.text).toContain('event: error');
    expect(response.text).toContain('socket hang up');
    expect((await core.admin.ledger())[0]).toMatchObject({ status: 'failed_mid_stream' });
    expect(logs.find((line) => line['msg'] === 'request')).toMatchObject({ status: 200, outcome: 'error', settlement: 'failed_mid_stream', upstreamAttempts: [{ deployment: 'up/claude-x', outcome: 'failed', reason: 'broken_stream' }] });
  });

  it('translates a messages request for a chat upstream and the answer back', async () => {
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: 200, body: chatOk }]);
    const { app, secret, core } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream }] }] });
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send({ ...bodies['/v1/messages'], model: 'gpt-x' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ type: 'message', role: 'assistant', model: 'gpt-x', content: [{ type: 'text', text: 'fine' }], stop_reason: 'end_turn' });
    expect(upstream.requests[0]?.body).toMatchObject({ model: 'gpt-x', messages: [{ role: 'user' }] });
    expect((await core.admin.ledger())[0]).toMatchObject({ inputTokens: 3, outputTokens: 1, status: 'ok' });
  });

  it('translates an anthropic upstream stream for a responses client', async () => {
    const events = [
      ['message_start', { type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], model: 'x', stop_reason: null, stop_sequence: null, usage: { input_tokens: 5, output_tokens: 1 } } }],
      ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
      ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'streamed' } }],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      ['message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 2 } }],
      ['message_stop', { type: 'message_stop' }],
    ].map(([name, data]) => `event: ${String(name)}\ndata: ${JSON.stringify(data)}\n\n`);
    const upstream = createScriptedProvider('up', ['anthropic-messages'], [{ status: 200, body: events }]);
    const { app, secret, core } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: upstream }] }] });
    const response = await request(app).post('/v1/responses').set('authorization', `Bearer ${secret}`).send({ model: 'claude-x', input: 'hi', stream: true });
    expect(response.status).toBe(200);
    expect(response.text).toContain('response.output_text.delta');
    expect(response.text).toContain('streamed');
    expect(response.text).toContain('response.completed');
    expect(upstream.requests[0]?.body).toMatchObject({ model: 'claude-x', max_tokens: expect.any(Number), stream: true });
    expect((await core.admin.ledger())[0]).toMatchObject({ inputTokens: 5, outputTokens: 2, status: 'ok' });
  });

  it('moves to the next deployment when a stream breaks before any content', async () => {
    const broken = createScriptedProvider('broken', ['anthropic-messages'], [{ status: 200, body: ['event: ping\ndata: {"type":"ping"}\n\n'] }]);
    const breaking = {
      ...broken,
      async send(...args: Parameters<typeof broken.send>) {
        const response = await broken.send(...args);
        async function* body(): AsyncIterable<Uint8Array> {
          throw new Error('connection reset');
          yield* response.body;
        }
        return { ...response, body: body() };
      },
    };
    const good = createScriptedProvider('good', ['openai-chat'], [{ status: 200, body: [
      'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":"rescued"},"finish_reason":null}]}\n\n',
      'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n',
      'data: [DONE]\n\n',
    ] }]);
    const { app, secret, logs } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: breaking }, { provider: good, priority: 1 }] }] });
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send({ ...bodies['/v1/messages'], model: 'claude-x', stream: true });
    expect(response.status).toBe(200);
    expect(response.text).toContain('rescued');
    expect(response.text).toContain('event: message_stop');
    expect(logs.find((line) => line['msg'] === 'request')).toMatchObject({
      deployment: 'good/claude-x',
      attempts: 2,
      upstreamAttempts: [{ deployment: 'broken/claude-x', outcome: 'failed', reason: 'broken_stream' }, { deployment: 'good/claude-x', outcome: 'ok' }],
    });
  });

  const failingBefore = {
    'anthropic-messages': 'event: message_start\ndata: {"type":"message_start","message":{"id":"m","type":"message","role":"assistant","content":[],"model":"x","usage":{"input_tokens":1,"output_tokens":0}}}\n\nevent: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n',
    'openai-chat': 'data: {"error":{"message":"Overloaded","type":"server_error"}}\n\n',
    'openai-responses': responsesEvents([['response.created', 'in_progress', null], ['response.failed', 'failed', { code: 'server_error', message: 'Overloaded' }]]),
  };

  // Passed through (the first three) or translated (the last three, issue 14: one fallback policy for both).
  it.each([
    ['/v1/messages', 'anthropic-messages'],
    ['/v1/chat/completions', 'openai-chat'],
    ['/v1/responses', 'openai-responses'],
    ['/v1/messages', 'openai-chat'],
    ['/v1/chat/completions', 'anthropic-messages'],
    ['/v1/responses', 'anthropic-messages'],
  ] as const)('treats an error event before any content as an upstream failure and falls through (%s from a %s upstream)', async (route, format) => {
    const failing = failingBefore[format];
    const broken = createScriptedProvider('broken', [format], [{ status: 200, body: [failing] }]);
    const { app, secret, logs, core } = await createTestGateway({
      models: [{ id: 'm-x', deployments: [{ provider: broken }, { provider: startScriptedUpstreamProvider(format), priority: 1 }] }],
    });
    const request_ = { ...bodies[route], model: 'm-x', stream: true };
    const response = await request(app).post(route).set('authorization', `Bearer ${secret}`).send(request_);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('Overloaded');
    expect(response.text).toContain('You said');
    expect(logs.find((line) => line['msg'] === 'request')).toMatchObject({
      attempts: 2,
      upstreamAttempts: [{ deployment: 'broken/m-x', outcome: 'failed', reason: 'error_event' }, { deployment: expect.stringContaining('/m-x'), outcome: 'ok' }],
    });
    expect(await core.admin.ledger()).toEqual([expect.objectContaining({ status: 'ok' })]);

    const alone = await createTestGateway({ models: [{ id: 'm-x', deployments: [{ provider: createScriptedProvider('broken', [format], [{ status: 200, body: [failing] }]) }] }] });
    const failed = await request(alone.app).post(route).set('authorization', `Bearer ${alone.secret}`).send(request_);
    expect(failed.status).toBe(502);
    expect(JSON.stringify(failed.body)).toContain('sent an error before any content: Overloaded');
    // The stream's headers, set while its first content was awaited, are not on the error.
    expect(failed.headers['content-type']).toMatch(/^application\/json/);
    expect(failed.headers['x-accel-buffering']).toBeUndefined();
    expect(failed.headers['cache-control']).toBeUndefined();
    // Nothing was delivered and the upstream reported no usage: the attempt is on the ledger but costs nothing.
    expect(await alone.core.admin.ledger()).toEqual([expect.objectContaining({ status: 'upstream_error', inputTokens: 0, outputTokens: 0, cost: 0 })]);
  });

  it.each([
    [false, 0],
    [true, 1],
  ])('shows the usage-only chat chunk only to a client that asked for it (include_usage %s)', async (includeUsage, shown) => {
    const chunks = [
      'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"gpt-x","choices":[{"index":0,"delta":{"role":"assistant","content":"hi"},"finish_reason":null}]}\n\n',
      'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"gpt-x","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n',
      'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"gpt-x","choices":[],"usage":{"prompt_tokens":4,"completion_tokens":1,"total_tokens":5}}\n\n',
      'data: [DONE]\n\n',
    ];
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: 200, body: chunks }]);
    const { app, secret, core } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream }] }] });
    const body = { ...chatBody, stream: true, ...(includeUsage ? { stream_options: { include_usage: true } } : {}) };
    const response = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(body);
    expect(response.text.split('"choices":[]').length - 1).toBe(shown);
    expect(response.text).toContain('data: [DONE]');
    expect((await core.admin.ledger())[0]).toMatchObject({ inputTokens: 4, outputTokens: 1 });
  });
});
