import type { Server } from 'node:http';
import { pino, type Logger } from 'pino';
import type { GatewayConfig } from '../config/gateway-config.js';
import { createGatewayServer } from '../http/create-gateway-server.js';
import { createIsoTimeFormatter } from '../http/create-iso-time-formatter.js';
import { createLogDestination, flushLogDestination } from '../http/create-log-destination.js';
import type { MetricsScrape } from '../metrics/metrics-scrape.js';
import { createGatewayRuntime, type GatewayRuntime } from '../runtime/create-gateway-runtime.js';
import { createIdGenerator } from '../runtime/create-id-generator.js';
import { loadGatewayTracing } from '../tracing/load-gateway-tracing.js';
import { CliError } from './cli-error.js';
import type { CliIo } from './cli-io.js';
import { readGatewayVersion } from './read-gateway-version.js';

export type ServeRuntime = {
  runtime: GatewayRuntime;
  /** The API server, listening. */
  server: Server;
  logger: Logger;
  /** Closes the runtime (upstream pools, store, tracer) and flushes the diagnostic records; the server must be closed. */
  close(): Promise<void>;
};

export type ServeRuntimeOptions = {
  /** Fields every diagnostic record carries (a worker's `pid` and `worker`); absent: none. */
  logFields?: Record<string, unknown>;
  /** What `GET /metrics` on the API port serves instead of this process's registry (a worker asks the primary). */
  scrapeMetrics?: MetricsScrape;
};

/**
 * What one serving process runs (the only one, or one of `server.workers`): the diagnostic log on stdout, the tracer,
 * the gateway runtime and its API server listening on `server.host:server.port`. A port in use is a CliError naming it.
 */
export async function openServeRuntime(config: GatewayConfig, io: CliIo, options: ServeRuntimeOptions = {}): Promise<ServeRuntime> {
  // Diagnostic records are buffered (up to 4 KiB, flushed every second) instead of one write per request.
  const destination = createLogDestination();
  const flusher = setInterval(() => destination.flush(), 1000);
  flusher.unref();
  // pino's stdTimeFunctions.isoTime, with the text up to the second kept between lines (createIsoTimeFormatter).
  const formatTime = createIsoTimeFormatter();
  const logger = pino({ level: io.env['MODELGATE_LOG_LEVEL'] ?? 'info', base: options.logFields, timestamp: () => `,"time":"${formatTime(Date.now())}"` }, destination);
  const tracing =
    config.tracing === undefined
      ? undefined
      : await loadGatewayTracing(config.tracing, {
          serviceVersion: readGatewayVersion(),
          onError: (error) => logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'trace export failed'),
        });
  const runtime = createGatewayRuntime(config, logger, tracing, options.scrapeMetrics);
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const listening = createGatewayServer(runtime.app, { headersTimeoutMs: config.server.headersTimeoutMs, newId: createIdGenerator().newId });
      listening.once('error', reject);
      listening.listen(config.server.port, config.server.host, () => {
        listening.off('error', reject);
        resolve(listening);
      });
    });
  } catch (error) {
    await runtime.close();
    const code = (error as { code?: unknown }).code;
    const where = `${config.server.host}:${config.server.port}`;
    if (code === 'EADDRINUSE') throw new CliError(`${where} is already in use: stop the other server or choose another port (--port, MODELGATE_PORT or server.port).`, { cause: error });
    throw new CliError(`Cannot listen on ${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  server.keepAliveTimeout = 65_000;
  return {
    runtime,
    server,
    logger,
    async close() {
      await runtime.close();
      clearInterval(flusher);
      await flushLogDestination(destination);
    },
  };
}
