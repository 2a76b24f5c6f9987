import Anthropic, { APIError } from '@anthropic-ai/sdk';
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
