import type { GatewayConfig } from '../config/gateway-config.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';
import { decideDemoAccount } from './decide-demo-account.js';

/** A URL as the banner shows it: no user, password or query (where a key could be). */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

export type ServingAnnouncement = {
  args: CliArguments;
  io: CliIo;
  config: GatewayConfig;
  /** Where the config came from (a file, or the built-in default). */
  source: string;
  builtIn: boolean;
  /** Where the API listens. */
  url: string;
  /** Where `metrics.listen` listens, if it does. */
  metricsUrl: string | undefined;
  /** Whether anything keeps metrics (a token or metrics.listen opens /metrics). */
  metricsOn: boolean;
  /** The demo account's first token on an empty store (ensureFirstToken), run only when decideDemoAccount says so. */
  ensureFirstToken(): Promise<{ accountName: string; secret: string } | undefined>;
};

/**
 * The start banner of `modelgate serve`, once the port listens: where, the process ID to signal (the primary's with
 * `server.workers`), how to get a token (the demo account's on a first interactive start of the built-in default, see
 * decideDemoAccount), and which optional parts are off.
 */
export async function announceServing({ args, io, config, source, builtIn, url, metricsUrl, metricsOn, ensureFirstToken }: ServingAnnouncement): Promise<void> {
  // Only once listening, so a failed start never swallows the one-time display of the first token.
  const demo = decideDemoAccount({
    builtIn,
    storeFromEnv: (io.env['MODELGATE_STORE'] ?? '') !== '',
    demo: args.flags['demo'] === true,
    noDemo: args.flags['no-demo'] === true,
    interactive: io.interactive === true,
  });
  const first = demo.create ? await ensureFirstToken() : undefined;
  const model = config.models[0]?.id ?? '<model id>';
  const workers = config.server.workers > 1 ? `; workers: ${config.server.workers}` : '';
  io.err(`ModelGate listening on ${url} (pid ${process.pid}${workers}; config: ${source}; store: ${config.store.kind}; models: ${config.models.map((m) => m.id).join(', ')})`);
  if (metricsUrl !== undefined) io.err(`Metrics at ${metricsUrl}/metrics (metrics.listen, no token).`);
  if (config.server.workers > 1 && config.redis === undefined) {
    io.err(`Rate limits (rpm, tpm, concurrency) are counted by each of the ${config.server.workers} workers apart: set redis to share them.`);
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
  if (config.tracing !== undefined) io.err(`Tracing: OTLP/HTTP (${config.tracing.protocol}) to ${describeUrl(config.tracing.url)} (service ${config.tracing.serviceName}, sample ratio ${config.tracing.sampleRatio}).`);
  if (config.server.adminToken === undefined) io.err('Admin API is off: set server.admin_token (or MODELGATE_ADMIN_TOKEN) to enable it.');
  if (!metricsOn) io.err('/metrics is off: set metrics.token, metrics.listen or server.admin_token to enable it.');
}
