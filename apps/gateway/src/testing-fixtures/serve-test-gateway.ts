import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { createScriptedProvider, type ScriptedAnswer } from './create-scripted-provider.js';
import { createTestGateway, type TestGateway } from './create-test-gateway.js';
import type { FormatId } from '@modelgate/ir';
import type { Provider, ProviderRequest } from '../providers/provider.js';
import { startScriptedUpstreamProvider } from './start-scripted-upstream-provider.js';
import type { AppOptions } from '../app/app-dependencies.js';
import type { JsonReuse } from '../http/create-json-reuse.js';

export type ServedTestGateway = {
  gateway: TestGateway;
  /** What the scripted upstream received, one entry per call. */
  upstreamRequests: ProviderRequest[];
  openai: OpenAI;
  anthropic: Anthropic;
  /** The diagnostic records written so far. */
  records(): Record<string, unknown>[];
  close(): Promise<void>;
};

function recording(provider: Provider, requests: ProviderRequest[] = []): Provider & { requests: ProviderRequest[] } {
  return { ...provider, requests, send: (request) => (requests.push(request), provider.send(request)) };
}

/**
 * The test gateway on a loopback port with one model, `model`, served by a scripted upstream of `upstreamFormat`, and
 * the official OpenAI and Anthropic clients pointed at it (no retries): for tests that read answers as clients do.
 */
export async function serveTestGateway(options: {
  upstreamFormat: FormatId;
  /** The upstream's answers, one per call; without it, the upstream answers as the demo model does. */
  script?: readonly ScriptedAnswer[];
  model?: string;
  /** The first deployment's name for the model upstream (default: the model's own). */
  upstreamModel?: string;
  /** The model's `drop_params` (default true). */
  dropParams?: boolean;
  /** A second deployment of the model, tried after the first, on a demo-like upstream of this format. */
  laterUpstreamFormat?: FormatId;
  options?: Partial<AppOptions>;
  /** The cache large bodies are read through (default: the app's own). */
  jsonReuse?: JsonReuse;
}): Promise<ServedTestGateway> {
  const model = options.model ?? 'model-x';
  const upstream = options.script === undefined ? recording(startScriptedUpstreamProvider(options.upstreamFormat)) : createScriptedProvider(`up-${options.upstreamFormat}`, [options.upstreamFormat], options.script);
  const dropParams = options.dropParams === undefined ? {} : { dropParams: options.dropParams };
  const later = options.laterUpstreamFormat === undefined ? [] : [{ provider: recording(startScriptedUpstreamProvider(options.laterUpstreamFormat), upstream.requests), priority: 1, ...dropParams }];
  const gateway = await createTestGateway({ models: [{ id: model, deployments: [{ provider: upstream, ...dropParams, ...(options.upstreamModel === undefined ? {} : { upstreamModel: options.upstreamModel }) }, ...later] }], ...(options.options ? { options: options.options } : {}), ...(options.jsonReuse ? { jsonReuse: options.jsonReuse } : {}) });
  const server = createServer(gateway.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    gateway,
    upstreamRequests: upstream.requests,
    openai: new OpenAI({ apiKey: gateway.secret, baseURL: `${root}/v1`, maxRetries: 0 }),
    anthropic: new Anthropic({ authToken: gateway.secret, apiKey: null, baseURL: root, maxRetries: 0 }),
    records: () => gateway.logs.filter((line) => line['msg'] === 'request'),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
