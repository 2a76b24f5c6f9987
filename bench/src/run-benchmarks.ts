import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { startGateway } from './gateway/start-gateway.js';
import { checkBenchCases } from './measure/check-bench-cases.js';
import { BENCH_USAGE, parseBenchOptions, type BenchOptions } from './parse-bench-options.js';
import { startBenchUpstreams } from './process/start-bench-upstreams.js';
import { readProcessStats } from './process/read-process-stats.js';
import type { BenchResult } from './report/bench-result.js';
import { compareWithBaseline } from './report/compare-with-baseline.js';
import { evaluateBars } from './report/evaluate-bars.js';
import { RESULTS_DIRECTORY, writeBenchResult } from './report/write-bench-result.js';
import { readGatewayProfile } from './profile/read-gateway-profile.js';
import { runBenchSuite, type MeasuredProcess } from './run-bench-suite.js';
import { createBenchCases } from './targets/bench-target.js';
import { createBaselineTargets } from './targets/create-baseline-targets.js';

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
  // --compare-store: the same gateway build on the in-memory store, measured alongside (not judged against the bars).
  const variant =
    options.compareStore && gateway.status.available
      ? await startGateway({
          mode: gateway.status.mode,
          upstreams,
          allTranslations: options.allTranslations,
          cpuProfile: false,
          store: 'memory',
          variant: 'memory store',
          log: (message) => console.log(`[bench] ${message}`),
        })
      : undefined;
  // --compare-postgres: the same build on PostgreSQL + Redis, with one token and with a team account's many tokens.
  const sharedVariant =
    options.comparePostgres && gateway.status.available
      ? await startGateway({
          mode: gateway.status.mode,
          upstreams,
          allTranslations: options.allTranslations,
          cpuProfile: false,
          store: 'postgres',
          shared: { postgresUrl: options.postgresUrl, redisUrl: options.redisUrl },
          teamTokens: options.sharedStoreTokens,
          variant: 'postgres+redis',
          log: (message) => console.log(`[bench] ${message}`),
        })
      : undefined;
  try {
    if (!gateway.status.available) console.log(`[bench] gateway not available: ${gateway.status.reason}`);
    if (variant !== undefined && !variant.status.available) console.log(`[bench] memory-store gateway not available: ${variant.status.reason}`);
    if (sharedVariant !== undefined && !sharedVariant.status.available) console.log(`[bench] postgres+redis gateway not available: ${sharedVariant.status.reason}`);
    const targets = [...createBaselineTargets(upstreams), ...gateway.targets, ...(variant?.targets ?? []), ...(sharedVariant?.targets ?? [])];
    const selected = createBenchCases(targets).filter(
      (benchCase) => options.only === undefined || benchCase.target.kind === 'direct' || benchCase.target.kind === 'floor' || options.only.test(benchCase.id),
    );
    const processes: MeasuredProcess[] = [{ name: 'floor', pid: upstreams.floor.pid, startRssBytes: readProcessStats(upstreams.floor.pid).rssBytes }];
    if (gateway.pid !== undefined) processes.push({ name: 'gateway', pid: gateway.pid, startRssBytes: readProcessStats(gateway.pid).rssBytes });
    if (variant?.pid !== undefined) {
      processes.push({ name: 'gateway[memory store]', pid: variant.pid, startRssBytes: readProcessStats(variant.pid).rssBytes });
    }
    if (sharedVariant?.pid !== undefined) {
      processes.push({ name: 'gateway[postgres+redis]', pid: sharedVariant.pid, startRssBytes: readProcessStats(sharedVariant.pid).rssBytes });
    }
    const { working, problems } = await checkBenchCases(selected);
    for (const problem of problems) console.log(`[bench] ${problem}`);
    const suite = await runBenchSuite(working, processes, options, {
      beforeOpenStreams: async () => {
        await Promise.all([gateway.stop(), variant?.stop(), sharedVariant?.stop()]);
      },
      startFresh: async (kind) => {
        if (kind === 'floor') return upstreams.startFloor();
        return gateway.startFresh();
      },
    });
    await gateway.stop();
    const name = options.name ?? `${startedAt.toISOString().replace(/[:.]/g, '-')}.local`;
    const profile =
      gateway.profileDirectory === undefined ? undefined : readGatewayProfile(gateway.profileDirectory, `${RESULTS_DIRECTORY}${name}.cpuprofile`);
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
      ...(profile === undefined ? {} : { gatewayProfile: profile }),
      problems: [
        ...(gateway.status.available ? [] : [`gateway not available: ${gateway.status.reason}`]),
        ...problems,
        ...suite.openStreams
          .filter((row) => row.open < row.requested)
          .map((row) => `open streams through ${row.targetId}: ${row.open} of ${row.requested} open; not open: ${JSON.stringify(row.refused)}, first: ${row.firstRefusal ?? 'none'}`),
      ],
    };
    if (options.baseline !== undefined) {
      const baseline = JSON.parse(readFileSync(baselinePath ?? options.baseline, 'utf8')) as BenchResult;
      result.baseline = compareWithBaseline(result, baseline, options.baseline);
    }
    const written = writeBenchResult(result, name);
    console.log(`\n${written.markdown}`);
    console.log(`[bench] wrote ${written.jsonPath} and ${written.markdownPath}`);
  } finally {
    await Promise.all([gateway.stop(), variant?.stop(), sharedVariant?.stop()]);
    await upstreams.stop();
    await Promise.all([gateway.cleanUp(), variant?.cleanUp(), sharedVariant?.cleanUp()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
