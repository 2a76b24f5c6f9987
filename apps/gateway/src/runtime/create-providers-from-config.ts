import type { GatewayConfig } from '../config/gateway-config.js';
import { createDemoProvider } from '../providers/demo/create-demo-provider.js';
import { createHttpProvider } from '../providers/http/create-http-provider.js';
import type { Provider } from '../providers/provider.js';

export type ConfiguredProviders = { providers: Map<string, Provider>; close(): Promise<void> };

/** One Provider per `providers` entry: the demo, or an HTTP upstream of its format. */
export function createProvidersFromConfig(config: GatewayConfig, clock: { now(): number }, ids: { newId(prefix: string): string }): ConfiguredProviders {
  const providers = new Map<string, Provider>();
  const closers: (() => Promise<void>)[] = [];
  for (const [name, provider] of Object.entries(config.providers)) {
    if (provider.kind === 'demo') {
      providers.set(name, createDemoProvider({ name, now: () => clock.now(), newId: (prefix) => ids.newId(prefix) }));
      continue;
    }
    const http = createHttpProvider({
      name,
      format: provider.kind,
      baseUrl: provider.baseUrl ?? '',
      apiKey: provider.apiKey,
      headers: provider.headers,
      timeouts: provider.timeouts,
      connections: provider.connections,
    });
    closers.push(() => http.close());
    providers.set(name, http);
  }
  return { providers, close: async () => void (await Promise.all(closers.map((close) => close()))) };
}
