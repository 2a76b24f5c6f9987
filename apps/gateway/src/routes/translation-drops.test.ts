import { readFileSync } from 'node:fs';
import Anthropic, { APIError } from '@anthropic-ai/sdk';
import type OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { DROPPED_FIELDS_HEADER } from '../http/dropped-fields-header.js';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';

// Issue 14, bug 6: translation is never silent. A field the upstream's format cannot carry is dropped and reported
// (x-modelgate-dropped-fields, the diagnostic record), or, with the model's drop_params: false, refused with a 400 in
// the client's format naming the field and the target; a field it can carry is mapped.

let served: ServedTestGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

const mcpServers = [{ type: 'url', url: 'https://mcp.example.com/sse', name: 'docs' }];
const withMcp = {
  model: 'model-x',
  max_tokens: 200,
  messages: [{ role: 'user' as const, content: 'say hi' }],
  mcp_servers: mcpServers,
} as unknown as Anthropic.MessageCreateParamsNonStreaming;

describe.each(['openai-chat', 'openai-responses'] as const)('an Anthropic request with mcp_servers, served by a %s upstream', (upstreamFormat) => {
  it('is answered, and the drop is reported in the header and the diagnostic record (not streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat });
    const { data, response } = await served.anthropic.messages.create(withMcp).withResponse();
    expect(data.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('You said') });
    expect(response.headers.get(DROPPED_FIELDS_HEADER)).toBe('/mcp_servers');
    expect(served.upstreamRequests[0]?.body).not.toHaveProperty('mcp_servers');
    expect(served.records()[0]).toMatchObject({ droppedFields: ['/mcp_servers'], translationWarnings: ['parameter_dropped'] });
  });

  it('is answered, and the drop is reported in the header (streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat });
    const stream = served.anthropic.messages.stream({ ...withMcp, stream: true } as unknown as Anthropic.MessageStreamParams);
    const { response } = await stream.withResponse();
    const message = await stream.finalMessage();
    expect(message.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('You said') });
    expect(response.headers.get(DROPPED_FIELDS_HEADER)).toBe('/mcp_servers');
  });

  it('is refused with a 400 naming the field and the target when the model has drop_params: false', async () => {
    served = await serveTestGateway({ upstreamFormat, dropParams: false });
    const error = await served.anthropic.messages.create(withMcp).then(() => undefined, (caught: unknown) => caught);
    if (!(error instanceof APIError)) throw new Error(`expected an API error, got ${String(error)}`);
    expect(error.status).toBe(400);
    expect(error.error).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    expect(error.message).toContain('`mcp_servers`');
    expect(error.message).toContain(upstreamFormat);
    expect(error.message).toContain('drop_params');
    expect(served.upstreamRequests).toHaveLength(0);
  });
});

describe('a model with drop_params: false and a later deployment of the client\'s format', () => {
  it('passes over the deployment whose translation would drop a field and answers from the one that carries it', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', laterUpstreamFormat: 'anthropic-messages', dropParams: false });
    const { data, response } = await served.anthropic.messages.create(withMcp).withResponse();
    expect(data.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('You said') });
    expect(response.headers.get(DROPPED_FIELDS_HEADER)).toBeNull();
    expect(served.upstreamRequests).toHaveLength(1);
    expect(served.upstreamRequests[0]).toMatchObject({ format: 'anthropic-messages', body: { mcp_servers: mcpServers } });
    expect(served.records()[0]).toMatchObject({
      status: 200,
      upstreamAttempts: [
        { outcome: 'failed', reason: 'dropped_fields' },
        { outcome: 'ok' },
      ],
    });
  });

  it('still refuses with the 400 when no later deployment carries the field', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', laterUpstreamFormat: 'openai-responses', dropParams: false });
    const error = await served.anthropic.messages.create(withMcp).then(() => undefined, (caught: unknown) => caught);
    if (!(error instanceof APIError)) throw new Error(`expected an API error, got ${String(error)}`);
    expect(error.status).toBe(400);
    expect(error.message).toContain('`mcp_servers`');
    expect(served.upstreamRequests).toHaveLength(0);
  });
});

describe('a translation that drops nothing', () => {
  it('sends no dropped-fields header, also with drop_params: false', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', dropParams: false });
    const { response } = await served.anthropic.messages.create({ model: 'model-x', max_tokens: 200, messages: [{ role: 'user', content: 'say hi' }] }).withResponse();
    expect(response.headers.get(DROPPED_FIELDS_HEADER)).toBeNull();
    expect(served.records()[0]).not.toHaveProperty('droppedFields');
  });

  it('maps what the target can carry: chat metadata, service tier and cache retention to a Responses upstream', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-responses' });
    const { response } = await served.openai.chat.completions
      .create({ model: 'model-x', messages: [{ role: 'user', content: 'say hi' }], metadata: { run: '7' }, service_tier: 'flex', prompt_cache_retention: '24h' })
      .withResponse();
    expect(response.headers.get(DROPPED_FIELDS_HEADER)).toBeNull();
    expect(served.upstreamRequests[0]?.body).toMatchObject({ metadata: { run: '7' }, service_tier: 'flex', prompt_cache_retention: '24h' });
  });

  it('keeps the instructions of a Responses request without input, served by a chat upstream', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat' });
    const response = await served.openai.responses.create({ model: 'model-x', instructions: 'say hi' });
    expect(response.status).toBe('completed');
    expect(served.upstreamRequests[0]?.body).toMatchObject({ messages: [{ role: 'system', content: 'say hi' }] });
  });
});

// Claude Code sends context_management and Codex client_metadata: no other format carries them, but their loss leaves
// the answer as it is, so a model with drop_params: false still serves these agents cross-format and reports the drop.
describe.each(['openai-chat', 'openai-responses'] as const)("Claude Code's real body, served by a %s upstream with drop_params: false", (upstreamFormat) => {
  it('is answered, and context_management is reported as dropped', async () => {
    served = await serveTestGateway({ upstreamFormat, dropParams: false });
    const body = { ...fixture('claude-code-request.json'), model: 'model-x' } as unknown as Anthropic.MessageStreamParams;
    const stream = served.anthropic.messages.stream(body);
    const { response } = await stream.withResponse();
    expect((await stream.finalMessage()).type).toBe('message');
    expect(response.headers.get(DROPPED_FIELDS_HEADER)?.split(',')).toContain('/context_management');
    expect(served.upstreamRequests[0]?.body).not.toHaveProperty('context_management');
  });
});

// thinking.display chooses how much of the reasoning comes back (a summary, or none): a Responses upstream carries it
// (reasoning.summary), a chat upstream has no such choice; the answer's text is the same, so it is never refused.
describe('an Anthropic request with thinking.display, served by a chat upstream with drop_params: false', () => {
  it('is answered, and thinking.display is reported as dropped', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', dropParams: false });
    const thinking = { type: 'adaptive', display: 'summarized' };
    const body = { model: 'model-x', max_tokens: 200, messages: [{ role: 'user', content: 'say hi' }], thinking } as unknown as Anthropic.MessageCreateParamsNonStreaming;
    const { data, response } = await served.anthropic.messages.create(body).withResponse();
    expect(data.content.find((block) => block.type === 'text')).toMatchObject({ text: expect.stringContaining('You said') });
    expect(response.headers.get(DROPPED_FIELDS_HEADER)).toBe('/thinking/display');
    expect(served.records()[0]).toMatchObject({ droppedFields: ['/thinking/display'] });
  });
});

describe.each(['openai-chat', 'anthropic-messages'] as const)("Codex's real body, served by a %s upstream with drop_params: false", (upstreamFormat) => {
  it('is answered, and client_metadata is reported as dropped', async () => {
    served = await serveTestGateway({ upstreamFormat, dropParams: false });
    // Without its hosted web_search tool, which only a Responses upstream runs: losing that changes the answer.
    const codex = fixture('codex-request.json');
    const tools = (codex['tools'] as { type: string }[]).filter((tool) => tool.type !== 'web_search');
    const body = { ...codex, tools, model: 'model-x', stream: false } as unknown as OpenAI.Responses.ResponseCreateParamsNonStreaming;
    const { data, response } = await served.openai.responses.create(body).withResponse();
    expect(data.status).toBe('completed');
    expect(response.headers.get(DROPPED_FIELDS_HEADER)?.split(',')).toContain('/client_metadata');
    expect(served.upstreamRequests[0]?.body).not.toHaveProperty('client_metadata');
  });
});

describe("Codex's real body with its hosted web_search tool, served by a chat upstream with drop_params: false", () => {
  it('is refused naming the tool, whose loss changes the answer', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', dropParams: false });
    const body = { ...fixture('codex-request.json'), model: 'model-x', stream: false } as unknown as OpenAI.Responses.ResponseCreateParamsNonStreaming;
    const error = await served.openai.responses.create(body).then(() => undefined, (caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400 });
    expect(String((error as Error).message)).toContain('`tools');
    expect(String((error as Error).message)).not.toContain('client_metadata');
    expect(served.upstreamRequests).toHaveLength(0);
  });
});
