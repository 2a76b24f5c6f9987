import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '../config/gateway-config.js';
import type { loadConfig } from '../config/load-config.js';
import { announceServing } from '../cli/announce-serving.js';
import { CliError } from '../cli/cli-error.js';
import type { CliIo } from '../cli/cli-io.js';
import { describeListeningUrl } from '../cli/describe-listening-url.js';
import { ensureFirstToken } from '../cli/ensure-first-token.js';
import { listenForMetrics } from '../cli/listen-for-metrics.js';
import type { CliArguments } from '../cli/parse-cli-arguments.js';
import { createCoreFromConfig } from '../runtime/create-core-from-config.js';
import { keepsMetrics } from '../runtime/create-gateway-runtime.js';
import { collectWorkerReloads } from './collect-worker-reloads.js';
import { createRestartBackoff } from './create-restart-backoff.js';
import { gatherWorkerMetrics } from './gather-worker-metrics.js';
import { isWorkerMessage, type PrimaryMessage } from './worker-messages.js';

export type ServePrimaryStart = {
  args: CliArguments;
  io: CliIo;
  config: GatewayConfig;
  source: string;
  builtIn: boolean;
  load: () => ReturnType<typeof loadConfig>;
};

/** After the grace period and a cut's flush, a worker still running is killed. */
const KILL_AFTER_GRACE_MS = 5000;

function describeExit(code: number | null, signal: string | null): string {
  return signal === null ? `exit code ${String(code)}` : `signal ${signal}`;
}

/**
 * `modelgate serve` with `server.workers` above 1: forks the workers (node:cluster: they share the port, and the
 * primary hands them connections in turn), serves `metrics.listen` with every worker's metrics aggregated, prints the
 * banner once all of them listen, and supervises: SIGHUP reloads every worker (the file is checked here first),
 * SIGINT/SIGTERM drains every worker (a second signal cuts), and a worker that ends otherwise is replaced after a
 * bounded backoff. The primary serves no request itself.
 */
export async function runServePrimary({ args, io, config, source, builtIn, load }: ServePrimaryStart): Promise<void> {
  const metrics = keepsMetrics(config) ? gatherWorkerMetrics() : undefined;
  const metricsServer: Server | undefined = config.metrics.listen === undefined || metrics === undefined ? undefined : await listenForMetrics(metrics, config.metrics.listen);
  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  const slotOf = (worker: Worker): number => slots.get(worker)?.slot ?? 0;
  const backoff = createRestartBackoff();
  const restarts = new Set<NodeJS.Timeout>();
  const reloads = collectWorkerReloads(source, io.err, slotOf);
  const connected = (): Worker[] => [...slots.keys()].filter((worker) => worker.isConnected());
  const tell = (worker: Worker, message: PrimaryMessage): void => {
    if (worker.isConnected()) worker.send(message);
  };
  let phase: 'starting' | 'serving' | 'stopping' = 'starting';
  let killTimer: NodeJS.Timeout | undefined;
  let listening = 0;
  let onStarted: (url: string) => void = () => undefined;
  let onStartFailed: (error: Error) => void = () => undefined;
  let onAllExited: () => void = () => undefined;
  const started = new Promise<string>((resolve, reject) => {
    onStarted = resolve;
    onStartFailed = reject;
  });
  const allExited = new Promise<void>((resolve) => (onAllExited = resolve));

  const fork = (slot: number): void => {
    const worker = cluster.fork({ MODELGATE_WORKER: String(slot) });
    slots.set(worker, { slot, startedAt: Date.now() });
    worker.on('message', (message: unknown) => {
      if (!isWorkerMessage(message)) return;
      switch (message.type) {
        case 'modelgate:listening':
          if (phase === 'stopping') tell(worker, { type: 'modelgate:stop' });
          else if (phase === 'starting' && ++listening === config.server.workers) onStarted(message.url);
          else if (phase === 'serving') io.err(`Worker ${slot} (pid ${String(worker.process.pid)}) is serving.`);
          return;
        case 'modelgate:reloaded':
          reloads.answered(worker, message.id, { notes: message.notes });
          return;
        case 'modelgate:reload-failed':
          reloads.answered(worker, message.id, { error: message.message });
          return;
        case 'modelgate:scrape':
          if (metrics === undefined) tell(worker, { type: 'modelgate:scrape-failed', id: message.id, message: 'no metrics are kept' });
          else metrics.answer(worker, message.id);
          return;
        default: {
          const never: never = message;
          throw new Error(`Unknown message ${JSON.stringify(never)}`);
        }
      }
    });
  };
  const stop = (): void => {
    if (phase === 'stopping') {
      for (const worker of connected()) tell(worker, { type: 'modelgate:cut' });
      return;
    }
    if (phase === 'starting') onStartFailed(new CliError('Stopped before every worker listened.'));
    phase = 'stopping';
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    io.err(`Stopping: waiting up to ${config.server.shutdownGraceMs / 1000} s for the running requests of ${connected().length} workers (server.shutdown_grace_s).`);
    for (const worker of connected()) tell(worker, { type: 'modelgate:stop' });
    killTimer = setTimeout(() => {
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
    }, config.server.shutdownGraceMs + KILL_AFTER_GRACE_MS);
    killTimer.unref();
    if (slots.size === 0) onAllExited();
  };
  const onExit = (worker: Worker, code: number | null, signal: string | null): void => {
    const entry = slots.get(worker);
    slots.delete(worker);
    if (entry === undefined) return;
    if (phase === 'stopping') {
      if (slots.size === 0) onAllExited();
      return;
    }
    if (phase === 'starting') {
      phase = 'stopping';
      for (const other of connected()) tell(other, { type: 'modelgate:stop' });
      onStartFailed(new CliError(`Worker ${entry.slot} ended before it listened (${describeExit(code, signal)}); its error is above.`));
      if (slots.size === 0) onAllExited();
      return;
    }
    const delay = backoff.delayAfterExit(entry.slot, Date.now() - entry.startedAt);
    io.err(`Worker ${entry.slot} (pid ${String(worker.process.pid)}) ended (${describeExit(code, signal)}); starting a new one in ${delay} ms.`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (phase === 'serving') fork(entry.slot);
    }, delay);
    restarts.add(timer);
  };
  const reload = (): void => {
    try {
      load();
    } catch (error) {
      io.err(`Reload failed, still serving the previous configuration: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    reloads.start(connected());
  };

  cluster.on('exit', onExit);
  process.on('SIGHUP', reload);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    for (let slot = 1; slot <= config.server.workers; slot++) fork(slot);
    let url: string;
    try {
      url = await started;
    } catch (error) {
      await allExited;
      throw error;
    }
    phase = 'serving';
    await announceServing({
      args,
      io,
      config,
      source,
      builtIn,
      url,
      metricsUrl: metricsServer === undefined ? undefined : describeListeningUrl(metricsServer.address() as AddressInfo),
      metricsOn: metrics !== undefined,
      ensureFirstToken: async () => {
        const core = createCoreFromConfig(config);
        try {
          return await ensureFirstToken(core.admin);
        } finally {
          await core.close();
        }
      },
    });
    await allExited;
  } finally {
    clearTimeout(killTimer);
    cluster.off('exit', onExit);
    process.off('SIGHUP', reload);
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    metricsServer?.close();
  }
}
