import { readFileSync } from 'node:fs';
import { createMessagesStreamDecoder } from '@modelgate/anthropic-messages';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { FormatId } from '@modelgate/ir';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { startScriptedUpstreamProvider } from '../testing-fixtures/start-scripted-upstream-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

// Bodies shaped like the captures in PROTOCOLS.md §1.3–1.4 (Claude Code) and §2.2–2.3 (Codex), sent to every kind of
// upstream: the gateway must accept them, pass them through or translate them, and stream back in the client's format.

const claudeCode = JSON.parse(readFileSync(new URL('./__fixtures__/claude-code-request.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const codex = JSON.parse(readFileSync(new URL('./__fixtures__/codex-request.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const KINDS: FormatId[] = ['anthropic-messages', 'openai-chat', 'openai-responses'];

describe.each(KINDS)('real client bodies against a %s upstream', (kind) => {
  it('serves a Claude Code tool-result turn on /v1/messages?beta=true', async () => {
    const upstream = startScriptedUpstreamProvider(kind);
    const { app, secret } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: upstream }] }] });
    const response = await request(app)
      .post('/v1/messages?beta=true')
      .set('authorization', `Bearer ${secret}`)
      .set('anthropic-version', '2023-06-01')
      .set('anthropic-beta', 'claude-code-20250219,interleaved-thinking-2025-05-14')
      .send(claudeCode);
    expect(response.status).toBe(200);
    expect(response.text).toContain('event: message_start');
    const events = createMessagesStreamDecoder().push(response.text);
    const text = events.map((item) => (item.type === 'event' && item.event.type === 'content_block_delta' && item.event.delta.type === 'text_delta' ? item.event.delta.text : '')).join('');
    expect(text).toBe('The tool returned: hello-from-tool');
    expect(events.at(-1)).toMatchObject({ type: 'event', event: { type: 'message_stop' } });
  });

  it('serves a Codex turn with custom, namespace and hosted tools on /v1/responses', async () => {
    const upstream = startScriptedUpstreamProvider(kind);
    const { app, secret, logs } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: upstream }] }] });
    const response = await request(app).post('/v1/responses').set('authorization', `Bearer ${secret}`).set('user-agent', 'codex_exec/0.169.0 (Debian 12.0.0; x86_64)').set('x-client-request-id', 'c-42').send(codex);
    expect(response.status).toBe(200);
    expect(response.text).toContain('The tool returned: Process exited with code 0');
    expect(response.text).toMatch(/"type":"response\.completed","sequence_number":\d+,"response":\{"id":"resp_/);
    const record = logs.find((line) => line['msg'] === 'request');
    expect(record).toMatchObject({ client: 'codex_exec/0.169.0', clientRequestId: 'c-42', status: 200 });
    // Passed through to a Responses upstream; translated elsewhere, where the hosted web_search tool is dropped.
    expect(record?.['translationWarnings']).toEqual(kind === 'openai-responses' ? undefined : expect.arrayContaining(['tool_dropped']));
  });
});

describe('count_tokens as Claude Code sends it', () => {
  it('counts a placeholder message with tools', async () => {
    const { app, secret } = await createTestGateway({ models: [{ id: 'claude-x', deployments: [{ provider: createScriptedProvider('unused', ['anthropic-messages'], []) }] }] });
    const response = await request(app)
      .post('/v1/messages/count_tokens?beta=true')
      .set('authorization', `Bearer ${secret}`)
      .set('anthropic-beta', 'token-counting-2024-11-01')
      .send({ model: 'claude-x', messages: [{ role: 'user', content: 'foo' }], tools: claudeCode['tools'] });
    expect(response.status).toBe(200);
    expect(response.body.input_tokens).toBeGreaterThan(10);
  });
});
