import type { ProfileSummary } from '../profile/summarize-cpu-profile.js';
import type { BarCheck, BenchResult, FirstTokenSidesRow, LatencyRow, PairedFigure, ThroughputRow } from './bench-result.js';
import { describeFailureKinds } from './describe-failure-kinds.js';
import { describeRunQueueWait } from './describe-run-queue-wait.js';
import { describeWorkersCeiling, WORKERS_THROUGHPUT_BAR } from './describe-workers-ceiling.js';
import { formatFigure, formatRatio, formatSigned } from './format-figure.js';

/** The measured process of a case id (`gateway[workers: 2] chat→chat json` → `gateway[workers: 2]`; direct rows: the mock). */
function measuredProcessOf(caseId: string): string {
  const name = /^(.*) \S+ \S+$/.exec(caseId)?.[1] ?? caseId;
  return name === 'direct' ? 'mock' : name;
}

function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const align = header.map((_, index) => (index === 0 ? '---' : '---:'));
  return [line(header), line(align), ...rows.map(line)].join('\n');
}

function renderInterval(interval: readonly [number, number] | undefined, digits: number): string {
  if (interval === undefined) return '';
  return `${formatSigned(interval[0], digits)} to ${formatSigned(interval[1], digits)}`;
}

function renderLatencyTable(rows: readonly LatencyRow[]): string {
  return renderTable(
    ['case', 'p50 ms', 'p99 ms', 'added vs direct ms', '95% interval ms', 'added vs floor ms', 'failed'],
    rows.map((row) => [
      row.caseId,
      formatFigure(row.p50Ms, 3),
      formatFigure(row.p99Ms, 3),
      formatSigned(row.addedVsDirectMs, 3),
      renderInterval(row.addedVsDirectIntervalMs, 3),
      formatSigned(row.addedVsFloorMs, 3),
      String(row.failures),
    ]),
  );
}

function renderPaired(figure: PairedFigure): string {
  return `${formatSigned(figure.medianMs, 3)} (${renderInterval(figure.intervalMs, 3)})`;
}

/** The paced streams less the mock's pause, split at the mock: what each proxy adds on the way up and on the way back. */
function renderFirstTokenSidesTable(rows: readonly FirstTokenSidesRow[]): string {
  return renderTable(
    ['case', 'stamped', 'less pause p50 ms', 'way up / down p50 ms', 'added vs direct ms (95%)', 'added vs floor ms (95%)', 'way up vs floor ms (95%)', 'way down vs floor ms (95%)'],
    rows.map((row) => [
      row.caseId,
      `${String(row.matched)}/${String(row.samples)}`,
      formatFigure(row.bothWaysP50Ms, 3),
      `${formatFigure(row.wayUpP50Ms, 3)} / ${formatFigure(row.wayDownP50Ms, 3)}`,
      renderPaired(row.vsDirect),
      renderPaired(row.vsFloor),
      renderPaired(row.wayUpVsFloor),
      renderPaired(row.wayDownVsFloor),
    ]),
  );
}

/** Met or missed; "within noise" when the limit lies inside the worst row's 95% interval. */
function renderBarVerdict(bar: BarCheck): string {
  if (bar.pass === null) return 'not measured';
  const verdict = bar.pass ? 'met' : '**missed**';
  const [low, high] = bar.interval ?? [Number.NaN, Number.NaN];
  return low <= bar.limit && bar.limit <= high ? `${verdict} (within noise)` : verdict;
}

/** `1.407 ms (1.344–1.460), chat→chat stream: **missed**`: one gateway's bar in one cell. */
function renderBarCell(bar: BarCheck, gateway: string): string {
  if (bar.pass === null) return 'not measured';
  const digits = bar.unit === 'MiB' || bar.unit === 'KiB' ? 1 : 3;
  const interval = bar.interval === undefined ? '' : ` (${formatFigure(bar.interval[0], 3)}–${formatFigure(bar.interval[1], 3)})`;
  const route = bar.where.startsWith(`${gateway} `) ? bar.where.slice(gateway.length + 1) : bar.where;
  return `${formatFigure(bar.measured, digits)} ${bar.unit}${interval}, ${route}: ${renderBarVerdict(bar)}`;
}

/**
 * With compared gateways (--compare-tracing, --compare-postgres …): issue 7's bars for each, judged on its own rows
 * like the main gateway's, one column per gateway beside the main one.
 */
function renderVariantBars(result: BenchResult): string[] {
  const variants = result.variantBars ?? [];
  if (variants.length === 0) return [];
  const columns = [{ gateway: 'gateway', bars: result.bars }, ...variants];
  return [
    '### Bars for each compared gateway, same run',
    renderTable(
      ['bar', ...columns.map((column) => column.gateway)],
      result.bars.map((bar) => [
        bar.bar,
        ...columns.map((column) => {
          const own = column.bars.find((candidate) => candidate.bar === bar.bar);
          return own === undefined ? '' : renderBarCell(own, column.gateway);
        }),
      ]),
    ),
    'Each compared gateway is judged on its own rows, as the main one is; open streams are measured through the main gateway only.',
  ];
}

/** The whole result as markdown: bars first, then one table per measurement. */
export function renderMarkdownReport(result: BenchResult): string {
  const { meta } = result;
  const gatewayLine = meta.gateway.available
    ? `gateway: \`${meta.gateway.command}\` (${meta.gateway.mode})`
    : `**gateway not available: ${meta.gateway.reason}**`;
  const options = meta.options;
  const floorMemory = result.memory.find((row) => row.process === 'floor') ?? { idleRssMiB: Number.NaN, peakRssUnderLoadMiB: Number.NaN };
  const sections = [
    `# ModelGate benchmark, ${meta.startedAt}`,
    [
      `Node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}, load average ${meta.loadAverageBefore.map((value) => value.toFixed(2)).join(' ')} before and ${meta.loadAverageAfter.map((value) => value.toFixed(2)).join(' ')} after, commit ${meta.gitCommit}, ${meta.elapsedSeconds.toFixed(0)} s.`,
      gatewayLine,
      `Throughput: ${String(options['rounds'])} interleaved rounds of ${String(options['duration'])} s per case at ${String(options['connections'])} connections (${String(options['loadGenerator'] ?? 'autocannon')})${describeWarmupRounds(options['warmupRounds'])}. Unloaded: ${String(options['latencySamples'])} sequential requests per case, interleaved request by request, never two measured requests in a row through one proxy (an unmeasured one to the mock between them). Streams carry ${String(options['instantDeltas'])} deltas; time to first token uses ${String(options['pacedDeltas'])} deltas ${String(options['pacedIntervalMs'])} ms apart.`,
      ...(Number(options['bodyKb'] ?? 0) > 0 ? [`Request bodies grown to ${String(options['bodyKb'])} KiB with earlier conversation turns (\`--body-kb\`).`] : []),
      ...(Number(options['bodyKb'] ?? 0) > 0 && options['bodyGrowth'] === true ? ['Under load, each request is the one before plus a conversation turn, 64 turns and again (`--body-growth`).'] : []),
      'Ratios are taken round by round against the floor (node:http + keep-alive agent) to the same upstream mock; added times are medians of paired differences. Absolute figures depend on a shared machine: read the ratios.',
    ].join('\n\n'),
    '## Bars (issue 7)',
    renderTable(
      ['bar', 'worst measured', '95% interval', 'where', 'verdict'],
      result.bars.map((bar) => [
        bar.bar,
        `${formatFigure(bar.measured, bar.unit === 'MiB' || bar.unit === 'KiB' ? 1 : 3)} ${bar.unit}`,
        bar.interval === undefined ? '' : `${formatFigure(bar.interval[0], 3)}–${formatFigure(bar.interval[1], 3)} ${bar.unit}`,
        bar.where,
        renderBarVerdict(bar),
      ]),
    ),
    ...renderVariantBars(result),
    '## Throughput at fixed concurrency',
    renderTable(
      ['case', 'req/s', 'vs floor', 'rounds range', 'CPU µs/req', 'CPU vs floor', 'p50 ms', 'p50 vs floor', 'p99 ms', 'p99 vs floor', 'peak RSS MiB', 'failed'],
      result.throughput.map((row) => [
        row.caseId,
        formatFigure(row.requestsPerSecond),
        formatRatio(row.requestsPerSecondVsFloor),
        row.requestsPerSecondVsFloorRange.map(formatRatio).join('–'),
        formatFigure(row.cpuMicrosPerRequest),
        formatRatio(row.cpuVsFloor),
        formatFigure(row.latencyP50Ms, 2),
        formatRatio(row.latencyP50VsFloor),
        formatFigure(row.latencyP99Ms, 2),
        formatRatio(row.latencyP99VsFloor),
        formatFigure(row.rssPeakMiB, 1),
        row.failed > 0 ? `${row.failed} (${describeFailureKinds(row.failureKinds)})` : '0',
      ]),
    ),
    'CPU µs/req is the measured process: the mock for `direct` rows, the floor proxy or the gateway otherwise.',
    ...describeRunQueueWait(result.throughputSamples, measuredProcessOf),
    ...renderVariantTable(result.throughput),
    ...describeWorkersCeiling(result.throughputSamples, meta.cpus, WORKERS_THROUGHPUT_BAR),
    ...renderDatabaseCpuTable(result.throughput),
    '## Latency, one request at a time',
    renderLatencyTable(result.unloaded),
    '## Time to first token, paced stream, one at a time',
    result.timeToFirstToken.length === 0 ? 'Not measured: the run had no stream case (`--only`).' : renderLatencyTable(result.timeToFirstToken),
    ...(result.firstTokenSides === undefined || result.firstTokenSides.length === 0
      ? []
      : [
          "The same streams less the mock's pause: (mock had the request − client sent) + (client had the first token − mock wrote it), stamped on the one monotonic clock; way up and way down are its two parts.",
          renderFirstTokenSidesTable(result.firstTokenSides),
        ]),
    '## Memory',
    renderTable(
      ['process', 'RSS after start MiB', 'idle RSS after first requests MiB', 'peak RSS under load MiB', 'idle vs floor', 'under load vs floor', 'connections'],
      result.memory.map((row) => [
        row.process,
        formatFigure(row.startRssMiB, 1),
        formatFigure(row.idleRssMiB, 1),
        formatFigure(row.peakRssUnderLoadMiB, 1),
        formatRatio(row.idleRssMiB / floorMemory.idleRssMiB),
        formatRatio(row.peakRssUnderLoadMiB / floorMemory.peakRssUnderLoadMiB),
        String(row.connections),
      ]),
    ),
    result.openStreams.length === 0 ? 'Open streams: not measured (`--open-streams 0`, or no gateway).' : renderTable(
      ['slow streams through', 'open / asked', 'RSS before MiB', 'RSS open MiB', 'KiB per stream', 'vs floor', 'ramp s'],
      result.openStreams.map((row) => [
        row.targetId,
        `${row.open} / ${row.requested}`,
        formatFigure(row.rssBeforeBytes / 1024 / 1024, 1),
        formatFigure(row.rssOpenBytes / 1024 / 1024, 1),
        formatFigure(row.kibPerStream, 1),
        formatRatio(row.kibPerStreamVsFloor),
        formatFigure(row.openSeconds, 1),
      ]),
    ),
  ];
  if (result.baseline !== undefined) {
    const { baseline } = result;
    sections.push(
      `## Against the baseline (${baseline.source}: ${baseline.startedAt}, commit ${baseline.gitCommit})`,
      baseline.differences.length === 0
        ? 'Same options as the baseline.'
        : `**Options differ, so figures compare less well:** ${baseline.differences.join('; ')}.`,
      renderTable(
        ['figure', 'case', 'before', 'after', 'change'],
        baseline.rows.map((row) => [
          row.figure,
          row.caseId,
          formatFigure(row.before, 2),
          formatFigure(row.after, 2),
          `${formatSigned(row.change * 100, 0)}%`,
        ]),
      ),
    );
  }
  if (result.gatewayProfile !== undefined) sections.push(...renderProfile('Gateway CPU profile', result.gatewayProfile));
  for (const variant of result.variantProfiles ?? []) sections.push(...renderProfile(`Gateway[${variant.name}] CPU profile`, variant.profile));
  if (result.problems.length > 0) sections.push('## Problems', result.problems.map((problem) => `- ${problem}`).join('\n'));
  return `${sections.join('\n\n')}\n`;
}

function renderProfile(title: string, profile: ProfileSummary): string[] {
  const rows = (entries: typeof profile.byPlace): string[][] =>
    entries.map((entry) => [entry.name.replace(/\|/g, '\\|'), formatFigure(entry.selfMs), `${formatFigure(entry.share * 100, 1)}%`]);
  return [
    `## ${title} (--cpu-prof, ${formatFigure(profile.totalMs)} ms of CPU; profiling slows the gateway, so this run's figures are not comparable)`,
    renderTable(['place', 'self ms', 'share'], rows(profile.byPlace)),
    renderTable(['function', 'self ms', 'share'], rows(profile.byFunction)),
  ];
}

/** Rows of a gateway on another store (`--compare-store`, `--compare-postgres`) against the main gateway, same run. */
function renderVariantTable(rows: readonly ThroughputRow[]): string[] {
  const variants = rows.filter((row) => row.requestsPerSecondVsGateway !== undefined);
  if (variants.length === 0) return [];
  return [
    '### Other stores against the main gateway, same run',
    renderTable(
      ['case', 'req/s vs main gateway', 'rounds range', 'p50 ms', 'p99 ms'],
      variants.map((row) => [
        row.caseId,
        formatRatio(row.requestsPerSecondVsGateway ?? Number.NaN),
        (row.requestsPerSecondVsGatewayRange ?? [Number.NaN, Number.NaN]).map(formatRatio).join('–'),
        formatFigure(row.latencyP50Ms, 2),
        formatFigure(row.latencyP99Ms, 2),
      ]),
    ),
  ];
}

/**
 * With the database servers watched (`--compare-postgres`): each gateway row's CPU a request with PostgreSQL's and
 * Redis's beside it, and the total, which counts them for a gateway on the shared store only.
 */
function renderDatabaseCpuTable(rows: readonly ThroughputRow[]): string[] {
  const measured = rows.filter((row) => row.totalCpuMicrosPerRequest !== undefined && row.kind !== 'direct' && row.kind !== 'floor');
  if (measured.length === 0) return [];
  // A row whose total does not count the servers shows their figure in parentheses: what they did meanwhile.
  const server = (row: ThroughputRow, value: number | undefined): string =>
    row.totalCountsDatabase === true ? formatFigure(value ?? Number.NaN, 1) : `(${formatFigure(value ?? Number.NaN, 1)})`;
  return [
    '### CPU a request with the database servers, same run (medians over rounds)',
    renderTable(
      ['case', 'gateway µs/req', 'postgres µs/req', 'redis-server µs/req', 'total µs/req', 'total is', 'total vs main gateway'],
      measured.map((row) => [
        row.caseId,
        formatFigure(row.cpuMicrosPerRequest),
        server(row, row.databaseCpuMicrosPerRequest?.postgres),
        server(row, row.databaseCpuMicrosPerRequest?.redis),
        formatFigure(row.totalCpuMicrosPerRequest ?? Number.NaN),
        row.totalCountsDatabase === true ? 'the gateway + postgres + redis-server' : 'the gateway',
        formatRatio(row.totalCpuVsGateway ?? Number.NaN),
      ]),
    ),
    'postgres is the PostgreSQL server on this host (its postmaster, backends and background workers, ended backends included) and redis-server the Redis server, ' +
      "read from /proc over each row's windows (whole servers: other clients' work counts too); a gateway on them has its servers' figure read 1.2 s after its window, " +
      "once its last request records are written. In parentheses, what they used during a row whose gateway is not on them (SQLite: the gateway's total is its own).",
  ];
}

/** The unmeasured throughput rounds before the measured ones, as the report's throughput line says them (none: ''). */
function describeWarmupRounds(rounds: unknown): string {
  if (typeof rounds !== 'number' || rounds <= 0) return '';
  return `, after ${String(rounds)} unmeasured round${rounds === 1 ? '' : 's'}`;
}
