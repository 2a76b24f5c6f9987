import { describe, expect, it } from 'vitest';
import { createClaudeCodeRouterConfig } from './create-claude-code-router-config.js';

describe('createClaudeCodeRouterConfig', () => {
  it("listens on loopback with a key, logs nothing, and routes to the chat mock's full chat completions URL", () => {
    const config = createClaudeCodeRouterConfig({ port: 4321, apiKey: 'peer-key', chatMockOrigin: 'http://127.0.0.1:9000' });
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 4321, APIKEY: 'peer-key', LOG: false });
    expect(config.Providers).toEqual([
      { name: 'mock', api_base_url: 'http://127.0.0.1:9000/v1/chat/completions', api_key: 'bench-upstream-key', models: ['bench-instant', 'bench-paced', 'bench-slow'] },
    ]);
    expect(config.Router).toEqual({ default: 'mock,bench-instant' });
  });
});
