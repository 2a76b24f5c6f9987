import { createServer, type Server } from 'node:http';
import { createMetricsListener } from '../metrics/create-metrics-listener.js';
import { CliError } from './cli-error.js';
import type { MetricsScrape } from '../metrics/metrics-scrape.js';

/** Starts the `metrics.listen` listener (only `GET /metrics`, no token); a port in use is a CliError naming it. */
export async function listenForMetrics(registry: MetricsScrape, listen: { host: string; port: number }): Promise<Server> {
  const server = createServer(createMetricsListener(registry));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listen.port, listen.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const where = `${listen.host}:${listen.port}`;
    const code = (error as { code?: unknown }).code;
    if (code === 'EADDRINUSE') throw new CliError(`metrics.listen: ${where} is already in use: choose another port for the metrics listener.`, { cause: error });
    throw new CliError(`metrics.listen: cannot listen on ${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  server.keepAliveTimeout = 65_000;
  return server;
}
