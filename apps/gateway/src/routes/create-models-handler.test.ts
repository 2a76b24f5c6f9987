import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

describe('GET /v1/models', () => {
  it('lists the visible models in one body both SDKs and Claude Code read', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).get('/v1/models?limit=1000').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      object: 'list',
      data: [
        {
          id: 'demo-model',
          object: 'model',
          created: expect.any(Number),
          owned_by: 'modelgate',
          type: 'model',
          display_name: 'demo-model',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
      has_more: false,
      first_id: 'demo-model',
      last_id: 'demo-model',
    });
  });

  it('shows only the models the token may see', async () => {
    const other = createScriptedProvider('up', ['openai-chat'], [{ status: 200, body: '{}' }]);
    const { app, createToken } = await createTestGateway({ models: [{ id: 'gpt-x', deployments: [{ provider: other }] }] });
    const limited = await createToken({ visibleModelIds: ['gpt-x'] });
    const response = await request(app).get('/v1/models').set('authorization', `Bearer ${limited}`);
    expect(response.body.data.map((model: { id: string }) => model.id)).toEqual(['gpt-x']);
  });

  it("answers Codex's catalog shape for ?client_version=", async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).get('/v1/models?client_version=0.169.0').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(response.body.models).toHaveLength(1);
    // The fields Codex 0.169 requires, with values it accepts (an absent field or `apply_patch_tool_type: "function"`
    // makes it drop the whole catalog).
    expect(response.body.models[0]).toMatchObject({
      slug: 'demo-model',
      display_name: 'demo-model',
      base_instructions: expect.any(String),
      model_messages: null,
      apply_patch_tool_type: null,
      supported_reasoning_levels: expect.any(Array),
      shell_type: 'shell_command',
      visibility: 'list',
      supported_in_api: true,
      priority: 0,
      support_verbosity: false,
      truncation_policy: { mode: 'bytes', limit: expect.any(Number) },
      experimental_supported_tools: [],
    });
  });

  it('uses the Anthropic envelope for errors when anthropic-version is sent', async () => {
    const { app } = await createTestGateway();
    const response = await request(app).get('/v1/models').set('anthropic-version', '2023-06-01');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    expect(response.headers['request-id']).toBe(response.headers['x-request-id']);
  });
});

describe('GET /v1/models/{id}', () => {
  it('returns one visible model, including IDs with slashes', async () => {
    const upstream = createScriptedProvider('up', ['openai-chat'], [{ status: 200, body: '{}' }]);
    const { app, secret } = await createTestGateway({ models: [{ id: 'openai/gpt-x', deployments: [{ provider: upstream }] }] });
    const response = await request(app).get('/v1/models/openai/gpt-x').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'openai/gpt-x', object: 'model', type: 'model' });
  });

  it('404s an unknown model with model_not_found', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).get('/v1/models/nope').set('authorization', `Bearer ${secret}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('model_not_found');
  });
});
