import { parseArgs } from 'node:util';
import type { LoadGenerator } from './measure/measure-throughput.js';

export type GatewayMode = 'auto' | 'source' | 'dist' | 'off';

export type GatewayStoreKind = 'sqlite' | 'memory' | 'postgres';

export type BenchOptions = {
  /** Seconds per throughput run (one case, one round). */
  duration: number;
  rounds: number;
  connections: number;
  warmupRequests: number;
  /** Unmeasured throughput rounds (every case, `duration` s at `connections`) before the measured ones. */
  warmupRounds: number;
  latencySamples: number;
  ttftSamples: number;
  instantDeltas: number;
  pacedIntervalMs: number;
  pacedDeltas: number;
  openStreams: number;
  slowIntervalMs: number;
  openStreamsTimeoutSeconds: number;
  /** Only cases whose id matches this pattern (e.g. `floor|chat→chat`). */
  only: RegExp | undefined;
  gateway: GatewayMode;
  /** Write results under this name in bench/results/ instead of a timestamped `.local` name. */
  name: string | undefined;
  allTranslations: boolean;
  skipOpenStreams: boolean;
  /** The gateway's store: SQLite (the default install), memory (to see what the store costs) or PostgreSQL + Redis. */
  gatewayStore: GatewayStoreKind;
  /** Also run a second gateway on the in-memory store, side by side (rows `gateway[memory store] …`). */
  compareStore: boolean;
  /**
   * Also run a gateway on PostgreSQL + Redis, side by side: rows `gateway[postgres+redis] …` (one token) and
   * `gateway[postgres+redis, N tokens] …` (N tokens of one account, used round robin: a team account).
   */
  comparePostgres: boolean;
  /** Tokens of one account the `postgres+redis, N tokens` rows rotate over. */
  sharedStoreTokens: number;
  postgresUrl: string;
  redisUrl: string;
  /** Also run a second gateway with tracing on, exporting to an in-process sink (rows `gateway[tracing on] …`). */
  compareTracing: boolean;
  /**
   * With --compare-tracing: the `tracing.sample_ratio` of each traced gateway, one gateway per ratio (default `[1]`:
   * every request traced; production setups sample a fraction, e.g. `[1, 0.1]` shows both beside tracing off).
   */
  tracingSampleRatios: number[];
  /** Also run a second gateway with `server.workers: 2` (rows `gateway[workers: 2] …`, their ratio to one process). */
  compareWorkers: boolean;
  /**
   * Also run a second gateway with the main one's settings (rows `gateway[twin] …`): an A/A control, whose ratio to
   * the main gateway shows what a compare run's order and its two processes alone make of the same gateway.
   */
  compareTwin: boolean;
  /**
   * Also install two other gateways from npm (Portkey, claude-code-router; exact versions) and measure them in front
   * of the same mocks (rows `gateway[portkey 1.15.2] …`, `gateway[claude-code-router 2.0.0] …`). Needs the network
   * the first time; not part of CI.
   */
  comparePeers: boolean;
  /** Where the peers are installed (absent: a cache directory under the system's temporary directory, kept between runs). */
  peersDirectory: string | undefined;
  /** An earlier result (JSON) to compare the gateway rows with. */
  baseline: string | undefined;
  /** Run the main gateway with `--cpu-prof` and print where its CPU went. */
  cpuProfile: boolean;
  /** Grow every request body to this many KiB with earlier conversation turns (0: the small default bodies). */
  bodyKb: number;
  /** With bodyKb: the load phase sends an agent's conversation a turn longer each request, not one body again. */
  bodyGrowth: boolean;
  /**
   * What sends the throughput phase's requests: autocannon (default, in the bench's process) or wrk (C, a child
   * process, a fraction of autocannon's CPU a request: what leaves a 2-core box's cores to the measured processes).
   */
  loadGenerator: LoadGenerator;
};

const DEFAULTS: BenchOptions = {
  duration: 1,
  rounds: 3,
  connections: 50,
  // 2,000, not 500: the unloaded rows' added p50 read 0.05–0.15 ms lower after 2,000 and no lower after 5,000
  // (docs/performance.md, session 19, h2).
  warmupRequests: 2000,
  // One unmeasured throughput round: the first round at 50 connections after the one-at-a-time phases still compiles
  // (its V8 helper threads 17–95 µs a request against 3–10 in later rounds; docs/performance.md, session 29, lead).
  warmupRounds: 1,
  latencySamples: 200,
  ttftSamples: 100,
  instantDeltas: 20,
  pacedIntervalMs: 10,
  pacedDeltas: 3,
  openStreams: 1000,
  slowIntervalMs: 500,
  openStreamsTimeoutSeconds: 20,
  only: undefined,
  gateway: 'auto',
  name: undefined,
  allTranslations: false,
  skipOpenStreams: false,
  cpuProfile: false,
  gatewayStore: 'sqlite',
  baseline: undefined,
  compareStore: false,
  comparePostgres: false,
  sharedStoreTokens: 1000,
  postgresUrl: 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: 'redis://127.0.0.1:6379',
  compareTracing: false,
  tracingSampleRatios: [1],
  compareWorkers: false,
  compareTwin: false,
  comparePeers: false,
  peersDirectory: undefined,
  bodyKb: 0,
  bodyGrowth: false,
  loadGenerator: 'autocannon',
};

export const BENCH_USAGE = `pnpm bench [-- options]
  --quick                 1 round of 1 s, fewer samples, 200 open streams (a smoke run, ~1 min)
  --long                  3 rounds of 10 s, more samples (~14 min)
  --duration <s>          whole seconds per throughput run (default ${DEFAULTS.duration})
  --rounds <n>            interleaved rounds (default ${DEFAULTS.rounds})
  --connections <n>       load generator concurrency (default ${DEFAULTS.connections})
  --load-generator <g>    autocannon (default, in the bench's own process) or wrk (must be installed: apt-get install wrk;
                          a child process costing a fraction of autocannon's CPU a request). With wrk, the multi-token
                          (--compare-postgres) and --body-growth cases stay on autocannon; wrk's p50/p99 include failed responses
  --warmup-requests <n>   unmeasured requests per case, 8 at a time, before anything is measured (default ${DEFAULTS.warmupRequests});
                          a server.workers: 2 gateway gets n for each worker
  --warmup-rounds <n>     unmeasured throughput rounds before the measured ones (default ${DEFAULTS.warmupRounds}; 0 with --quick)
  --latency-samples <n>   unloaded requests per case (default ${DEFAULTS.latencySamples})
  --ttft-samples <n>      paced streams per case for time to first token (default ${DEFAULTS.ttftSamples})
  --paced-interval-ms <n> gap between paced stream deltas (default ${DEFAULTS.pacedIntervalMs})
  --open-streams <n>      concurrent slow streams for the memory test (default ${DEFAULTS.openStreams}; 0 skips it)
  --only <regex>          only cases whose id matches (ids look like "gateway chat→messages stream")
  --gateway <mode>        auto | source | dist | off (default auto: dist if built, else source)
  --all-translations      all six translation pairs instead of the three of issue 7
  --gateway-store <kind>  sqlite (default, as installed), memory (shows what the store costs) or postgres
                          (PostgreSQL + Redis at --postgres-url / --redis-url, in a schema of its own, dropped after)
  --compare-store         add a second gateway on the in-memory store, interleaved with the first (use with --only)
  --compare-postgres      add a gateway on PostgreSQL + Redis, interleaved with the first: one token, and
                          --shared-store-tokens tokens of one account used round robin (use with --only)
  --shared-store-tokens <n>  tokens of the one account (default ${DEFAULTS.sharedStoreTokens})
  --postgres-url <url>    default ${DEFAULTS.postgresUrl}
  --redis-url <url>       default ${DEFAULTS.redisUrl}
  --compare-tracing       add a second gateway with OpenTelemetry tracing on (every request, to an in-process OTLP sink)
  --tracing-sample-ratio <r[,r…]>  with --compare-tracing: the traced gateway's sample ratio (0–1, default 1);
                          a list (1,0.1) adds one traced gateway per ratio
  --compare-workers       add a second gateway with server.workers: 2 (two serving processes on the one SQLite file)
  --compare-twin          add a second gateway with the main one's settings: an A/A control of a compare run (~1.0×)
  --compare-peers         add two other gateways, installed from npm at exact versions (not in CI; needs the network the
                          first time): Portkey (chat→chat, messages→messages) and claude-code-router (messages→chat)
  --peers-dir <dir>       with --compare-peers: install the peers here, or reuse the install found here (default: a
                          cache directory under the system's temporary directory)
  --body-kb <n>           grow every request body to n KiB with earlier turns (agent-sized: 100, 1024)
  --body-growth           with --body-kb: each loaded request is the previous one plus a turn (an agent's next
                          request; 64 turns, then again), instead of the same body every time
  --baseline <file.json>  compare the gateway rows with an earlier run (e.g. bench/results/representative.json)
  --cpu-prof              profile the gateway (node --cpu-prof) and print its hot functions and packages
  --name <name>           write bench/results/<name>.{json,md} instead of <timestamp>.local.*`;

function readNumber(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${flag} expects a number ≥ 0, got ${value}`);
  return parsed;
}

function readGatewayMode(value: string | undefined): GatewayMode {
  if (value === undefined) return DEFAULTS.gateway;
  if (value === 'auto' || value === 'source' || value === 'dist' || value === 'off') return value;
  throw new Error(`--gateway expects auto, source, dist or off, got ${value}`);
}

function readGatewayStore(value: string | undefined): BenchOptions['gatewayStore'] {
  if (value === undefined || value === 'sqlite' || value === 'memory' || value === 'postgres') return value ?? 'sqlite';
  throw new Error(`--gateway-store expects sqlite, memory or postgres, got ${value}`);
}

function readLoadGenerator(value: string | undefined): LoadGenerator {
  if (value === undefined || value === 'autocannon' || value === 'wrk') return value ?? DEFAULTS.loadGenerator;
  throw new Error(`--load-generator expects autocannon or wrk, got ${value}`);
}

function readSampleRatios(value: string | undefined, fallback: number[]): number[] {
  if (value === undefined) return fallback;
  const ratios = value.split(',').map((part) => Number(part.trim()));
  if (ratios.some((ratio) => !Number.isFinite(ratio) || ratio < 0 || ratio > 1)) throw new Error(`--tracing-sample-ratio expects ratios from 0 to 1 separated by commas, got ${value}`);
  return [...new Set(ratios)];
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv.filter((argument) => argument !== '--'),
    strict: true,
    options: {
      help: { type: 'boolean' },
      quick: { type: 'boolean' },
      long: { type: 'boolean' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      'warmup-requests': { type: 'string' },
      'warmup-rounds': { type: 'string' },
      'latency-samples': { type: 'string' },
      'ttft-samples': { type: 'string' },
      'paced-interval-ms': { type: 'string' },
      'open-streams': { type: 'string' },
      only: { type: 'string' },
      gateway: { type: 'string' },
      'all-translations': { type: 'boolean' },
      'cpu-prof': { type: 'boolean' },
      'gateway-store': { type: 'string' },
      baseline: { type: 'string' },
      'compare-store': { type: 'boolean' },
      'compare-postgres': { type: 'boolean' },
      'shared-store-tokens': { type: 'string' },
      'postgres-url': { type: 'string' },
      'redis-url': { type: 'string' },
      'compare-tracing': { type: 'boolean' },
      'tracing-sample-ratio': { type: 'string' },
      'compare-workers': { type: 'boolean' },
      'compare-twin': { type: 'boolean' },
      'compare-peers': { type: 'boolean' },
      'peers-dir': { type: 'string' },
      'body-kb': { type: 'string' },
      'body-growth': { type: 'boolean' },
      'load-generator': { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (values.help === true) return 'help';
  const preset: BenchOptions = values.quick
    ? { ...DEFAULTS, duration: 1, rounds: 1, warmupRequests: 100, warmupRounds: 0, latencySamples: 40, ttftSamples: 5, openStreams: 200 }
    : values.long
      ? { ...DEFAULTS, duration: 10, rounds: 3, warmupRequests: 2000, latencySamples: 500, ttftSamples: 200 }
      : DEFAULTS;
  const openStreams = readNumber(values['open-streams'], preset.openStreams, 'open-streams');
  return {
    ...preset,
    duration: Math.max(1, Math.round(readNumber(values.duration, preset.duration, 'duration'))),
    rounds: Math.max(1, Math.round(readNumber(values.rounds, preset.rounds, 'rounds'))),
    connections: Math.max(1, Math.round(readNumber(values.connections, preset.connections, 'connections'))),
    warmupRequests: Math.round(readNumber(values['warmup-requests'], preset.warmupRequests, 'warmup-requests')),
    warmupRounds: Math.round(readNumber(values['warmup-rounds'], preset.warmupRounds, 'warmup-rounds')),
    latencySamples: Math.round(readNumber(values['latency-samples'], preset.latencySamples, 'latency-samples')),
    ttftSamples: Math.round(readNumber(values['ttft-samples'], preset.ttftSamples, 'ttft-samples')),
    pacedIntervalMs: readNumber(values['paced-interval-ms'], preset.pacedIntervalMs, 'paced-interval-ms'),
    openStreams,
    skipOpenStreams: openStreams === 0,
    only: values.only === undefined ? undefined : new RegExp(values.only),
    gateway: readGatewayMode(values.gateway),
    allTranslations: values['all-translations'] === true,
    cpuProfile: values['cpu-prof'] === true,
    gatewayStore: readGatewayStore(values['gateway-store']),
    baseline: values.baseline,
    compareStore: values['compare-store'] === true,
    comparePostgres: values['compare-postgres'] === true,
    sharedStoreTokens: Math.max(1, Math.round(readNumber(values['shared-store-tokens'], preset.sharedStoreTokens, 'shared-store-tokens'))),
    postgresUrl: values['postgres-url'] ?? preset.postgresUrl,
    redisUrl: values['redis-url'] ?? preset.redisUrl,
    compareTracing: values['compare-tracing'] === true,
    tracingSampleRatios: readSampleRatios(values['tracing-sample-ratio'], preset.tracingSampleRatios),
    compareWorkers: values['compare-workers'] === true,
    compareTwin: values['compare-twin'] === true,
    comparePeers: values['compare-peers'] === true,
    peersDirectory: values['peers-dir'],
    bodyKb: readNumber(values['body-kb'], preset.bodyKb, 'body-kb'),
    bodyGrowth: values['body-growth'] === true,
    loadGenerator: readLoadGenerator(values['load-generator']),
    name: values.name,
  };
}
