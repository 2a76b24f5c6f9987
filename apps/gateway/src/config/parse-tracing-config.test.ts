import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.js';
import { DEFAULT_CONFIG_DOCUMENT } from './default-config-document.js';
import { parseConfig } from './parse-config.js';

function tracingOf(tracing: unknown, env: Record<string, string> = {}): ReturnType<typeof parseConfig>['tracing'] {
  return parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', tracing }, env, 'modelgate.yaml').tracing;
}

function problemsOf(tracing: unknown, env: Record<string, string> = {}): string[] {
  try {
    tracingOf(tracing, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('tracing:', () => {
  it('is off without the section, even when the OTEL variables are set', () => {
    expect(tracingOf(undefined, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBeUndefined();
  });

  it('reads endpoint, headers, service name and sample ratio; the collector root gets /v1/traces', () => {
    expect(tracingOf({ endpoint: 'http://collector:4318/', headers: { 'x-honeycomb-team': 'k' }, service_name: 'gw-eu', sample_ratio: 0.25 })).toEqual({
      url: 'http://collector:4318/v1/traces',
      protocol: 'http/protobuf',
      headers: { 'x-honeycomb-team': 'k' },
      serviceName: 'gw-eu',
      sampleRatio: 0.25,
    });
    expect(tracingOf({ endpoint: 'https://otlp.example.com/otlp/v1/traces' })?.url).toBe('https://otlp.example.com/otlp/v1/traces');
  });

  it('falls back to the standard OTEL variables for what the section leaves out', () => {
    expect(
      tracingOf({}, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_HEADERS: 'api-key=a%2Cb, x-team = t', OTEL_SERVICE_NAME: 'from-env' }),
    ).toEqual({
      url: 'http://collector:4318/v1/traces',
      protocol: 'http/protobuf',
      headers: { 'api-key': 'a,b', 'x-team': 't' },
      serviceName: 'from-env',
      sampleRatio: 1,
    });
    expect(tracingOf({}, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/custom', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://other:4318' })?.url).toBe(
      'http://collector:4318/custom',
    );
  });

  it('sends protobuf bodies unless tracing.protocol or OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL says http/json', () => {
    const endpoint = 'http://collector:4318';
    expect(tracingOf({ endpoint })?.protocol).toBe('http/protobuf');
    expect(tracingOf({ endpoint, protocol: 'http/json' })?.protocol).toBe('http/json');
    expect(tracingOf({ endpoint }, { OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })?.protocol).toBe('http/json');
    expect(tracingOf({ endpoint, protocol: 'http/protobuf' })?.protocol).toBe('http/protobuf');
    expect(tracingOf({ endpoint }, { OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })?.protocol).toBe('http/protobuf');
    expect(tracingOf({ endpoint, protocol: 'http/json' }, { OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' })?.protocol).toBe('http/json');
  });

  it('is off when OTEL_SDK_DISABLED is true', () => {
    expect(tracingOf({ endpoint: 'http://collector:4318' }, { OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
  });

  it.each([
    [{}, 'tracing.endpoint: is required'],
    [{ endpoint: 'collector:4318' }, 'tracing.endpoint: must be an http:// or https:// URL'],
    [{ endpoint: 'http://collector:4318', sample_ratio: 2 }, 'tracing.sample_ratio: must be between 0 and 1'],
    [{ endpoint: 'http://collector:4318', sample_ratio: -1 }, 'tracing.sample_ratio: must be a number of at least 0'],
    [{ endpoint: 'http://collector:4318', sampler: 'always' }, 'tracing.sampler: unknown setting'],
    [{ endpoint: 'http://collector:4318', protocol: 'json' }, 'tracing.protocol: must be http/protobuf or http/json, not "json"'],
    [{ endpoint: 'http://collector:4318', protocol: 'grpc' }, 'tracing.protocol: must be http/protobuf or http/json, not "grpc" (OTLP over gRPC is not offered'],
  ])('refuses %j', (tracing, problem) => {
    expect(problemsOf(tracing).join('\n')).toContain(problem);
  });

  it('refuses an OTEL_EXPORTER_OTLP_PROTOCOL it does not offer', () => {
    expect(problemsOf({ endpoint: 'http://collector:4318' }, { OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }).join('\n')).toContain('OTEL_EXPORTER_OTLP_PROTOCOL: must be http/protobuf or http/json, not "grpc"');
  });

  it('refuses malformed OTEL_EXPORTER_OTLP_HEADERS', () => {
    expect(problemsOf({ endpoint: 'http://collector:4318' }, { OTEL_EXPORTER_OTLP_HEADERS: 'just-a-value' }).join('\n')).toContain('OTEL_EXPORTER_OTLP_HEADERS: expected name=value pairs');
  });
});
