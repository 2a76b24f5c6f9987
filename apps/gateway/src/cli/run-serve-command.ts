import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config/load-config.js';
import { listenForMetrics } from './listen-for-metrics.js';
import { drainServer, type ServerDrain } from '../runtime/drain-server.js';
import { runServePrimary } from '../workers/run-serve-primary.js';
import { runServeWorker } from '../workers/run-serve-worker.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';
import { announceServing } from './announce-serving.js';
import { describeListeningUrl } from './describe-listening-url.js';
import { ensureFirstToken } from './ensure-first-token.js';
import { openServeRuntime } from './open-serve-runtime.js';

/**
 * `modelgate serve`: loads the config, starts the gateway, prints where it listens, its process ID and how to get a
 * token (announceServing), and stops cleanly on SIGINT/SIGTERM (drainServer). Diagnostic records go to stdout as JSON
 * lines. With `server.workers` above 1 this process is the primary of a cluster (runServePrimary) and the workers it
 * forks serve the port (runServeWorker).
 */
export async function runServeCommand(args: CliArguments, io: CliIo): Promise<void> {
  const load = (): ReturnType<typeof loadConfig> => {
    const loaded = loadConfig({ path: typeof args.flags['config'] === 'string' ? args.flags['config'] : undefined, cwd: io.cwd, env: io.env });
    if (typeof args.flags['host'] === 'string') loaded.config.server.host = args.flags['host'];
    if (typeof args.flags['port'] === 'string') loaded.config.server.port = Number(args.flags['port']);
    return loaded;
  };
  const { config, source, builtIn } = load();
  if (cluster.isWorker) return runServeWorker(config, () => load().config, io);
  if (config.server.workers > 1) return runServePrimary({ args, io, config, source, builtIn, load });
  const serving = await openServeRuntime(config, io);
  const { runtime, server } = serving;
  let metricsServer: Server | undefined;
  if (config.metrics.listen !== undefined && runtime.metrics !== undefined) {
    try {
      metricsServer = await listenForMetrics(runtime.metrics, config.metrics.listen);
    } catch (error) {
      server.close();
      await serving.close();
      throw error;
    }
  }
  // On SIGHUP: reload providers and models from the same file; a broken file is reported and changes nothing.
  const reload = (): void => {
    void (async () => {
      try {
        const notes = await runtime.reload(load().config);
        io.err(`Reloaded the configuration from ${source}.${notes.length > 0 ? ` Not applied: ${notes.join('; ')}.` : ''}`);
      } catch (error) {
        io.err(`Reload failed, still serving the previous configuration: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  };
  process.on('SIGHUP', reload);
  // On SIGINT/SIGTERM: stop accepting, let running requests finish for server.shutdown_grace_s, then end what is
  // left in its format (drainServer); a second signal ends it at once. Registered before the banner is printed, so a
  // supervisor that signals as soon as it reads the banner never meets the default action (an abrupt exit).
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => {
    let stopping: ServerDrain | undefined;
    stop = (): void => {
      if (stopping !== undefined) {
        stopping.cutNow();
        return;
      }
      io.err(`Stopping: waiting up to ${config.server.shutdownGraceMs / 1000} s for ${runtime.drain.running} running request(s) (server.shutdown_grace_s).`);
      stopping = drainServer(server, runtime.drain, config.server.shutdownGraceMs);
      void stopping.done.then(resolve);
    };
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await announceServing({
    args,
    io,
    config,
    source,
    builtIn,
    url: describeListeningUrl(server.address() as AddressInfo),
    metricsUrl: metricsServer === undefined ? undefined : describeListeningUrl(metricsServer.address() as AddressInfo),
    metricsOn: runtime.metrics !== undefined,
    ensureFirstToken: () => ensureFirstToken(runtime.core.admin),
  });

  await stopped;
  process.off('SIGHUP', reload);
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  metricsServer?.close();
  await serving.close();
}
