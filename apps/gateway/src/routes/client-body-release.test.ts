import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FormatId } from '@modelgate/ir';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Provider, ProviderResponse } from '../providers/provider.js';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { anthropicAnswer, chatAnswer } from '../testing-fixtures/scripted-answers.js';

// An attempt lets go of the client's parsed body once its upstream body (the client's bytes, or their translation) is
// built, so that a big body's tree dies young instead of being copied by every collection while the upstream works;
// an attempt after it reads the bytes again. A translated answer reads only what it needs of the request, read then.

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

const toolsBody = {
  ...body,
  tools: [{ name: 'Read', description: 'Reads a file.', input_schema: { type: 'object', properties: { file_path: { type: 'string' } }, required: ['file_path'] } }],
};

/** The part of the client's parsed tree an upstream body of `format` shares with it (a translation keeps tool schemas). */
const SHARED_WITH_CLIENT: Partial<Record<FormatId, (upstreamBody: Record<string, unknown>) => object>> = {
  'anthropic-messages': (upstreamBody) => upstreamBody['messages'] as object,
  'openai-chat': (upstreamBody) => (upstreamBody['tools'] as { function: { parameters: { properties: object } } }[])[0]?.function.parameters.properties as object,
};

/**
 * An upstream of `format` that, while it works on a request, collects garbage and records whether the part of the
 * client's parsed tree its body shares (SHARED_WITH_CLIENT) could still be reached. It keeps no reference of its own.
 */
function createCollectingProvider(format: 'anthropic-messages' | 'openai-chat' = 'anthropic-messages'): Provider & { reachable: boolean[] } {
  const reachable: boolean[] = [];
  const answer = format === 'openai-chat' ? chatAnswer({ text: 'the port is read from PORT' }) : anthropicAnswer({ text: 'the port is read from PORT' });
  if ('throws' in answer) throw answer.throws;
  const { headers = {}, body: answerText } = answer;
  const shared = SHARED_WITH_CLIENT[format] as (upstreamBody: Record<string, unknown>) => object;
  return {
    name: 'collecting',
    kind: 'scripted',
    formats: [format],
    reachable,
    send(upstreamRequest): Promise<ProviderResponse> {
      const messages = new WeakRef(shared(upstreamRequest.body));
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

describe('the client body', () => {
  it('of a passthrough can be collected while its upstream works, and the answer is unchanged', async () => {
    const provider = createCollectingProvider();
    const { app, secret } = await createTestGateway({ models: [{ id: 'model-x', deployments: [{ provider }] }] });
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(body);
    expect(response.status).toBe(200);
    expect(response.body.content).toEqual([{ type: 'text', text: 'the port is read from PORT' }]);
    expect(provider.reachable).toEqual([false]);
  });

  it('of a translation can be collected while its upstream works too, and the answer is unchanged', async () => {
    const provider = createCollectingProvider('openai-chat');
    const { app, secret } = await createTestGateway({ models: [{ id: 'model-x', deployments: [{ provider }] }] });
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send(toolsBody);
    expect(response.status).toBe(200);
    expect(response.body.content).toEqual([{ type: 'text', text: 'the port is read from PORT' }]);
    expect(provider.reachable).toEqual([false]);
  });

  it('is read again from its bytes when a translating deployment is tried after a passthrough', async () => {
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
