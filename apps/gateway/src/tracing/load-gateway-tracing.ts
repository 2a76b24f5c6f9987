import type { GatewayTracing } from './gateway-tracing.js';
import type { OtelTracingOptions } from './create-otel-tracing.js';
import type { TracingConfig } from './tracing-config.js';

/**
 * The OpenTelemetry SDK, imported only here and only when `tracing:` is configured: a gateway without it loads none
 * of the SDK, the exporter or the semantic conventions (several MiB of modules), and its pipeline skips every span.
 */
export async function loadGatewayTracing(config: TracingConfig, options: OtelTracingOptions): Promise<GatewayTracing> {
  const { createOtelTracing } = await import('./create-otel-tracing.js');
  return createOtelTracing(config, options);
}
