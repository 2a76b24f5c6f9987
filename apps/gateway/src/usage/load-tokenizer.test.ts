import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { isTokenizerLoaded } from './load-tokenizer.js';

const answer = (usage: boolean): string => JSON.stringify({
  id: 'c1', object: 'chat.completion', created: 1, model: 'upstream-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Hello there.' } }],
  ...(usage ? { usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 } } : {}),
});

describe('the o200k tokenizer', () => {
  it('is not loaded while upstreams report their usage, and is loaded for the first answer without it', async () => {
    const upstream = createScriptedProvider('local', ['openai-chat'], [
      { status: 200, headers: { 'content-type': 'application/json' }, body: answer(true) },
      { status: 200, headers: { 'content-type': 'application/json' }, body: answer(false) },
    ]);
    const { app, secret, core } = await createTestGateway({ models: [{ id: 'local-model', deployments: [{ provider: upstream }] }] });
    const send = () => request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`)
      .send({ model: 'local-model', messages: [{ role: 'user', content: 'a long enough question to be admitted with an estimate' }] });

    expect((await send()).status).toBe(200);
    expect(isTokenizerLoaded()).toBe(false);

    expect((await send()).status).toBe(200);
    expect(isTokenizerLoaded()).toBe(true);
    const entries = await core.admin.ledger();
    expect(entries.map((entry) => entry.outputTokens).sort()).toEqual([3, 3]);
  });
});
