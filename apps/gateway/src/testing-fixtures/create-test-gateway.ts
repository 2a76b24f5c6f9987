import { createCore, createMemoryStore, type Core, type CreateCoreOptions, type CreateTokenInput, type ModelDefinition, type Store } from '@modelgate/core';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import type { AppOptions } from '../app/app-dependencies.js';
import type { RequestDrain } from '../app/create-request-drain.js';
import { createApp, type GatewayApp } from '../app/create-app.js';
import { FORMAT_PACKAGES, validateCountTokensRequest } from '../app/format-packages.js';
import { TRANSLATOR } from '../app/translator.js';
import { createDeploymentPlanner, type DeploymentPlanner } from '../generate/plan-deployments.js';
import type { DeploymentHealth } from '../health/create-deployment-health.js';
import type { DeploymentHealthSettings } from '../health/deployment-health-settings.js';
import type { Deployment } from '../providers/deployment.js';
import { createDependencyMetrics } from '../metrics/create-dependency-metrics.js';
import { createRequestRecordSink, type RequestRecordSink } from '../http/create-request-record-sink.js';
import { createDemoProvider } from '../providers/demo/create-demo-provider.js';
import type { Provider } from '../providers/provider.js';
import type { GatewayTracing } from '../tracing/gateway-tracing.js';
import type { JsonReuse } from '../http/create-json-reuse.js';

export const ADMIN_TOKEN = 'admin-test-secret';
export const NOW = 1_763_700_000_000;

const pricing = { inputPerMillion: 1_000_000, cachedInputPerMillion: 100_000, outputPerMillion: 2_000_000 };

export type TestGateway = {
  app: GatewayApp;
  core: Core;
  secret: string;
  accountId: string;
  logs: Record<string, unknown>[];
  /** Kept request records go to the store in batches; `flush()` writes what is queued now. */
  requestRecords: RequestRecordSink;
  createToken(input?: Partial<CreateTokenInput>): Promise<string>;
};

/**
 * The gateway on the real core (memory store), the real format packages and the demo provider, with extra models
 * routed to scripted providers. Clock and ids are fixed; logs are collected instead of written.
 */
export async function createTestGateway(options: {
  models?: { id: string; deployments: { provider: Provider; upstreamModel?: string; priority?: number; weight?: number; dropParams?: boolean; health?: DeploymentHealthSettings }[] }[];
  balance?: number;
  options?: Partial<AppOptions>;
  /** The core's store (default: a new memory store). */
  store?: Store;
  /** The built console to serve (null: none built; default: none, so tests never depend on a build). */
  consoleDirectory?: string | null;
  /** false: no admin API (and so no console). */
  admin?: boolean;
  /** `metrics.token`: opens /metrics besides the admin token. */
  scrapeToken?: string;
  /** Wraps the default planner, as a health source would. */
  planDeployments?: (planner: DeploymentPlanner) => DeploymentPlanner;
  health?: DeploymentHealth;
  drain?: RequestDrain;
  /** The core's own settings (its clock, TTLs), over the fixed clock. */
  core?: Partial<Omit<CreateCoreOptions, 'store' | 'models'>>;
  tracing?: GatewayTracing;
  /** The cache large bodies are read through (default: the app's own). */
  jsonReuse?: JsonReuse;
} = {}): Promise<TestGateway> {
  let counter = 0;
  const newId = (prefix: string): string => `${prefix}${String(++counter).padStart(4, '0')}`;
  const demo = createDemoProvider({ name: 'demo', now: () => NOW, newId });
  const routes = new Map<string, Deployment[]>([['demo-model', [{ name: 'demo/demo-model', provider: demo, upstreamModel: 'demo-model', priority: 0, weight: 1 }]]]);
  for (const model of options.models ?? []) {
    routes.set(
      model.id,
      model.deployments.map((deployment) => ({
        name: `${deployment.provider.name}/${deployment.upstreamModel ?? model.id}`,
        provider: deployment.provider,
        upstreamModel: deployment.upstreamModel ?? model.id,
        priority: deployment.priority ?? 0,
        weight: deployment.weight ?? 1,
        ...(deployment.dropParams === undefined ? {} : { dropParams: deployment.dropParams }),
        ...(deployment.health === undefined ? {} : { health: deployment.health }),
      })),
    );
  }
  const definitions: ModelDefinition[] = [...routes.keys()].map((id) => ({ id, pricing, defaultMaxOutputTokens: 1024 }));
  const metrics = new Registry();
  const core = createCore({ store: createDependencyMetrics(metrics).timeStore(options.store ?? createMemoryStore()), models: definitions, clock: () => NOW, ...options.core });
  const account = await core.admin.createAccount({ name: 'acme', balance: options.balance ?? 100_000_000 });
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const deploymentsFor = (id: string): readonly Deployment[] => routes.get(id) ?? [];
  const random = (): number => 0;
  const requestRecords = createRequestRecordSink({
    core, now: () => NOW, retentionMs: 14 * 86_400_000, flushIntervalMs: 3_600_000,
    onError: (error) => logs.push({ msg: 'request records', error: String(error) }),
  });
  const app = createApp({
    core,
    requestRecords,
    formats: FORMAT_PACKAGES,
    validateCountTokensRequest,
    translator: TRANSLATOR,
    deploymentsFor,
    modelIds: () => [...routes.keys()],
    logger,
    clock: { now: () => NOW },
    ids: { newId },
    random,
    ...(options.planDeployments ? { planDeployments: options.planDeployments(createDeploymentPlanner({ deploymentsFor, random })) } : {}),
    ...(options.health ? { health: options.health } : {}),
    ...(options.admin === false ? {} : { admin: { token: ADMIN_TOKEN, core: core.admin } }),
    consoleDirectory: options.consoleDirectory ?? null,
    metrics,
    version: '1.2.3-test',
    ...(options.scrapeToken === undefined ? {} : { scrapeToken: options.scrapeToken }),
    ...(options.options ? { options: options.options } : {}),
    ...(options.drain ? { drain: options.drain } : {}),
    ...(options.tracing ? { tracing: options.tracing } : {}),
    ...(options.jsonReuse ? { jsonReuse: options.jsonReuse } : {}),
  });
  const createToken = async (input: Partial<CreateTokenInput> = {}): Promise<string> =>
    (await core.admin.createToken({ accountId: account.id, ...input })).secret;
  return { app, core, secret: await createToken(), accountId: account.id, logs, requestRecords, createToken };
}
