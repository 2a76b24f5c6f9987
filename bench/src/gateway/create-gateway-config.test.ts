import { parseConfig } from '@modelgate/gateway';
import { describe, expect, it } from 'vitest';
import { createGatewayConfig, mapGatewayModelId } from './create-gateway-config.js';
import { createGatewayTargets } from './create-gateway-targets.js';

const mockOrigins = { 'openai-chat': 'http://127.0.0.1:1001', 'anthropic-messages': 'http://127.0.0.1:1002', 'openai-responses': 'http://127.0.0.1:1003' };

describe('createGatewayConfig', () => {
  it('is a config the gateway accepts, with one model per upstream and profile', () => {
    const document = createGatewayConfig({ port: 9999, store: 'sqlite:/tmp/bench.db', mockOrigins, upstreamConnections: 4096 });
    const config = parseConfig(document, {}, 'bench');
    expect(config.models.map((model) => model.id)).toContain(mapGatewayModelId('anthropic-messages', 'slow'));
    expect(config.models).toHaveLength(9);
    expect(config.providers['mock-messages']).toMatchObject({ kind: 'anthropic-messages', baseUrl: 'http://127.0.0.1:1002', connections: 4096 });
    expect(config.providers['mock-chat']?.baseUrl).toBe('http://127.0.0.1:1001/v1');
    expect(config.store).toEqual({ kind: 'sqlite', path: '/tmp/bench.db' });
  });

  it('turns tracing on when given a collector', () => {
    const document = createGatewayConfig({ port: 9999, store: 'memory', mockOrigins, upstreamConnections: 1, tracingEndpoint: 'http://127.0.0.1:4318' });
    expect(parseConfig(document, {}, 'bench').tracing).toEqual({ url: 'http://127.0.0.1:4318/v1/traces', protocol: 'http/protobuf', headers: {}, serviceName: 'modelgate-bench', sampleRatio: 1 });
    expect(parseConfig(createGatewayConfig({ port: 9999, store: 'memory', mockOrigins, upstreamConnections: 1 }), {}, 'bench').tracing).toBeUndefined();
  });

  it('traces the share of requests asked for', () => {
    const document = createGatewayConfig({ port: 9999, store: 'memory', mockOrigins, upstreamConnections: 1, tracingEndpoint: 'http://127.0.0.1:4318', tracingSampleRatio: 0.1 });
    expect(parseConfig(document, {}, 'bench').tracing?.sampleRatio).toBe(0.1);
  });

  it('can ask for the in-memory store', () => {
    const document = createGatewayConfig({ port: 9999, store: 'memory', mockOrigins, upstreamConnections: 1 });
    expect(parseConfig(document, {}, 'bench').store).toEqual({ kind: 'memory' });
  });

  it('can ask for PostgreSQL in a schema of its own, with Redis', () => {
    const document = createGatewayConfig({
      port: 9999, store: 'postgres://127.0.0.1:5432/test?schema=mg_bench_1', redis: 'redis://127.0.0.1:6379', mockOrigins, upstreamConnections: 1,
    });
    const config = parseConfig(document, {}, 'bench');
    expect(config.store).toMatchObject({ kind: 'postgres', schema: 'mg_bench_1' });
    expect(config.redis).toBe('redis://127.0.0.1:6379');
  });
});

describe('createGatewayTargets', () => {
  const endpoint = { origin: 'http://127.0.0.1:9999', pid: 1, token: 'mg-test', mockPids: { 'openai-chat': 2, 'anthropic-messages': 3, 'openai-responses': 4 } };

  it("has three passthrough rows and issue 7's three translations", () => {
    const targets = createGatewayTargets(endpoint, false);
    expect(targets.map((target) => `${target.kind} ${target.id}`)).toEqual([
      // The passthrough rows follow FORMAT_IDS, the registry's order.
      'gateway-passthrough gateway chat→chat',
      'gateway-passthrough gateway responses→responses',
      'gateway-passthrough gateway messages→messages',
      'gateway-translate gateway chat→messages',
      'gateway-translate gateway messages→chat',
      'gateway-translate gateway responses→chat',
    ]);
    expect(targets[3]?.modelFor('paced')).toBe('bench-messages-paced');
    expect(targets[3]?.upstreamPid).toBe(3);
  });

  it('has all six translations on request', () => {
    expect(createGatewayTargets(endpoint, true).filter((target) => target.kind === 'gateway-translate')).toHaveLength(6);
  });
});
