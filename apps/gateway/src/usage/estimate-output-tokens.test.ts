import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const TEXT = 'The gateway settles every request from the usage its upstream reports, and counts the output itself when none is reported. '.repeat(20);
const ARGUMENTS = '{"path":"/src/index.ts","content":"export const answer = 42;"}';

describe('a non-streamed answer whose upstream reports no usage', () => {
  it('bills its generated text and tool arguments as estimated output, within 10% of the tokenizer', async () => {
    const upstream = createScriptedProvider('local', ['openai-chat'], [
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: 'c1', object: 'chat.completion', created: 1, model: 'llama',
          choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: TEXT, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'write', arguments: ARGUMENTS } }] } }],
        }),
      },
    ]);
    const { app, secret, core, logs } = await createTestGateway({ models: [{ id: 'local-model', deployments: [{ provider: upstream }] }] });
    for (const path of ['/v1/chat/completions', '/v1/messages']) {
      const body = path === '/v1/messages' ? { model: 'local-model', max_tokens: 2000, messages: [{ role: 'user', content: 'go' }] } : { model: 'local-model', messages: [{ role: 'user', content: 'go' }] };
      const response = await request(app).post(path).set('authorization', `Bearer ${secret}`).send(body);
      expect(response.status).toBe(200);
    }
    const truth = countTokens(TEXT) + countTokens('write') + countTokens(ARGUMENTS);
    const entries = await core.admin.ledger();
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.outputTokens).toBeGreaterThanOrEqual(truth * 0.9);
      expect(entry.outputTokens).toBeLessThanOrEqual(truth * 1.1);
      expect(entry.estimated).toBe('input_and_output');
    }
    for (const record of logs.filter((line) => line['msg'] === 'request')) expect(record['tokens']).toMatchObject({ estimated: true });
  });
});
