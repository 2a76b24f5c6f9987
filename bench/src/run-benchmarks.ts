import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { BENCH_FORMATS } from './formats/bench-formats.js';
import { growRequestBodies, growRequestBodiesPerTurn } from './formats/grow-request-bodies.js';
import { startGateway, type StartedGateway } from './gateway/start-gateway.js';
import { startTraceSink } from './gateway/start-trace-sink.js';
import { checkBenchCases } from './measure/check-bench-cases.js';
import { assertWrkInstalled } from './measure/wrk/run-wrk.js';
import { BENCH_USAGE, parseBenchOptions, type BenchOptions } from './parse-bench-options.js';
import { startBenchUpstreams } from './process/start-bench-upstreams.js';
import { findDatabaseServers, listProcesses, type DatabaseServers } from './process/read-database-cpu.js';
import { readProcessStats } from './process/read-process-stats.js';
import type { BenchResult } from './report/bench-result.js';
import { compareWithBaseline } from './report/compare-with-baseline.js';
import { evaluateBars } from './report/evaluate-bars.js';
import { evaluateVariantBars } from './report/evaluate-variant-bars.js';
import { RESULTS_DIRECTORY, writeBenchResult } from './report/write-bench-result.js';
import { readGatewayProfile } from './profile/read-gateway-profile.js';
import { defaultPeersDirectory } from './peers/install-peers.js';
import { startPeers, type StartedPeers } from './peers/start-peers.js';
import { runBenchSuite, type MeasuredProcess } from './run-bench-suite.js';
import { createBenchCases } from './targets/bench-target.js';
import { createBaselineTargets } from './targets/create-baseline-targets.js';
import { selectBenchCases } from './targets/select-bench-cases.js';

function readGitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function describeOptions(options: BenchOptions): Record<string, unknown> {
  return { ...options, only: options.only?.source ?? null };
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(BENCH_USAGE);
    return;
  }
  // pnpm runs the script in bench/; a relative --baseline is taken from where `pnpm bench` was typed.
  const baselinePath = options.baseline === undefined ? undefined : resolve(process.env['INIT_CWD'] ?? process.cwd(), options.baseline);
  if (baselinePath !== undefined && !existsSync(baselinePath)) throw new Error(`--baseline: no file at ${baselinePath}`);
  if (options.loadGenerator === 'wrk') assertWrkInstalled();
  if (options.bodyKb > 0) growRequestBodies(BENCH_FORMATS, options.bodyKb * 1024);
  if (options.bodyKb > 0 && options.bodyGrowth) growRequestBodiesPerTurn(BENCH_FORMATS, options.bodyKb * 1024);
  const startedAt = new Date();
  const loadAverageBefore = loadavg();
  const upstreams = await startBenchUpstreams({
    instant: { intervalMs: 0, deltas: options.instantDeltas },
    paced: { intervalMs: options.pacedIntervalMs, deltas: options.pacedDeltas, precise: true },
    slow: { intervalMs: options.slowIntervalMs, deltas: Math.ceil((options.openStreamsTimeoutSeconds * 1000 * 2) / options.slowIntervalMs) },
  });
  const gateway = await startGateway({
    mode: options.gateway,
    upstreams,
    allTranslations: options.allTranslations,
    cpuProfile: options.cpuProfile,
    store: options.gatewayStore,
    shared: { postgresUrl: options.postgresUrl, redisUrl: options.redisUrl },
    log: (message) => console.log(`[bench] ${message}`),
  });
  // --compare-store, --compare-postgres, --compare-tracing, --compare-workers, --compare-twin: the same gateway build on
  // the in-memory store, on PostgreSQL + Redis (one token, and a team account's many tokens), with tracing on (to a sink
  // in this process), as two worker processes (server.workers: 2), or with the main one's settings (an A/A control),
  // measured alongside (not judged against the bars).
  const traceSink = options.compareTracing && gateway.status.available ? await startTraceSink() : undefined;
  const variantSettings: { name: string; store: BenchOptions['gatewayStore']; teamTokens?: number; tracingEndpoint?: string; tracingSampleRatio?: number; workers?: number }[] = [
    ...(options.compareStore ? [{ name: 'memory store', store: 'memory' as const }] : []),
    ...(options.comparePostgres ? [{ name: 'postgres+redis', store: 'postgres' as const, teamTokens: options.sharedStoreTokens }] : []),
    ...(traceSink === undefined
      ? []
      : options.tracingSampleRatios.map((ratio) => ({
          name: ratio === 1 ? 'tracing on' : `tracing on, ratio ${ratio}`,
          store: options.gatewayStore,
          tracingEndpoint: traceSink.endpoint,
          tracingSampleRatio: ratio,
        }))),
    // Workers cannot share the memory store: they compare on SQLite then.
    ...(options.compareWorkers ? [{ name: 'workers: 2', store: options.gatewayStore === 'memory' ? ('sqlite' as const) : options.gatewayStore, workers: 2 }] : []),
    // An A/A control: the main gateway's settings in a second process.
    ...(options.compareTwin ? [{ name: 'twin', store: options.gatewayStore }] : []),
  ];
  const variants: { name: string; gateway: StartedGateway }[] = [];
  const mode = gateway.status.available ? gateway.status.mode : undefined;
  for (const settings of variantSettings) {
    if (mode === undefined) break;
    const started = await startGateway({
      mode,
      upstreams,
      allTranslations: options.allTranslations,
      cpuProfile: options.cpuProfile,
      store: settings.store,
      shared: { postgresUrl: options.postgresUrl, redisUrl: options.redisUrl },
      ...(settings.teamTokens === undefined ? {} : { teamTokens: settings.teamTokens }),
      ...(settings.tracingEndpoint === undefined ? {} : { tracingEndpoint: settings.tracingEndpoint }),
      ...(settings.tracingSampleRatio === undefined ? {} : { tracingSampleRatio: settings.tracingSampleRatio }),
      ...(settings.workers === undefined ? {} : { workers: settings.workers }),
      variant: settings.name,
      log: (message) => console.log(`[bench] ${message}`),
    });
    variants.push({ name: settings.name, gateway: started });
  }
  // --compare-peers: two other gateways from npm in front of the same mocks, measured as compared gateways.
  const peersDirectory = options.peersDirectory === undefined ? defaultPeersDirectory() : resolve(process.env['INIT_CWD'] ?? process.cwd(), options.peersDirectory);
  const peers: StartedPeers | undefined = options.comparePeers
    ? await startPeers(peersDirectory, upstreams.mocks, (message) => console.log(`[bench] ${message}`))
    : undefined;
  try {
    for (const problem of peers?.problems ?? []) console.log(`[bench] ${problem}`);
    if (!gateway.status.available) console.log(`[bench] gateway not available: ${gateway.status.reason}`);
    for (const variant of variants) if (!variant.gateway.status.available) console.log(`[bench] ${variant.name} gateway not available: ${variant.gateway.status.reason}`);
    const targets = [...createBaselineTargets(upstreams), ...gateway.targets, ...variants.flatMap((variant) => variant.gateway.targets), ...(peers?.targets ?? [])];
    const allCases = createBenchCases(targets);
    const selected = selectBenchCases(allCases, options.only);
    const processes: MeasuredProcess[] = [{ name: 'floor', pid: upstreams.floor.pid, startRssBytes: readProcessStats(upstreams.floor.pid).rssBytes }];
    if (gateway.pid !== undefined) processes.push({ name: 'gateway', pid: gateway.pid, startRssBytes: readProcessStats(gateway.pid).rssBytes });
    for (const variant of variants) {
      if (variant.gateway.pid !== undefined) processes.push({ name: `gateway[${variant.name}]`, pid: variant.gateway.pid, startRssBytes: readProcessStats(variant.gateway.pid).rssBytes });
    }
    for (const peer of peers?.processes ?? []) processes.push({ ...peer, startRssBytes: readProcessStats(peer.pid).rssBytes });
    // A gateway on PostgreSQL + Redis: those servers' CPU is read around every throughput window (this host's servers).
    const databaseServers: DatabaseServers | undefined = targets.some((target) => target.sharedStore === true) ? findDatabaseServers(listProcesses()) : undefined;
    if (databaseServers !== undefined) console.log(`[bench] database servers on this host: postgres ${databaseServers.postgres.join(', ') || 'none'}, redis-server ${databaseServers.redis.join(', ') || 'none'}`);
    const { working, problems } = await checkBenchCases(selected);
    for (const problem of problems) console.log(`[bench] ${problem}`);
    // The cases --only left out still run, unmeasured, in the one-at-a-time phases: each gateway keeps a full run's pace.
    const fillers = (await checkBenchCases(allCases.filter((benchCase) => !selected.includes(benchCase)))).working;
    const paceCases = allCases.filter((benchCase) => working.includes(benchCase) || fillers.includes(benchCase));
    const suite = await runBenchSuite(working, processes, options, {
      beforeOpenStreams: async () => {
        await Promise.all([gateway.stop(), ...variants.map((variant) => variant.gateway.stop()), peers?.stop()]);
      },
      startFresh: async (kind) => {
        if (kind === 'floor') return upstreams.startFloor();
        return gateway.startFresh();
      },
    }, paceCases, databaseServers);
    await gateway.stop();
    const name = options.name ?? `${startedAt.toISOString().replace(/[:.]/g, '-')}.local`;
    const profile =
      gateway.profileDirectory === undefined ? undefined : readGatewayProfile(gateway.profileDirectory, `${RESULTS_DIRECTORY}${name}.cpuprofile`);
    // A variant (a traced gateway, another store) is profiled too: it writes its profile when it stops.
    await Promise.all(variants.map((variant) => variant.gateway.stop()));
    const variantProfiles = variants.flatMap((variant) => {
      const directory = variant.gateway.profileDirectory;
      const summary = directory === undefined ? undefined : readGatewayProfile(directory, `${RESULTS_DIRECTORY}${name}.${variant.name.replace(/[^a-z0-9.]+/gi, '-')}.cpuprofile`);
      return summary === undefined ? [] : [{ name: variant.name, profile: summary }];
    });
    const finishedAt = new Date();
    const result: BenchResult = {
      meta: {
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        elapsedSeconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        loadAverageBefore,
        loadAverageAfter: loadavg(),
        gitCommit: readGitCommit(),
        options: describeOptions(options),
        gateway: gateway.status,
      },
      ...suite,
      bars: evaluateBars(suite),
      ...(variants.length === 0 ? {} : { variantBars: evaluateVariantBars(suite) }),
      ...(profile === undefined ? {} : { gatewayProfile: profile }),
      ...(variantProfiles.length === 0 ? {} : { variantProfiles }),
      problems: [
        ...(gateway.status.available ? [] : [`gateway not available: ${gateway.status.reason}`]),
        ...(peers?.problems ?? []),
        ...problems,
        ...(databaseServers === undefined
          ? []
          : [
              ...(databaseServers.postgres.length === 0 ? ['no PostgreSQL server process on this host: its CPU is not in the totals'] : []),
              ...(databaseServers.redis.length === 0 ? ['no redis-server process on this host: its CPU is not in the totals'] : []),
            ]),
        ...suite.openStreams
          .filter((row) => row.open < row.requested)
          .map((row) => `open streams through ${row.targetId}: ${row.open} of ${row.requested} open; not open: ${JSON.stringify(row.refused)}, first: ${row.firstRefusal ?? 'none'}`),
      ],
    };
    if (traceSink !== undefined) {
      const { exports, bytes } = traceSink.received();
      console.log(`[bench] the tracing gateway sent ${exports} OTLP exports (${(bytes / 1024 / 1024).toFixed(1)} MiB) to the sink`);
      if (exports === 0) result.problems.push('gateway[tracing on] exported no spans: its rows measured a gateway that traced nothing');
    }
    if (options.baseline !== undefined) {
      const baseline = JSON.parse(readFileSync(baselinePath ?? options.baseline, 'utf8')) as BenchResult;
      result.baseline = compareWithBaseline(result, baseline, options.baseline);
    }
    const written = writeBenchResult(result, name);
    console.log(`\n${written.markdown}`);
    console.log(`[bench] wrote ${written.jsonPath} and ${written.markdownPath}`);
  } finally {
    await Promise.all([gateway.stop(), ...variants.map((variant) => variant.gateway.stop()), peers?.stop()]);
    await upstreams.stop();
    await traceSink?.close();
    await Promise.all([gateway.cleanUp(), ...variants.map((variant) => variant.gateway.cleanUp())]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
