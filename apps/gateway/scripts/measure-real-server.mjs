// The floor or the real gateway over loopback sockets, one process measured (e.g. under callgrind), the bench's
// mocks and config. Run from the repository root after `pnpm turbo run build`:
//
//   node apps/gateway/scripts/measure-real-server.mjs <floor|gateway> <requests> [in flight] [warm-up]
//
// MEASURE_NODE_ARGS adds node options to the measured process (e.g. --perf-basic-prof, to name JIT code).
// MEASURE_WRAP="valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file=cg.%p" puts the measured
// process under that command; MEASURE_CLI=<cli.js> picks a gateway build (default apps/gateway/dist/cli.js).
// Sends `warm-up` chat→chat JSON requests (default 1,000), then `requests` more, `in flight` at a time (default 1),
// then stops the process with SIGTERM (callgrind writes its counts then). A pair with requests 0 and N, differenced,
// gives the measured process's cost of N requests. MEASURE_STREAM=1 sends 20-delta chat→chat streams instead of JSON.
// MEASURE_FORMAT=anthropic-messages (or openai-responses) sends that format's passthrough instead of chat→chat.
// MEASURE_WARM_MIX=1 sends the warm-up round every case a bench run sends the process (the gateway's passthrough and
// translated rows, the floor's three formats; JSON and streams) instead of the measured case alone.
// MEASURE_UPSTREAM=<format> (gateway only) routes to that format's mock instead, so that the gateway translates: the
// bench's `chat→messages` row is MEASURE_FORMAT=openai-chat MEASURE_UPSTREAM=anthropic-messages.
// MEASURE_BODY_KB=100 grows every body to that many KiB with earlier turns, as `pnpm bench -- --body-kb` does;
// MEASURE_BODY_GROWTH=1 then sends the bench's `--body-growth` bodies in turn (each the one before plus a turn, 64 turns
// and again), the warm-up and the measured requests continuing one cycle.
//
// Timers: under callgrind a request takes 50–100 ms, so work done once a second (the request-record sink's flush,
// the log's flush, the lease sweep, undici's timer tick) falls every 10–20 requests instead of every few thousand.
// MEASURE_TIMER_SCALE (default 100) stretches every setTimeout/setInterval of 250 ms or more in the measured process
// by that factor (a preload), so that work falls about as often per request as in a process running at full speed.
// Both the floor and the gateway get the preload. MEASURE_TIMER_SCALE=1 leaves the timers alone.
//
// It prints the measured process's CPU a measured request from /proc (Linux), its main thread (and that thread's system
// part) apart from its other threads (V8's compiler and GC helpers, libuv's pool): at full speed with several in
// flight (e.g. `gateway 20000 16 5000`), the figure the bench's CPU µs/req sums, split; and the process's minor page
// faults and context switches (voluntary: waiting; involuntary: preempted) per 1,000 measured requests, all threads.
// And its RSS (VmRSS) after the first request, after the warm-up and after the measured requests, and its peak (VmHWM).
//
// MEASURE_CALLGRIND_ZERO=1 (with callgrind as MEASURE_WRAP) zeroes the counts after the warm-up (`callgrind_control
// -z`), so that one run's dump holds the measured requests only (and the stop), without a pair.
// MEASURE_CALLGRIND_INSTR=1 (with `--instr-atstart=no` in MEASURE_WRAP) turns callgrind's instrumentation on after the
// warm-up (`callgrind_control -i on`): the start and the warm-up run uninstrumented, several times faster (what
// `--cache-sim=yes` needs to start within the driver's 600 s), and the dump holds the measured requests only.
// MEASURE_HEADERS_TIMEOUT_MS=<ms> sets the gateway's `server.headers_timeout_ms` (default 10,000): under callgrind with
// 20 in flight, a request can wait longer than that for its headers to be read and fail with 408.
//
// MEASURE_ALLOC=1 measures what the measured process allocates on V8's heap over the measured requests: a preload marks
// the window on SIGUSR2 (sent after the warm-up and after the last request) and sums, from v8.GCProfiler, each
// collection's heap in use before it less the one after the collection before (and the end's); it prints the bytes a
// request, the bytes a request scavenges promoted (the old generation's growth over each scavenge) and the scavenges and
// mark-compacts per 10,000 requests. MEASURE_ALLOC_SAMPLE=<bytes> adds V8's sampling heap
// profiler over the same window at that interval, counting objects the GC has since collected (what was allocated, not
// what is still alive), prints the 25 largest allocating functions by bytes a request and writes the profile to
// MEASURE_ALLOC_PROFILE (a .heapprofile file) if set. MEASURE_ALLOC_SURVIVORS=1 leaves out of that profile what a
// scavenge collected: it then counts what outlived the young generation (promoted to the old one, where concurrent
// marking and sweeping on V8's worker threads must find and free it) and what is still alive at the window's end.
//
// MEASURE_COUNTS=1 counts over the same window (a preload, measure-counts-preload.mjs, and the same two SIGUSR2) the
// measured process's event-loop turns, user and system CPU, voluntary and involuntary context switches and SQLite
// statements by kind, and prints them a measured request (`COMMIT` is one a group commit); with workers, summed over
// the primary and the workers (each signalled), then each process's statements apart.
// MEASURE_SYSCALLS=<name,name,…> (e.g. pwrite64,pread64,fcntl,futex) counts those system calls over the measured
// requests with `perf stat` (its syscalls tracepoints; root or perf_event_paranoid ≤ 1), on every thread of the measured
// process and its workers, and prints them a measured request: in all, each process's main thread, its other threads.
//
// MEASURE_WORKERS=<n> (gateway only) sets `server.workers`: the CPU and callgrind's instrumentation then cover the
// primary and every worker (its descendants in /proc), the main-thread figures summed over the processes; put
// `--trace-children=yes` in MEASURE_WRAP so that callgrind follows the workers (one dump per process). The allocation
// window (MEASURE_ALLOC) is the primary's alone.
//
// MEASURE_WINDOWS=<n> measures `requests` n times in a row in the same process after the warm-up (default 1), and
// prints each window's CPU a request from /proc and their spread; with callgrind as MEASURE_WRAP (its
// `--callgrind-out-file=<path>` given, and MEASURE_CALLGRIND_INSTR=1 or MEASURE_CALLGRIND_ZERO=1) it dumps the counts
// after each window (`callgrind_control -d`, which also zeroes them) and prints each window's instructions a request,
// the main thread and all threads, read from the dumps' `totals:` lines. One window is at the mercy of when V8 optimizes
// what it runs; several in one process after a long warm-up show whether the counts have settled, and give a spread
// to judge a difference by (e.g. `gateway 1000 8 8000` with MEASURE_WINDOWS=4, traced against untraced).
//
// MEASURE_TRACING_RATIO=<ratio> turns the gateway's tracing on (`tracing.sample_ratio`), exporting to the bench's
// trace sink in this process (a collector that counts each OTLP export and answers 200), as `--compare-tracing` does.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as sendRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../../..');
const bench = (relative) => import(pathToFileURL(join(root, 'bench/dist', relative)).href);

if (process.argv[2] === '--floor-child') {
  const { createFloorProxyServer } = await bench('floor/create-floor-proxy-server.js');
  const server = createFloorProxyServer(JSON.parse(process.env.MEASURE_FLOOR_ROUTES));
  server.listen(Number(process.env.MEASURE_PORT), '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
} else {
  await main();
}

/** Every case the bench sends `target`, as { path, body }: JSON and 20-delta streams of the instant profile. */
async function createWarmMix(target) {
  const { BENCH_FORMAT_IDS, BENCH_FORMATS } = await bench('formats/bench-formats.js');
  const { mapGatewayModelId } = await bench('gateway/create-gateway-config.js');
  const { createGatewayTargets } = await bench('gateway/create-gateway-targets.js');
  const { mapProfileToUpstreamModel } = await bench('mock/mock-profile.js');
  const mockPids = Object.fromEntries(BENCH_FORMAT_IDS.map((id) => [id, 0]));
  const pairs =
    target === 'floor'
      ? BENCH_FORMAT_IDS.map((id) => ({ client: id, model: mapProfileToUpstreamModel('instant') }))
      : createGatewayTargets({ origin: '', pid: 0, token: '', mockPids }, false).map((case_) => ({
          client: case_.clientFormat,
          model: mapGatewayModelId(case_.upstreamFormat, 'instant'),
        }));
  return [false, true].flatMap((stream) =>
    pairs.map(({ client, model }) => ({ path: BENCH_FORMATS[client].path, body: BENCH_FORMATS[client].createRequestBody(model, stream) })),
  );
}

/** The process's resident set now and at its peak (VmRSS, VmHWM), MiB, from /proc (Linux). */
function readMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (field) => (Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024).toFixed(1);
  return { rss: mib('VmRSS'), peak: mib('VmHWM') };
}

/** A process and its descendants (a gateway's primary and its workers, or valgrind's traced children), from /proc. */
function readProcessTree(pid) {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    try {
      for (const tid of readdirSync(`/proc/${tree[index]}/task`)) {
        const children = readFileSync(`/proc/${tree[index]}/task/${tid}/children`, 'utf8').split(' ').filter((field) => field !== '');
        tree.push(...children.map(Number));
      }
    } catch {
      // Ended between the listing and the read.
    }
  }
  return tree;
}

/** readThreadTicks over a process tree: every process's main thread counts as a main thread. */
function readTreeTicks(pid) {
  const total = { main: 0, mainSystem: 0, others: 0, faults: 0, switches: 0, preempted: 0 };
  for (const member of readProcessTree(pid)) {
    try {
      const one = readThreadTicks(member);
      for (const key of Object.keys(total)) total[key] += one[key];
    } catch {
      // Ended between the listing and the read.
    }
  }
  return total;
}

/**
 * CPU ticks (user + system) of a process's main thread (and its system part) and of its other threads, and its minor
 * page faults and voluntary and involuntary context switches over all threads, from /proc (Linux).
 */
function readThreadTicks(pid) {
  let main = 0;
  let mainSystem = 0;
  let others = 0;
  let faults = 0;
  let switches = 0;
  let preempted = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      faults += Number(fields[7]);
      const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
      switches += Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      preempted += Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      if (tid === String(pid)) {
        main += ticks;
        mainSystem += Number(fields[12]);
      } else others += ticks;
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return { main, mainSystem, others, faults, switches, preempted };
}

/** The preload that measures allocation between two SIGUSR2 (see MEASURE_ALLOC in the header). */
function createAllocationPreload(file, sampleInterval, survivorsOnly) {
  return `import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { GCProfiler, getHeapStatistics } from 'node:v8';
let profiler;
let session;
let usedAtStart = 0;
process.on('SIGUSR2', () => {
  if (profiler === undefined) {
    if (${sampleInterval} > 0) {
      session = new Session();
      session.connect();
      session.post('HeapProfiler.startSampling', { samplingInterval: ${sampleInterval}, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: ${!survivorsOnly} });
    }
    profiler = new GCProfiler();
    usedAtStart = getHeapStatistics().used_heap_size;
    profiler.start();
    return;
  }
  const usedAtEnd = getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  let bytes = 0;
  let promoted = 0;
  let after = usedAtStart;
  const collections = {};
  const oldUsed = (spaces) => spaces.reduce((sum, space) => (space.spaceName === 'old_space' || space.spaceName === 'lo_space' ? sum + space.spaceUsedSize : sum), 0);
  for (const gc of statistics) {
    if (gc.gcType === 'Scavenge') promoted += oldUsed(gc.afterGC.heapSpaceStatistics) - oldUsed(gc.beforeGC.heapSpaceStatistics);
    bytes += gc.beforeGC.heapStatistics.usedHeapSize - after;
    after = gc.afterGC.heapStatistics.usedHeapSize;
    collections[gc.gcType] = (collections[gc.gcType] ?? 0) + 1;
  }
  bytes += usedAtEnd - after;
  // Written whole under another name, then renamed: the driver reads it as soon as it appears.
  const write = (profile) => {
    writeFileSync(${JSON.stringify(file + '.part')}, JSON.stringify({ bytes, promoted, collections, profile }));
    renameSync(${JSON.stringify(file + '.part')}, ${JSON.stringify(file)});
  };
  if (session === undefined) write(undefined);
  else session.post('HeapProfiler.stopSampling', (error, result) => write(error ? undefined : { head: result.profile.head }));
});
`;
}

/** Reads a report the measured process writes at the window's end (it may take a moment). */
async function readReport(file, what) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      if (Date.now() > deadline) throw new Error(`no ${what} report from the measured process`);
      await delay(100);
    }
  }
}

/**
 * Prints what measure-counts-preload.mjs counted in each of `pids` (its file `<file>.<pid>`), summed, a measured
 * request; with several processes, each one's SQLite statements too (a share of all the measured requests).
 */
async function reportCounts(file, pids, requests, target) {
  const reports = [];
  for (const pid of pids) reports.push({ pid, ...JSON.parse(await readReport(`${file}.${pid}`, `counts of ${pid}`)) });
  const per = (value) => (value / Math.max(requests, 1)).toFixed(3);
  const sum = {};
  const statements = {};
  for (const { pid: _pid, statements: own, ...counts } of reports) {
    for (const [key, value] of Object.entries(counts)) sum[key] = (sum[key] ?? 0) + value;
    for (const [key, value] of Object.entries(own)) statements[key] = (statements[key] ?? 0) + value;
  }
  const listed = (counted) => Object.entries(counted).sort((a, b) => b[1] - a[1]).map(([key, value]) => `${per(value)} ${key}`).join('; ');
  console.log(`${target}: a measured request: ${Object.entries(sum).map(([key, value]) => `${key} ${per(value)}`).join(', ')}`);
  console.log(`${target}: SQLite statements a measured request: ${listed(statements)}`);
  if (reports.length < 2) return;
  for (const report of reports) console.log(`${target}: process ${report.pid}, loop turns ${per(report.loopTurns)}, SQLite statements: ${listed(report.statements)}`);
}

/**
 * Starts `perf stat` counting the system calls `names` on every thread of `pids` (one line a thread); `stop()` ends it
 * and resolves to the counts by process (main thread, other threads) and name.
 */
function countSystemCalls(pids, names) {
  const threads = new Map();
  for (const pid of pids) for (const tid of readdirSync(`/proc/${pid}/task`)) threads.set(Number(tid), pid);
  const events = names.map((name) => `syscalls:sys_enter_${name}`).join(',');
  const perf = spawn('perf', ['stat', '-x', ',', '--per-thread', '-e', events, '-p', pids.join(',')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  perf.stderr.setEncoding('utf8');
  perf.stderr.on('data', (chunk) => (output += chunk));
  const ended = new Promise((done) => perf.once('exit', done));
  return {
    async stop() {
      perf.kill('SIGINT');
      await ended;
      const counts = new Map(pids.map((pid) => [pid, { main: {}, others: {} }]));
      for (const line of output.split('\n')) {
        // <comm>-<tid>,<count>,<unit>,syscalls:sys_enter_<name>,…
        const match = /^.*-(\d+),(\d+),[^,]*,syscalls:sys_enter_(\w+)/.exec(line.trim());
        if (match === null) continue;
        const tid = Number(match[1]);
        const pid = threads.get(tid);
        if (pid === undefined) continue;
        const side = counts.get(pid)[tid === pid ? 'main' : 'others'];
        side[match[3]] = (side[match[3]] ?? 0) + Number(match[2]);
      }
      if ([...counts.values()].every(({ main }) => Object.keys(main).length === 0)) throw new Error(`perf stat counted nothing: ${output.slice(-1000)}`);
      return counts;
    },
  };
}

/** Prints `countSystemCalls`' counts a measured request: in all, then by process and thread. */
function reportSystemCalls(counts, names, requests, target) {
  const per = (value) => ((value ?? 0) / Math.max(requests, 1)).toFixed(3);
  const total = (pick) => Object.fromEntries(names.map((name) => [name, [...counts.values()].reduce((sum, each) => sum + pick(each, name), 0)]));
  const line = (counted) => names.map((name) => `${name} ${per(counted[name])}`).join(', ');
  console.log(`${target}: system calls a measured request, all threads: ${line(total((each, name) => (each.main[name] ?? 0) + (each.others[name] ?? 0)))}`);
  for (const [pid, { main, others }] of counts) console.log(`${target}: process ${pid}, main thread: ${line(main)}; other threads: ${line(others)}`);
}

/** Prints what the preload measured: bytes a request, collections per 10,000, and the sampled functions by bytes. */
async function reportAllocation(file, requests, target) {
  const { bytes, promoted, collections, profile } = JSON.parse(await readReport(file, 'allocation'));
  const per10k = (count) => (((count ?? 0) * 10_000) / Math.max(requests, 1)).toFixed(1);
  console.log(`${target}: V8 heap allocated ${(bytes / Math.max(requests, 1)).toFixed(0)} bytes a measured request, ${(promoted / Math.max(requests, 1)).toFixed(0)} of them promoted by scavenges to the old generation; per 10,000 requests ${per10k(collections.Scavenge)} scavenges, ${per10k(collections.MarkSweepCompact)} mark-compacts (${JSON.stringify(collections)})`);
  if (profile === undefined) return;
  if (process.env.MEASURE_ALLOC_PROFILE !== undefined) writeFileSync(process.env.MEASURE_ALLOC_PROFILE, JSON.stringify(profile));
  const bySite = new Map();
  let sampled = 0;
  const visit = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`;
    bySite.set(key, (bySite.get(key) ?? 0) + node.selfSize);
    sampled += node.selfSize;
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  console.log(`${target}: sampled ${(sampled / Math.max(requests, 1)).toFixed(0)} bytes a request; the 25 largest allocating functions (self, bytes a request):`);
  for (const [key, size] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(size / Math.max(requests, 1)).toFixed(0).padStart(7)}  ${key}`);
}

/**
 * Dumps callgrind's counts of every process in the tree (which zeroes them) and reads the new dumps' `totals:`: the
 * instructions a request of the main threads (dump files ending in `-01`) and of all threads.
 */
function dumpCallgrindWindow(pid, outFile, requests) {
  const directory = dirname(resolve(outFile));
  const before = new Set(readdirSync(directory));
  for (const member of readProcessTree(pid)) execFileSync('callgrind_control', ['-d', String(member)], { stdio: 'ignore' });
  let main = 0;
  let all = 0;
  for (const name of readdirSync(directory)) {
    if (before.has(name)) continue;
    const totals = /^(?:totals|summary): (\d+)/m.exec(readFileSync(join(directory, name), 'utf8'));
    if (totals === null) continue;
    all += Number(totals[1]);
    if (name.endsWith('-01')) main += Number(totals[1]);
  }
  return { mainInstructions: main / Math.max(requests, 1), allInstructions: all / Math.max(requests, 1) };
}

/** Each window's figures a request, and their median and range (max − min as a share of the median). */
async function reportWindows(target, figures) {
  const { middleMedian } = await bench('statistics/summarize-paired-ratios.js');
  const summary = (values, digits) => {
    const median = middleMedian(values);
    const spread = median === 0 ? 0 : ((Math.max(...values) - Math.min(...values)) / median) * 100;
    return `${values.map((value) => value.toFixed(digits)).join(' ')} (median ${median.toFixed(digits)}, range ${spread.toFixed(1)}% of it)`;
  };
  console.log(`${target}: by window, CPU µs a request, main thread: ${summary(figures.map((figure) => figure.main), 1)}`);
  console.log(`${target}: by window, CPU µs a request, all threads: ${summary(figures.map((figure) => figure.all), 1)}`);
  if (figures[0].mainInstructions === undefined) return;
  const thousands = (values) => values.map((value) => value / 1000);
  console.log(`${target}: by window, instructions a request (k), main thread: ${summary(thousands(figures.map((figure) => figure.mainInstructions)), 1)}`);
  console.log(`${target}: by window, instructions a request (k), all threads: ${summary(thousands(figures.map((figure) => figure.allInstructions)), 1)}`);
}

async function main() {
  const [target, requestsText, inFlightText = '1', warmUpText = '1000'] = process.argv.slice(2);
  if (target !== 'floor' && target !== 'gateway') throw new Error('usage: measure-real-server.mjs <floor|gateway> <requests> [in flight] [warm-up]');
  const requests = Number(requestsText);
  const inFlight = Number(inFlightText);
  const warmUp = Number(warmUpText);
  const timerScale = Number(process.env.MEASURE_TIMER_SCALE ?? 100);
  const wrap = (process.env.MEASURE_WRAP ?? '').split(' ').filter((part) => part !== '');
  const cli = resolve(process.env.MEASURE_CLI ?? join(root, 'apps/gateway/dist/cli.js'));
  const windows = Math.max(1, Number(process.env.MEASURE_WINDOWS ?? 1));
  const callgrindOut = /--callgrind-out-file=(\S+)/.exec(process.env.MEASURE_WRAP ?? '')?.[1];
  const tracingRatio = process.env.MEASURE_TRACING_RATIO === undefined ? undefined : Number(process.env.MEASURE_TRACING_RATIO);

  const { startBenchUpstreams } = await bench('process/start-bench-upstreams.js');
  const { BENCH_FORMAT_IDS, BENCH_FORMATS } = await bench('formats/bench-formats.js');
  const { createGatewayConfig, mapGatewayModelId } = await bench('gateway/create-gateway-config.js');
  const { findFreePort } = await bench('process/find-free-port.js');
  const { mapProfileToUpstreamModel } = await bench('mock/mock-profile.js');
  const { startTraceSink } = await bench('gateway/start-trace-sink.js');
  const traceSink = tracingRatio === undefined || target !== 'gateway' ? undefined : await startTraceSink();

  const directory = mkdtempSync(join(tmpdir(), 'modelgate-measure-'));
  const preload = join(directory, 'stretch-timers.mjs');
  writeFileSync(
    preload,
    `const scale = ${timerScale};
for (const name of ['setTimeout', 'setInterval']) {
  const original = globalThis[name];
  globalThis[name] = function (callback, ms, ...rest) { return original(callback, typeof ms === 'number' && ms >= 250 ? ms * scale : ms, ...rest); };
}
`,
  );
  const allocation = process.env.MEASURE_ALLOC === '1' ? join(directory, 'allocation.json') : undefined;
  const allocationPreload = join(directory, 'measure-allocation.mjs');
  const counts = process.env.MEASURE_COUNTS === '1' ? join(directory, 'counts.json') : undefined;
  if (counts !== undefined) process.env.MEASURE_COUNTS_FILE = counts;
  const marksWindow = allocation !== undefined || counts !== undefined;
  if (allocation !== undefined) writeFileSync(allocationPreload, createAllocationPreload(allocation, Number(process.env.MEASURE_ALLOC_SAMPLE ?? 0), process.env.MEASURE_ALLOC_SURVIVORS === '1'));
  const upstreams = await startBenchUpstreams({
    instant: { intervalMs: 0, deltas: 20 },
    paced: { intervalMs: 10, deltas: 3, precise: true },
    slow: { intervalMs: 1000, deltas: 2 },
  });
  const port = await findFreePort();
  const formatId = process.env.MEASURE_FORMAT ?? 'openai-chat';
  const format = BENCH_FORMATS[formatId];
  const bodyKb = Number(process.env.MEASURE_BODY_KB ?? 0);
  const { growRequestBody, growRequestBodyPerTurn, GROWTH_TURNS } = await bench('formats/grow-request-bodies.js');
  const extra = (process.env.MEASURE_NODE_ARGS ?? '').split(' ').filter((part) => part !== '');
  const nodeArguments = [
    ...extra,
    ...(timerScale === 1 ? [] : ['--import', pathToFileURL(preload).href]),
    ...(allocation === undefined ? [] : ['--import', pathToFileURL(allocationPreload).href]),
    ...(counts === undefined ? [] : ['--import', pathToFileURL(join(import.meta.dirname, 'measure-counts-preload.mjs')).href]),
  ];
  let argv;
  let headers = { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' };
  let secret;
  if (target === 'floor') {
    const routes = Object.fromEntries(BENCH_FORMAT_IDS.map((id) => [BENCH_FORMATS[id].path, upstreams.mocks[id].port]));
    argv = [...nodeArguments, import.meta.filename, '--floor-child'];
    process.env.MEASURE_FLOOR_ROUTES = JSON.stringify(routes);
    process.env.MEASURE_PORT = String(port);
  } else {
    const mockOrigins = Object.fromEntries(BENCH_FORMAT_IDS.map((id) => [id, upstreams.mocks[id].origin]));
    const configPath = join(directory, 'modelgate.yaml');
    const tracing = traceSink === undefined ? {} : { tracingEndpoint: traceSink.endpoint, tracingSampleRatio: tracingRatio };
    const config = createGatewayConfig({ port, store: `sqlite:${join(directory, 'modelgate.db')}`, mockOrigins, upstreamConnections: 4096, ...tracing });
    // Under callgrind with several in flight a request can wait longer than the default 10 s for its headers to be read.
    if (process.env.MEASURE_HEADERS_TIMEOUT_MS !== undefined) config.server.headers_timeout_ms = Number(process.env.MEASURE_HEADERS_TIMEOUT_MS);
    if (process.env.MEASURE_WORKERS !== undefined) config.server.workers = Number(process.env.MEASURE_WORKERS);
    writeFileSync(configPath, JSON.stringify(config, null, 2));
    argv = [...nodeArguments, cli, 'serve', '--config', configPath, '--port', String(port), '--demo'];
  }
  const command = wrap.length > 0 ? wrap[0] : process.execPath;
  const args = wrap.length > 0 ? [...wrap.slice(1), process.execPath, ...argv] : argv;
  const child = spawn(command, args, { cwd: directory, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
    secret ??= /\bmg-[A-Za-z0-9_-]{8,}/.exec(stderr)?.[0];
  });
  const exited = new Promise((done) => child.once('exit', done));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const model = target === 'floor' ? mapProfileToUpstreamModel('instant') : mapGatewayModelId(process.env.MEASURE_UPSTREAM ?? formatId, 'instant');
  const small = format.createRequestBody(model, process.env.MEASURE_STREAM === '1');
  const bodies =
    bodyKb === 0
      ? [small]
      : process.env.MEASURE_BODY_GROWTH === '1'
        ? growRequestBodyPerTurn(formatId, small, bodyKb * 1024, GROWTH_TURNS)
        : [growRequestBody(formatId, small, bodyKb * 1024)];
  let sent = 0;
  const send = () => {
    const body = bodies[sent++ % bodies.length];
    return sendBody(body);
  };
  // MEASURE_WARM_MIX=1: the warm-up goes round every case the bench sends this process, in turn (the gateway's
  // passthrough and issue 7's translated rows, or the floor's three formats; JSON and streams), as a bench run's
  // process is warmed: its code then sees every format's bodies and answers, not the measured one's alone.
  const warmMix = process.env.MEASURE_WARM_MIX === '1' ? await createWarmMix(target) : undefined;
  let warmSent = 0;
  const sendWarm = warmMix === undefined ? send : () => {
    const { path, body } = warmMix[warmSent++ % warmMix.length];
    return sendBody(body, path);
  };
  const sendBody = (body, path = format.path) =>
    new Promise((done, fail) => {
      const outgoing = sendRequest(
        `http://127.0.0.1:${port}${path}`,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => (response.statusCode === 200 ? done() : fail(new Error(`status ${response.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`))));
        },
      );
      outgoing.on('error', fail);
      outgoing.end(body);
    });
  const run = async (count, sendOne = send) => {
    let next = 0;
    const lane = async () => {
      while (next < count) {
        next += 1;
        await sendOne();
      }
    };
    await Promise.all(Array.from({ length: Math.min(inFlight, Math.max(count, 1)) }, lane));
  };
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited: ${stderr.slice(-2000)}`);
      if (Date.now() > deadline) throw new Error('not answering');
      if (target === 'gateway' && secret === undefined) {
        await delay(200);
        continue;
      }
      if (target === 'gateway') headers = { ...headers, authorization: `Bearer ${secret}` };
      try {
        await send();
        break;
      } catch {
        await delay(200);
      }
    }
    const rssFirst = readMemory(child.pid);
    const started = Date.now();
    await run(warmUp, sendWarm);
    for (const pid of readProcessTree(child.pid)) {
      if (process.env.MEASURE_CALLGRIND_ZERO === '1') execFileSync('callgrind_control', ['-z', String(pid)], { stdio: 'ignore' });
      if (process.env.MEASURE_CALLGRIND_INSTR === '1') execFileSync('callgrind_control', ['-i', 'on', String(pid)], { stdio: 'ignore' });
    }
    // The counts preload runs in every process (cluster workers inherit its --import); the allocation one is read from the primary alone.
    const measuredPids = readProcessTree(child.pid);
    if (marksWindow) for (const pid of counts === undefined ? [child.pid] : measuredPids) process.kill(pid, 'SIGUSR2');
    const systemCallNames = (process.env.MEASURE_SYSCALLS ?? '').split(',').filter((name) => name !== '');
    const systemCalls = systemCallNames.length === 0 ? undefined : countSystemCalls(measuredPids, systemCallNames);
    const warmed = Date.now();
    const rssWarmed = readMemory(child.pid);
    const ticksBefore = readTreeTicks(child.pid);
    let ticksAfter = ticksBefore;
    const windowFigures = [];
    for (let window = 0; window < windows; window++) {
      const windowStart = window === 0 ? ticksBefore : readTreeTicks(child.pid);
      await run(requests);
      ticksAfter = readTreeTicks(child.pid);
      const figure = { main: ((ticksAfter.main - windowStart.main) * 10_000) / Math.max(requests, 1), all: ((ticksAfter.main + ticksAfter.others - windowStart.main - windowStart.others) * 10_000) / Math.max(requests, 1) };
      if (windows > 1 && callgrindOut !== undefined) Object.assign(figure, dumpCallgrindWindow(child.pid, callgrindOut, requests));
      windowFigures.push(figure);
    }
    const finished = Date.now();
    const rssFinished = readMemory(child.pid);
    const systemCallCounts = await systemCalls?.stop();
    if (marksWindow) for (const pid of counts === undefined ? [child.pid] : measuredPids) process.kill(pid, 'SIGUSR2');
    if (allocation !== undefined) await reportAllocation(allocation, requests, target);
    if (counts !== undefined) await reportCounts(counts, measuredPids, requests * windows, target);
    if (systemCallCounts !== undefined) reportSystemCalls(systemCallCounts, systemCallNames, requests * windows, target);
    // Ticks are 10 ms (USER_HZ 100): µs per request = ticks × 10,000 ÷ requests.
    const perRequest = (ticks) => ((ticks * 10_000) / Math.max(requests * windows, 1)).toFixed(1);
    console.log(`${target}: warm-up ${warmUp} in ${warmed - started} ms, then ${requests} requests (${inFlight} in flight)${windows > 1 ? ` × ${windows} windows` : ''} in ${finished - warmed} ms; pid ${child.pid}`);
    if (windows > 1) await reportWindows(target, windowFigures);
    console.log(`${target}: CPU µs a measured request, main thread ${perRequest(ticksAfter.main - ticksBefore.main)} (system ${perRequest(ticksAfter.mainSystem - ticksBefore.mainSystem)}), other threads ${perRequest(ticksAfter.others - ticksBefore.others)}`);
    const perThousand = (count) => ((count * 1000) / Math.max(requests * windows, 1)).toFixed(1);
    console.log(`${target}: per 1,000 measured requests, all threads: ${perThousand(ticksAfter.faults - ticksBefore.faults)} minor page faults, ${perThousand(ticksAfter.switches - ticksBefore.switches)} voluntary and ${perThousand(ticksAfter.preempted - ticksBefore.preempted)} involuntary context switches`);
    console.log(`${target}: RSS MiB after the first request ${rssFirst.rss}, after the warm-up ${rssWarmed.rss}, after the measured requests ${rssFinished.rss} (peak ${rssFinished.peak})`);
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await exited;
    if (traceSink !== undefined) {
      const { exports, bytes } = traceSink.received();
      console.log(`trace sink: ${exports} OTLP exports, ${bytes} bytes`);
      await traceSink.close();
    }
    await upstreams.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}
