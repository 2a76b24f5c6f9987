import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const chat = (model: string): string =>
  `{\n  "id": "chatcmpl-1",\n  "object": "chat.completion",\n  "created": 1,\n  "model": ${model},\n  "x_vendor": {"model": "kept-as-is"},\n` +
  `  "choices": [{"index": 0, "message": {"role": "assistant", "content": "say \\"model\\": \\"up-1\\""}, "finish_reason": "stop"}],\n` +
  `  "usage": {"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5}\n}\n`;

async function answerFor(upstreamBody: string): Promise<request.Response> {
  const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: 200, body: upstreamBody }]);
  const { app, secret } = await createTestGateway({ models: [{ id: 'team/chat', deployments: [{ provider: upstream, upstreamModel: 'up-1' }] }] });
  return request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'team/chat', messages: [{ role: 'user', content: 'hi' }] });
}

describe('a passed-through JSON answer', () => {
  it('keeps the upstream bytes (order, spacing, unknown fields, content) and renames only the model', async () => {
    const response = await answerFor(chat('"up-1"'));
    expect(response.status).toBe(200);
    expect(response.text).toBe(chat('"team/chat"'));
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(chat('"team/chat"'))));
  });

  it('renames a dated model name the upstream answers with', async () => {
    const response = await answerFor(chat('"up-1-2026-01-01"'));
    expect(response.body.model).toBe('team/chat');
    expect(response.body.x_vendor).toEqual({ model: 'kept-as-is' });
  });

  it.each([
    ['spelled with escapes', '"up\\u002d1"'],
    ['not a string', '42'],
  ])('rebuilds the answer with the client model when the upstream model is %s', async (_name, model) => {
    const response = await answerFor(chat(model));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ model: 'team/chat', x_vendor: { model: 'kept-as-is' }, usage: { total_tokens: 5 } });
  });
});
