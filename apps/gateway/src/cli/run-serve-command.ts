import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, stdTimeFunctions } from 'pino';
import { loadConfig } from '../config/load-config.js';
import { createGatewayRuntime } from '../runtime/create-gateway-runtime.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';
import { ensureFirstToken } from './ensure-first-token.js';

/**
 * `modelgate serve`: loads the config, starts the gateway, prints where it listens and how to get a token (creating a
 * first one on an empty store), and stops cleanly on SIGINT/SIGTERM. Diagnostic records go to stdout as JSON lines.
 */
export async function runServeCommand(args: CliArguments, io: CliIo): Promise<void> {
  const { config, source } = loadConfig({ path: typeof args.flags['config'] === 'string' ? args.flags['config'] : undefined, cwd: io.cwd, env: io.env });
  if (typeof args.flags['host'] === 'string') config.server.host = args.flags['host'];
  if (typeof args.flags['port'] === 'string') config.server.port = Number(args.flags['port']);
  const logger = pino({ level: io.env['MODELGATE_LOG_LEVEL'] ?? 'info', base: undefined, timestamp: stdTimeFunctions.isoTime });
  const runtime = createGatewayRuntime(config, logger);
  const first = await ensureFirstToken(runtime.core.admin);
  const server: Server = await new Promise<Server>((resolve, reject) => {
    // Express 5 calls back with the error when listening fails (e.g. EADDRINUSE).
    const listening = runtime.app.listen(config.server.port, config.server.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  server.requestTimeout = 0;
  server.keepAliveTimeout = 65_000;
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const model = config.models[0]?.id ?? '<model id>';
  io.err(`ModelGate listening on ${url} (config: ${source}; store: ${config.store.kind}; models: ${config.models.map((m) => m.id).join(', ')})`);
  if (first) {
    io.err(`Created account "${first.accountName}" with 100 credits and a first token (shown once, keep it):\n\n  ${first.secret}\n`);
  } else {
    io.err('Create a token with: node apps/gateway/dist/cli.js tokens create --account <account name>   (list accounts: … accounts list)');
  }
  io.err(
    `Try it:\n  curl ${url}/v1/chat/completions -H "Authorization: Bearer ${first?.secret ?? '<token>'}" -H "Content-Type: application/json" ` +
      `-d '{"model":"${model}","messages":[{"role":"user","content":"Hello"}]}'`,
  );
  if (config.server.adminToken === undefined) io.err('Admin API and /metrics are off: set server.admin_token (or MODELGATE_ADMIN_TOKEN) to enable them.');
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      server.closeAllConnections();
      server.close(() => resolve());
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await runtime.close();
}
