import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Provider, ProviderResponse } from '../providers/provider.js';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { anthropicAnswer, chatAnswer } from '../testing-fixtures/scripted-answers.js';

// A passthrough lets go of the client's parsed body once its upstream body (the client's bytes) is built, so that a
// big body's tree dies young instead of being copied by every collection while the upstream works; an attempt that
// translates after it reads the bytes again.

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const body = {
  model: 'model-x',
  max_tokens: 100,
  messages: [
    { role: 'user', content: 'read the config' },
    { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: '/src/config.ts' } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'export const port = 8080;' }, { type: 'text', text: 'why is the port wrong?' }] },
  ],
};

/**
 * A Messages upstream that, while it works on a request, collects garbage and records whether the request's messages
 * (the client's parsed tree: a passthrough body shares it) could still be reached. It keeps no reference of its own.
 */
function createCollectingProvider(): Provider & { reachable: boolean[] } {
  const reachable: boolean[] = [];
  const answer = anthropicAnswer({ text: 'the port is read from PORT' });
  if ('throws' in answer) throw answer.throws;
  const { headers = {}, body: answerText } = answer;
  return {
    name: 'collecting',
    kind: 'scripted',
    formats: ['anthropic-messages'],
    reachable,
    send(upstreamRequest): Promise<ProviderResponse> {
      const messages = new WeakRef(upstreamRequest.body['messages'] as object);
      return new Promise((resolve) => {
        setTimeout(() => {
          collectGarbage();
          reachable.push(messages.deref() !== undefined);
          async function* answerBody(): AsyncIterable<Uint8Array> {
            yield Buffer.from(String(answerText));
          }
          resolve({ status: 200, headers, body: answerBody() });
        }, 5);
      });
    },
  };
}

describe('the client body of a passthrough', () => {
  it('can be collected while its upstream works, and the answer is unchanged', async () => {
    const provider = createCollectingProvider();
    const { app, secret } = await createTestGateway({ models: [{ id: 'model-x', deployments: [{ provider }] }] });
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(body);
    expect(response.status).toBe(200);
    expect(response.body.content).toEqual([{ type: 'text', text: 'the port is read from PORT' }]);
    expect(provider.reachable).toEqual([false]);
  });

  it('is read again from its bytes when a translating deployment is tried after it', async () => {
    const passthrough = createScriptedProvider('messages-up', ['anthropic-messages'], [{ status: 503, body: '{"type":"error","error":{"type":"overloaded_error","message":"busy"}}' }]);
    const translating = createScriptedProvider('chat-up', ['openai-chat'], [chatAnswer({ text: 'the port is read from PORT' })]);
    const { app, secret } = await createTestGateway({
      models: [{ id: 'model-x', deployments: [{ provider: passthrough, priority: 0 }, { provider: translating, priority: 1 }] }],
    });
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(body);
    expect(response.status).toBe(200);
    expect(response.body.content).toEqual([{ type: 'text', text: 'the port is read from PORT' }]);
    expect(passthrough.requests).toHaveLength(1);
    expect(translating.requests).toHaveLength(1);
    expect(translating.requests[0]?.body['messages']).toEqual([
      { role: 'user', content: 'read the config' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'toolu_1', type: 'function', function: { name: 'Read', arguments: '{"file_path":"/src/config.ts"}' } }] },
      { role: 'tool', tool_call_id: 'toolu_1', content: 'export const port = 8080;' },
      { role: 'user', content: 'why is the port wrong?' },
    ]);
  });
});
