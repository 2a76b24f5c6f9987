import { createHttpProvider } from '../providers/http/create-http-provider.js';
import type { GatewayTracing } from '../tracing/gateway-tracing.js';
import { createTestGateway } from './create-test-gateway.js';
import { startScriptedUpstream } from './start-scripted-upstream.js';

/**
 * A test gateway with `tracing`, serving model `chat-x` from a scripted chat upstream over HTTP (so the upstream's
 * request headers, `traceparent` among them, can be read). What it starts is closed by the functions pushed on `closers`.
 */
export async function startTracedChatGateway(
  tracing: GatewayTracing,
  closers: (() => Promise<void>)[],
): Promise<{ gateway: Awaited<ReturnType<typeof createTestGateway>>; upstream: Awaited<ReturnType<typeof startScriptedUpstream>> }> {
  const upstream = await startScriptedUpstream('openai-chat');
  closers.push(() => upstream.close());
  const provider = createHttpProvider({
    name: 'chat-up',
    format: 'openai-chat',
    baseUrl: upstream.baseUrl,
    apiKey: 'upstream-key',
    headers: {},
    timeouts: { connectMs: 2000, firstByteMs: 5000, idleMs: 5000 },
    connections: 4,
  });
  closers.push(() => provider.close());
  const gateway = await createTestGateway({ models: [{ id: 'chat-x', deployments: [{ provider, upstreamModel: 'chat-up-model' }] }], tracing });
  return { gateway, upstream };
}
