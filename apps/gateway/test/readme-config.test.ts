import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/parse-config.js';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Using the gateway'), readme.indexOf('## Layout'));

describe('README "Using the gateway"', () => {
  it('shows a configuration file that the gateway accepts', () => {
    const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
    expect(yaml).toBeDefined();
    const env = { MODELGATE_ADMIN_TOKEN: 'a-long-admin-token-123', OPENAI_API_KEY: 'sk-1', ANTHROPIC_API_KEY: 'sk-ant-1' };
    const config = parseConfig(parseDocument(yaml ?? '').toJS() as unknown, env, 'README');
    expect(config.models.map((model) => model.id)).toEqual(['gpt-4o', 'claude-sonnet']);
    expect(Object.keys(config.providers)).toEqual(['openai', 'anthropic', 'local']);
    expect(config.models[0]?.deployments[0]?.health).toEqual({ failureThreshold: 5, errorRate: 0.5, errorRateWindowMs: 60_000, errorRateMinRequests: 20, openMs: 30_000, rateLimitCooldownMs: 5000, maxRetryAfterMs: 300_000, checkIntervalMs: 0, checkTimeoutMs: 5000 });
    expect(config.metrics).toEqual({ token: undefined, listen: { host: '127.0.0.1', port: 9464 } });
  });

  it('has a curl example for each of the four operations', () => {
    for (const path of ['/v1/models', '/v1/chat/completions', '/v1/responses', '/v1/messages']) {
      expect(section).toContain(`curl -s $MODELGATE_URL${path} `);
    }
  });
});
