import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, stdTimeFunctions } from 'pino';
import { loadConfig } from '../config/load-config.js';
import { createGatewayServer } from '../http/create-gateway-server.js';
import { listenForMetrics } from './listen-for-metrics.js';
import { createIdGenerator } from '../runtime/create-id-generator.js';
import { createGatewayRuntime } from '../runtime/create-gateway-runtime.js';
import { loadGatewayTracing } from '../tracing/load-gateway-tracing.js';
import { readGatewayVersion } from './read-gateway-version.js';
import { drainServer, type ServerDrain } from '../runtime/drain-server.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';
import { CliError } from './cli-error.js';
import { decideDemoAccount } from './decide-demo-account.js';
import { ensureFirstToken } from './ensure-first-token.js';

/** A URL as the banner shows it: no user, password or query (where a key could be). */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * `modelgate serve`: loads the config, starts the gateway, prints where it listens, its process ID and how to get a
 * token (the demo account's on a first interactive start of the built-in default, see decideDemoAccount), and stops
 * cleanly on SIGINT/SIGTERM (drainServer). Diagnostic records go to stdout as JSON lines.
 */
export async function runServeCommand(args: CliArguments, io: CliIo): Promise<void> {
  const load = (): ReturnType<typeof loadConfig> => {
    const loaded = loadConfig({ path: typeof args.flags['config'] === 'string' ? args.flags['config'] : undefined, cwd: io.cwd, env: io.env });
    if (typeof args.flags['host'] === 'string') loaded.config.server.host = args.flags['host'];
    if (typeof args.flags['port'] === 'string') loaded.config.server.port = Number(args.flags['port']);
    return loaded;
  };
  const { config, source, builtIn } = load();
  // Diagnostic records are buffered (up to 4 KiB, flushed every second) instead of one write per request.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const flusher = setInterval(() => destination.flush(), 1000);
  flusher.unref();
  const logger = pino({ level: io.env['MODELGATE_LOG_LEVEL'] ?? 'info', base: undefined, timestamp: stdTimeFunctions.isoTime }, destination);
  const tracing =
    config.tracing === undefined
      ? undefined
      : await loadGatewayTracing(config.tracing, {
          serviceVersion: readGatewayVersion(),
          onError: (error) => logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'trace export failed'),
        });
  const runtime = createGatewayRuntime(config, logger, tracing);
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
  let metricsServer: Server | undefined;
  if (config.metrics.listen !== undefined && runtime.metrics !== undefined) {
    try {
      metricsServer = await listenForMetrics(runtime.metrics, config.metrics.listen);
    } catch (error) {
      server.close();
      await runtime.close();
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
  // Only once listening, so a failed start never swallows the one-time display of the first token.
  const demo = decideDemoAccount({
    builtIn,
    storeFromEnv: (io.env['MODELGATE_STORE'] ?? '') !== '',
    demo: args.flags['demo'] === true,
    noDemo: args.flags['no-demo'] === true,
    interactive: io.interactive === true,
  });
  const first = demo.create ? await ensureFirstToken(runtime.core.admin) : undefined;
  server.keepAliveTimeout = 65_000;
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const model = config.models[0]?.id ?? '<model id>';
  io.err(`ModelGate listening on ${url} (pid ${process.pid}; config: ${source}; store: ${config.store.kind}; models: ${config.models.map((m) => m.id).join(', ')})`);
  if (metricsServer !== undefined) {
    const at = metricsServer.address() as AddressInfo;
    io.err(`Metrics at http://${at.family === 'IPv6' ? `[${at.address}]` : at.address}:${at.port}/metrics (metrics.listen, no token).`);
  }
  const createHint =
    'Create an account and a token with: modelgate accounts create --name <name> --balance <credits>, then modelgate tokens create --account <name> ' +
    '(from a clone: node apps/gateway/dist/cli.js …).';
  // The token, and the example that carries it, go only where decideDemoAccount said.
  const secretOut = demo.create && demo.to === 'out' ? io.out : io.err;
  if (first) {
    secretOut(`Created account "${first.accountName}" with 100 credits and a first token (shown once, keep it):\n\n  ${first.secret}\n`);
  } else if (!demo.create && demo.why === 'not-interactive') {
    io.err(`No demo account: stdout is not a terminal (a container or service log would keep its token). ${createHint} Or start with --demo.`);
  } else {
    io.err(createHint);
  }
  (first ? secretOut : io.err)(
    `Try it:\n  curl ${url}/v1/chat/completions -H "Authorization: Bearer ${first?.secret ?? '<token>'}" -H "Content-Type: application/json" ` +
      `-d '{"model":"${model}","messages":[{"role":"user","content":"Hello"}]}'`,
  );
  if (config.tracing !== undefined) io.err(`Tracing: OTLP/HTTP to ${describeUrl(config.tracing.url)} (service ${config.tracing.serviceName}, sample ratio ${config.tracing.sampleRatio}).`);
  if (config.server.adminToken === undefined) io.err('Admin API is off: set server.admin_token (or MODELGATE_ADMIN_TOKEN) to enable it.');
  if (runtime.metrics === undefined) io.err('/metrics is off: set metrics.token, metrics.listen or server.admin_token to enable it.');

  await stopped;
  process.off('SIGHUP', reload);
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  metricsServer?.close();
  await runtime.close();
  clearInterval(flusher);
  destination.flushSync();
}
