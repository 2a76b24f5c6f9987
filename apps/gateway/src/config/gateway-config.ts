import type { CorsOptions } from '../http/cors-options.js';
import type { FormatId } from '@modelgate/ir';
import type { DeploymentHealthSettings } from '../health/deployment-health-settings.js';
import type { TracingConfig } from '../tracing/tracing-config.js';

export type ProviderKind = FormatId | 'demo';

export type ProviderConfig = {
  kind: ProviderKind;
  /** OpenAI kinds: the address that ends in /v1 (e.g. https://api.openai.com/v1); anthropic: the service root. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  headers: Record<string, string>;
  timeouts: { connectMs: number; firstByteMs: number; idleMs: number };
  /** Upper bound of open connections to this upstream. */
  connections: number;
};

export type DeploymentConfig = { provider: string; model: string; priority: number; weight: number; health: DeploymentHealthSettings };

export type ModelConfig = {
  id: string;
  displayName: string | undefined;
  ownedBy: string | undefined;
  deployments: DeploymentConfig[];
  /** Micro-credits per million tokens. */
  pricing: { inputPerMillion: number; cachedInputPerMillion: number; cacheWriteInputPerMillion: number | undefined; outputPerMillion: number };
  defaultMaxOutputTokens: number;
  /** The largest max output a request may ask for; undefined: 128,000 (or defaultMaxOutputTokens if larger). */
  maxOutputTokens: number | undefined;
  /** The system prompt Codex gets for this model from the catalog (`GET /v1/models?client_version=`). */
  codexInstructions: string | undefined;
  /**
   * `drop_params` (LiteLLM's name): what a translation to an upstream of another format does with request fields that
   * format cannot carry. `true` (default): send without them and report them (`x-modelgate-dropped-fields`, the
   * diagnostic record); `false`: refuse the request with a 400 naming the field.
   */
  dropParams: boolean;
};

export type StoreConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; schema: string | undefined; poolSize: number | undefined } | { kind: 'memory' };

export type GatewayConfig = {
  server: {
    host: string;
    port: number;
    bodyLimitBytes: number;
    allowXApiKey: boolean;
    logContent: boolean;
    adminToken: string | undefined;
    maxUpstreamAttempts: number;
    streamKeepAliveMs: number;
    quotaRetryAfterSeconds: number;
    /** How long an admission lease of a token's budget is drawn from (CreateCoreOptions.admissionLeaseMs); 0: none. */
    admissionLeaseMs: number;
    /** On SIGTERM/SIGINT, how long running requests may finish before they are ended with their format's error. */
    shutdownGraceMs: number;
    /** CORS for browser clients; undefined: off. */
    cors: CorsOptions | undefined;
    /** Longest time a request body may take to arrive after its headers. */
    bodyTimeoutMs: number;
    /** Longest time a client may take to send a request's headers. */
    headersTimeoutMs: number;
    /** Request bodies one token may have arriving at once. */
    maxPendingBodiesPerToken: number;
    /** How long a hold lives when nothing renews it (CreateCoreOptions.reservationTtlMs). */
    reservationTtlMs: number;
    /** How long after its last heartbeat a crashed instance's holds and concurrency slots are reclaimed (0: off). */
    instanceDeadAfterMs: number;
    /** After a client leaves a stream, how long the upstream is still read for its final usage (0: cancelled at once). */
    drainAfterDisconnectMs: number;
    /** ...and how many bytes of it at most. */
    drainAfterDisconnectBytes: number;
    /** How long each API request's diagnostic record is kept in the store for lookup by request ID; 0: not stored. */
    requestRetentionDays: number;
    /** Processes serving the port (`server.workers`, `auto` resolved to the cores); 1: this process alone. */
    workers: number;
  };
  /** `GET /metrics`: who may scrape it besides the admin token. */
  metrics: {
    /** Opens `GET /metrics` on the API port (and nothing else). */
    token: string | undefined;
    /** A second listener serving only `GET /metrics`, with no token. */
    listen: { host: string; port: number } | undefined;
  };
  store: StoreConfig;
  redis: string | undefined;
  providers: Record<string, ProviderConfig>;
  models: ModelConfig[];
  /** OpenTelemetry traces over OTLP/HTTP; undefined: off (the SDK is not loaded). */
  tracing: TracingConfig | undefined;
};
