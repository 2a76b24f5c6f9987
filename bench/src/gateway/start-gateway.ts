import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormatId } from '@modelgate/ir';
import { BENCH_FORMAT_IDS } from '../formats/bench-formats.js';
import type { GatewayMode, GatewayStoreKind } from '../parse-bench-options.js';
import { findFreePort } from '../process/find-free-port.js';
import type { BenchUpstreams } from '../process/start-bench-upstreams.js';
import type { FreshProcess } from '../process/start-forked-service.js';
import type { GatewayStatus } from '../report/bench-result.js';
import type { BenchTarget } from '../targets/bench-target.js';
import { createGatewayConfig } from './create-gateway-config.js';
import { createGatewayTargets } from './create-gateway-targets.js';
import { createTeamTokens } from './create-team-tokens.js';
import { dropBenchSchema } from './drop-bench-schema.js';
import { resolveGatewayCommand } from './resolve-gateway-command.js';
import { spawnGateway } from './spawn-gateway.js';

export type StartedGateway = {
  status: GatewayStatus;
  pid: number | undefined;
  targets: BenchTarget[];
  stop(): Promise<void>;
  /** Another gateway process on the same config (call after `stop`: they share one SQLite file). */
  startFresh(): Promise<FreshProcess>;
  /** Removes the temporary directory (config, store, logs) and a PostgreSQL store's schema. */
  cleanUp(): Promise<void>;
  /** With `cpuProfile`: the directory the main gateway writes its `.cpuprofile` to when it stops. */
  profileDirectory: string | undefined;
};

export type GatewayStart = {
  mode: GatewayMode;
  upstreams: BenchUpstreams;
  allTranslations: boolean;
  cpuProfile: boolean;
  store: GatewayStoreKind;
  /** For `store: 'postgres'`: where PostgreSQL and Redis are (the gateway gets a schema of its own, dropped by cleanUp). */
  shared?: { postgresUrl: string; redisUrl: string };
  /**
   * With a PostgreSQL store: also rows whose requests rotate over this many tokens of the gateway's one account (the
   * variant's name gets `, N tokens`).
   */
  teamTokens?: number;
  /** An OTLP/HTTP collector to export traces to (tracing on); absent: tracing off. */
  tracingEndpoint?: string;
  /** With `tracingEndpoint`: `tracing.sample_ratio` (default 1). */
  tracingSampleRatio?: number;
  /** `server.workers` (absent: one process); the measured pid is the primary's, and its workers' CPU and RSS count. */
  workers?: number;
  /** Set for a second gateway compared with the main one (its rows are not judged against the bars). */
  variant?: string;
  log: (message: string) => void;
};

/** The floor gets an unbounded agent; the gateway gets enough upstream connections for the open-streams test. */
const UPSTREAM_CONNECTIONS = 4096;

const DEFAULT_SHARED = { postgresUrl: 'postgres://postgres@127.0.0.1:5432/test', redisUrl: 'redis://127.0.0.1:6379' };

function unavailable(reason: string): StartedGateway {
  return {
    status: { available: false, reason },
    pid: undefined,
    targets: [],
    stop: async () => undefined,
    startFresh: () => Promise.reject(new Error(`gateway not available: ${reason}`)),
    cleanUp: async () => undefined,
    profileDirectory: undefined,
  };
}

/** Starts ModelGate in front of the mocks (own temp dir, the store asked for, first token), or says why it could not. */
export async function startGateway({ mode, upstreams, allTranslations, cpuProfile, store, shared, teamTokens, tracingEndpoint, tracingSampleRatio, workers, variant, log }: GatewayStart): Promise<StartedGateway> {
  if (mode === 'off') return unavailable('switched off with --gateway off');
  const command = await resolveGatewayCommand(mode, log);
  if (!command.ok) return unavailable(command.reason);
  const directory = mkdtempSync(join(tmpdir(), 'modelgate-bench-'));
  const mockOrigins = Object.fromEntries(BENCH_FORMAT_IDS.map((format) => [format, upstreams.mocks[format].origin])) as Record<FormatId, string>;
  const mockPids = Object.fromEntries(BENCH_FORMAT_IDS.map((format) => [format, upstreams.mocks[format].pid])) as Record<FormatId, number>;
  const configPath = join(directory, 'modelgate.yaml');
  const profileDirectory = cpuProfile ? join(directory, 'profile') : undefined;
  const postgres = store === 'postgres' ? { ...(shared ?? DEFAULT_SHARED), schema: `mg_bench_${process.pid}_${Date.now().toString(36)}${variant === undefined ? '' : '_v'}` } : undefined;
  const storeSetting = postgres !== undefined
    ? `${postgres.postgresUrl}${postgres.postgresUrl.includes('?') ? '&' : '?'}schema=${postgres.schema}`
    : store === 'memory' ? 'memory' : `sqlite:${join(directory, 'modelgate.db')}`;
  const cleanUp = async (): Promise<void> => {
    rmSync(directory, { recursive: true, force: true });
    if (postgres !== undefined) await dropBenchSchema(postgres.postgresUrl, postgres.schema).catch((error: unknown) => log(`could not drop schema ${postgres.schema}: ${String(error)}`));
  };
  let starts = 0;
  const spawnOne = async (token: string | undefined, profile = false): Promise<Awaited<ReturnType<typeof spawnGateway>>> => {
    const port = await findFreePort();
    writeFileSync(
      configPath,
      JSON.stringify(
        createGatewayConfig({
          port,
          store: storeSetting,
          ...(postgres === undefined ? {} : { redis: postgres.redisUrl }),
          mockOrigins,
          upstreamConnections: UPSTREAM_CONNECTIONS,
          ...(tracingEndpoint === undefined ? {} : { tracingEndpoint }),
          ...(tracingSampleRatio === undefined ? {} : { tracingSampleRatio }),
          ...(workers === undefined ? {} : { workers }),
        }),
        null,
        2,
      ),
    );
    starts += 1;
    const profiling = profile && profileDirectory !== undefined ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`] : [];
    // BENCH_GATEWAY_NODE_ARGS: node options for the gateway processes only (e.g. V8's --trace-opt, to the gateway's log).
    const extra = (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter((part) => part !== '');
    return spawnGateway({ nodeArguments: [...profiling, ...extra, ...command.nodeArguments], configPath, port, directory, logPath: join(directory, `gateway-${starts}.log`), token });
  };
  try {
    const main = await spawnOne(undefined, true);
    const commandLine = `node ${command.mode === 'dist' ? 'apps/gateway/dist/cli.js' : '--import tsx --conditions=@modelgate/source apps/gateway/src/cli.ts'} serve (store: ${store === 'postgres' ? 'postgres + redis' : store}${tracingEndpoint === undefined ? '' : `, tracing on, sample ratio ${tracingSampleRatio ?? 1}`}${workers === undefined ? '' : `, workers: ${workers}`})`;
    const endpoint = {
      origin: main.origin, pid: main.pid, token: main.token, mockPids,
      ...(workers === undefined ? {} : { servingProcesses: workers }),
      ...(postgres === undefined ? {} : { sharedStore: true }),
    };
    const targets = createGatewayTargets(endpoint, allTranslations, variant);
    if (postgres !== undefined && teamTokens !== undefined && teamTokens > 1) {
      log(`creating ${teamTokens} tokens of one account in schema ${postgres.schema}`);
      const secrets = await createTeamTokens({ postgresUrl: postgres.postgresUrl, schema: postgres.schema, secret: main.token, count: teamTokens });
      targets.push(...createGatewayTargets({ ...endpoint, secrets }, allTranslations, `${variant ?? 'gateway'}, ${teamTokens} tokens`));
    }
    return {
      status: { available: true, mode: command.mode, command: command.note === undefined ? commandLine : `${commandLine} (${command.note})` },
      pid: main.pid,
      targets,
      stop: () => main.stop(),
      // An in-memory store starts empty, so a fresh gateway prints (and needs) a new token.
      startFresh: () => spawnOne(store === 'memory' ? undefined : main.token),
      cleanUp,
      profileDirectory,
    };
  } catch (error) {
    if (postgres !== undefined) await dropBenchSchema(postgres.postgresUrl, postgres.schema).catch(() => undefined);
    return unavailable(`did not start (${error instanceof Error ? error.message : String(error)}); files kept in ${directory}`);
  }
}
