import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.js';
import { DEFAULT_CONFIG_DOCUMENT } from './default-config-document.js';
import { parseConfig } from './parse-config.js';

const valid = {
  server: { port: 9000, admin_token: '${ADMIN}', stream_keep_alive_seconds: 5, quota_retry_after_seconds: 600, admission_lease_ms: 0, shutdown_grace_s: 25, body_timeout_ms: 5000, reservation_ttl_ms: 60000, instance_dead_after_ms: 10000 },
  store: 'postgres://127.0.0.1/test',
  redis: 'redis://127.0.0.1:6379',
  providers: {
    openai: { kind: 'openai-chat', base_url: 'https://api.openai.com/v1', api_key: '${OPENAI_API_KEY}', timeouts: { connect_ms: 500 } },
  },
  models: [{ id: 'gpt-4o', deployments: [{ provider: 'openai', model: 'gpt-4o-2024-08-06', weight: 2 }], pricing: { input: 2.5, cached_input: '1.25', output: 10 }, max_output_tokens: 64000 }],
};

describe('parseConfig', () => {
  it('reads a full configuration with env interpolation and credit prices', () => {
    const config = parseConfig(valid, { ADMIN: 'a'.repeat(20), OPENAI_API_KEY: 'sk-x' }, 'modelgate.yaml');
    expect(config.server).toMatchObject({ port: 9000, host: '127.0.0.1', adminToken: 'a'.repeat(20), allowXApiKey: false, streamKeepAliveMs: 5000, quotaRetryAfterSeconds: 600, admissionLeaseMs: 0, shutdownGraceMs: 25_000, bodyTimeoutMs: 5000, headersTimeoutMs: 10_000, maxPendingBodiesPerToken: 16, reservationTtlMs: 60_000, instanceDeadAfterMs: 10_000 });
    expect(config.store).toEqual({ kind: 'postgres', url: 'postgres://127.0.0.1/test', schema: undefined });
    expect(config.providers['openai']).toMatchObject({ kind: 'openai-chat', apiKey: 'sk-x', timeouts: { connectMs: 500, firstByteMs: 300_000 } });
    expect(config.models[0]).toMatchObject({
      id: 'gpt-4o',
      deployments: [{ provider: 'openai', model: 'gpt-4o-2024-08-06', priority: 0, weight: 2 }],
      pricing: { inputPerMillion: 2_500_000, cachedInputPerMillion: 1_250_000, outputPerMillion: 10_000_000 },
      defaultMaxOutputTokens: 4096,
      dropParams: true,
      maxOutputTokens: 64000,
    });
  });

  it('reads the PostgreSQL schema and pool size from the store URL, and refuses a pool size that is not 1 to 1000', () => {
    const env = { ADMIN: 'a'.repeat(20), OPENAI_API_KEY: 'sk-x' };
    const config = parseConfig({ ...valid, store: 'postgres://127.0.0.1/test?schema=mg&pool_size=25&sslmode=disable' }, env, 'modelgate.yaml');
    expect(config.store).toEqual({ kind: 'postgres', url: 'postgres://127.0.0.1/test?sslmode=disable', schema: 'mg', poolSize: 25 });
    for (const size of ['0', '1001', 'many', '2.5']) {
      expect(() => parseConfig({ ...valid, store: `postgres://127.0.0.1/test?pool_size=${size}` }, env, 'modelgate.yaml')).toThrow(/pool_size .* must be a whole number from 1 to 1000/);
    }
  });

  it('reads a model\'s drop_params, and refuses a value that is not a boolean', () => {
    const strict = { ...valid, models: [{ ...valid.models[0], drop_params: false }] };
    expect(parseConfig(strict, { ADMIN: 'a'.repeat(20), OPENAI_API_KEY: 'sk-x' }, 'modelgate.yaml').models[0]?.dropParams).toBe(false);
    const wrong = { ...valid, models: [{ ...valid.models[0], drop_params: 'sometimes' }] };
    expect(() => parseConfig(wrong, { ADMIN: 'a'.repeat(20), OPENAI_API_KEY: 'sk-x' }, 'modelgate.yaml')).toThrow(ConfigError);
  });

  it('defaults to SQLite and the demo provider', () => {
    const config = parseConfig(DEFAULT_CONFIG_DOCUMENT, {}, 'defaults');
    expect(config.store).toEqual({ kind: 'sqlite', path: './data/modelgate.db' });
    expect(config.providers['demo']?.kind).toBe('demo');
    expect(config.models.map((model) => model.id)).toEqual(['modelgate-demo']);
    expect(config.server.adminToken).toBeUndefined();
    expect(config.server.shutdownGraceMs).toBe(8000);
  });

  it('reports every problem with its path at once', () => {
    const broken = {
      server: { port: 'eighty', colour: 'blue' },
      store: 'mysql://x',
      providers: { up: { kind: 'openai-chatt', base_url: 'api.openai.com' } },
      models: [{ id: 'm', deployments: [{ provider: 'nope' }], pricing: { input: 'cheap' } }],
    };
    let error: unknown;
    try {
      parseConfig(broken, {}, 'modelgate.yaml');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('server.port: must be a whole number'),
        expect.stringContaining('server.colour: unknown setting'),
        expect.stringContaining('store: "mysql://x" is neither'),
        expect.stringContaining('providers.up.kind: "openai-chatt" is not one of'),
        expect.stringContaining('providers.up.base_url: must start with http'),
        expect.stringContaining('models[0].deployments[0].provider: "nope" is not defined under providers (defined: up)'),
        expect.stringContaining('models[0].pricing.input: must be credits per million tokens'),
      ]),
    );
    expect((error as ConfigError).message).toContain('modelgate.yaml is not a valid ModelGate configuration');
  });

  it("reads a deployment's health settings, each key defaulting on its own, and reports wrong ones", () => {
    const withHealth = { ...valid, models: [{ ...valid.models[0], deployments: [{ provider: 'openai', health: { failure_threshold: 3, open_ms: 10_000 } }] }] };
    const config = parseConfig(withHealth, { ADMIN: 'a'.repeat(20), OPENAI_API_KEY: 'sk-x' }, 'modelgate.yaml');
    expect(config.models[0]?.deployments[0]?.health).toEqual({ failureThreshold: 3, errorRate: 0.5, errorRateWindowMs: 60_000, errorRateMinRequests: 20, openMs: 10_000, rateLimitCooldownMs: 5000, maxRetryAfterMs: 300_000, checkIntervalMs: 0, checkTimeoutMs: 5000 });

    const broken = { ...valid, models: [{ ...valid.models[0], deployments: [{ provider: 'openai', health: { error_rate: 2, open_ms: -1, cooldown: 5, check_interval_ms: 50 } }] }] };
    expect(() => parseConfig(broken, { ADMIN: 'a'.repeat(20), OPENAI_API_KEY: 'sk-x' }, 'modelgate.yaml')).toThrow(ConfigError);
    try {
      parseConfig(broken, { ADMIN: 'a'.repeat(20), OPENAI_API_KEY: 'sk-x' }, 'modelgate.yaml');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringContaining('models[0].deployments[0].health.cooldown: unknown setting'),
        expect.stringContaining('models[0].deployments[0].health.error_rate: must be a share between 0 and 1'),
        expect.stringContaining('models[0].deployments[0].health.check_interval_ms: must be 0 (no active check) or at least 1000, not 50'),
        expect.stringContaining('models[0].deployments[0].health.open_ms: must be a whole number of at least 1'),
      ]);
    }
  });

  it('turns CORS on only with allowed origins, with the SDK headers by default', () => {
    expect(parseConfig(DEFAULT_CONFIG_DOCUMENT, {}, 'defaults').server.cors).toBeUndefined();
    const on = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, server: { cors: { allowed_origins: ['https://app.example.com'] } } }, {}, 'test').server.cors;
    expect(on).toMatchObject({ allowedOrigins: ['https://app.example.com'], allowedMethods: ['GET', 'POST'], maxAgeSeconds: 600 });
    expect(on?.allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'x-api-key', 'anthropic-version', 'x-stainless-*']));
    const fromEnv = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, server: { cors: { allowed_origins: '${ORIGINS}' } } }, { ORIGINS: 'https://a.example, https://b.example' }, 'test');
    expect(fromEnv.server.cors?.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(() => parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, server: { cors: { allowed_origins: ['app.example.com/x'], allowed_methods: ['FETCH'] } } }, {}, 'test')).toThrow(
      /server\.cors\.allowed_origins: "app\.example\.com\/x" must be an origin[\s\S]*server\.cors\.allowed_methods: "FETCH" is not one of/,
    );
    expect(() => parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, server: { cors: { max_age_s: 60 } } }, {}, 'test')).toThrow(/server\.cors\.allowed_origins: is required to turn CORS on/);
  });

  it('names an unset environment variable', () => {
    expect(() => parseConfig(valid, {}, 'modelgate.yaml')).toThrow(/server\.admin_token: the environment variable ADMIN is not set/);
  });
});
