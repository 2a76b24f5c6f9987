import { BENCH_FORMAT_IDS, BENCH_FORMATS } from '../formats/bench-formats.js';
import type { FormatId } from '@modelgate/ir';
import { mapProfileToUpstreamModel, MOCK_PROFILE_NAMES, type MockProfileName } from '../mock/mock-profile.js';

/** The gateway model that reaches `upstream`'s mock with `profile`, e.g. `bench-messages-paced`. */
export function mapGatewayModelId(upstream: FormatId, profile: MockProfileName): string {
  return `bench-${BENCH_FORMATS[upstream].label}-${profile}`;
}

function mapProviderName(upstream: FormatId): string {
  return `mock-${BENCH_FORMATS[upstream].label}`;
}

/** OpenAI kinds take the address that ends in /v1; anthropic takes the service root (apps/gateway config). */
function createBaseUrl(format: FormatId, origin: string): string {
  return format === 'anthropic-messages' ? origin : `${origin}/v1`;
}

export type GatewayConfigInput = {
  port: number;
  /** The `store` setting: `sqlite:<file>`, `postgres://…` or `memory`. */
  store: string;
  /** The `redis` setting (rate limits shared by every instance), if any. */
  redis?: string;
  mockOrigins: Record<FormatId, string>;
  upstreamConnections: number;
  /** An OTLP/HTTP collector: traces on; absent: tracing off (the default install). */
  tracingEndpoint?: string;
  /** With `tracingEndpoint`: the share of requests traced (default 1: every request). */
  tracingSampleRatio?: number;
  /** `server.workers`: serving processes (absent: one, the default install). */
  workers?: number;
};

/**
 * modelgate.yaml for the bench (JSON is YAML): one provider per mock, one model per (upstream format, profile), small
 * non-zero prices so metering and settling do real work, and the store asked for (SQLite in a default install).
 */
export function createGatewayConfig({ port, store, redis, mockOrigins, upstreamConnections, tracingEndpoint, tracingSampleRatio = 1, workers }: GatewayConfigInput): Record<string, unknown> {
  return {
    ...(tracingEndpoint === undefined ? {} : { tracing: { endpoint: tracingEndpoint, service_name: 'modelgate-bench', sample_ratio: tracingSampleRatio } }),
    server: { host: '127.0.0.1', port, ...(workers === undefined ? {} : { workers }) },
    store,
    ...(redis === undefined ? {} : { redis }),
    providers: Object.fromEntries(
      BENCH_FORMAT_IDS.map((format) => [
        mapProviderName(format),
        { kind: format, base_url: createBaseUrl(format, mockOrigins[format]), api_key: 'bench-upstream-key', connections: upstreamConnections },
      ]),
    ),
    models: BENCH_FORMAT_IDS.flatMap((format) =>
      MOCK_PROFILE_NAMES.map((profile) => ({
        id: mapGatewayModelId(format, profile),
        deployments: [{ provider: mapProviderName(format), model: mapProfileToUpstreamModel(profile) }],
        pricing: { input: 0.5, output: 1.5 },
        default_max_output_tokens: 256,
      })),
    ),
  };
}
