import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '../config/gateway-config.js';
import type { CliIo } from '../cli/cli-io.js';
import { describeListeningUrl } from '../cli/describe-listening-url.js';
import { openServeRuntime } from '../cli/open-serve-runtime.js';
import { drainServer, type ServerDrain } from '../runtime/drain-server.js';
import { askPrimaryForMetrics } from './ask-primary-for-metrics.js';
import { shareWorkerMetrics } from './share-worker-metrics.js';
import { isPrimaryMessage, type WorkerMessage } from './worker-messages.js';

function send(message: WorkerMessage): void {
  if (process.connected) process.send?.(message);
}

/**
 * One of `server.workers`: serves the shared port (node:cluster hands it connections) with its own runtime (upstream
 * pools, admission leases, auth cache) on the one store, and follows the primary: reload, stop (drain), cut. Signals
 * sent to it directly (a terminal's Ctrl-C reaches the whole process group) start a drain once, never a cut; SIGHUP is
 * the primary's to coordinate. A primary that goes away drains it too.
 */
export async function runServeWorker(config: GatewayConfig, load: () => GatewayConfig, io: CliIo): Promise<void> {
  const slot = Number(io.env['MODELGATE_WORKER'] ?? cluster.worker?.id ?? 0);
  const serving = await openServeRuntime(config, io, { logFields: { pid: process.pid, worker: slot }, scrapeMetrics: askPrimaryForMetrics() });
  const { runtime, server } = serving;
  if (runtime.metrics !== undefined) shareWorkerMetrics(runtime.metrics);
  let draining: ServerDrain | undefined;
  let resolveStopped: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));
  const stop = (): void => {
    if (draining !== undefined) return;
    draining = drainServer(server, runtime.drain, config.server.shutdownGraceMs);
    void draining.done.then(resolveStopped);
  };
  const reload = (id: number): void => {
    void (async () => {
      try {
        send({ type: 'modelgate:reloaded', id, notes: await runtime.reload(load()) });
      } catch (error) {
        send({ type: 'modelgate:reload-failed', id, message: error instanceof Error ? error.message : String(error) });
      }
    })();
  };
  const onMessage = (message: unknown): void => {
    if (!isPrimaryMessage(message)) return;
    switch (message.type) {
      case 'modelgate:reload':
        reload(message.id);
        return;
      case 'modelgate:stop':
        stop();
        return;
      case 'modelgate:cut':
        stop();
        draining?.cutNow();
        return;
      case 'modelgate:scraped':
      case 'modelgate:scrape-failed':
        return; // askPrimaryForMetrics reads these
      default: {
        const never: never = message;
        throw new Error(`Unknown message ${JSON.stringify(never)}`);
      }
    }
  };
  const ignore = (): void => undefined;
  process.on('message', onMessage);
  process.on('SIGHUP', ignore);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  send({ type: 'modelgate:listening', url: describeListeningUrl(server.address() as AddressInfo) });

  await stopped;
  process.off('message', onMessage);
  process.off('SIGHUP', ignore);
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  process.off('disconnect', stop);
  await serving.close();
  // The IPC channel would keep this process alive.
  if (process.connected) process.disconnect();
}
