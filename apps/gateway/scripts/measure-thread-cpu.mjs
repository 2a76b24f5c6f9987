// CPU per request by thread (main, V8's workers, libuv's pool, other) of the floor or the gateway, window after window
// of load, and for the gateway what V8 optimized and deoptimized in each window. Run from the repository root after
// `pnpm turbo run build`:
//
//   node apps/gateway/scripts/measure-thread-cpu.mjs <floor|gateway> [windows=10] [requests a window=5000] [case regex]
//
// The bench's mocks and gateway config (SQLite store). First the bench's warm-up (500 requests per case, 8 at a time;
// MEASURE_WARMUP=<n> for another count),
// reported as window 0, then `windows` windows of `requests` requests per case at 50 connections (autocannon, as the
// bench's throughput rounds), the cases (default `chat→chat json`; `.` for the bench's twelve gateway rows, JSON and
// streams; the floor serves only the passthrough ones) in turn. Per
// window: µs per request of each kind of thread (from /proc/<pid>/task/*/schedstat, bench/src/process/read-thread-cpu.ts).
// MEASURE_IDLE_MS: the process sits idle that long before each window after the first (as a bench row does while the
// other rows run: ~12 s with the default rows). The idle time's CPU is not counted.
// MEASURE_NODE_ARGS adds node options to the gateway, e.g. `--trace-opt --trace-deopt-verbose`: then each window also
// counts the optimizations V8 finished and their TurboFan time (the middle figure of "took a, b, c ms": the part
// that runs on a worker thread), and the deoptimizations, with the functions optimized or deoptimized most often
// from window MEASURE_TRACE_FROM (default 2) on; MEASURE_KEEP_LOG=<file> keeps the gateway's stdout (log and traces). (The traces cost the gateway CPU: read its thread figures from a run without.)
// MEASURE_CLI=<cli.js> picks a gateway build (default apps/gateway/dist/cli.js; a copy of dist must stay inside the repository).
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../../..');
const bench = (relative) => import(pathToFileURL(join(root, 'bench/dist', relative)).href);
const { startBenchUpstreams } = await bench('process/start-bench-upstreams.js');
const { createGatewayConfig, mapGatewayModelId } = await bench('gateway/create-gateway-config.js');
const { spawnGateway } = await bench('gateway/spawn-gateway.js');
const { findFreePort } = await bench('process/find-free-port.js');
const { readThreadCpu, subtractThreadCpu } = await bench('process/read-thread-cpu.js');
const { BENCH_FORMATS } = await bench('formats/bench-formats.js');
const { mapProfileToUpstreamModel } = await bench('mock/mock-profile.js');
const { sendTimedRequest } = await bench('measure/send-timed-request.js');
const autocannon = createRequire(join(root, 'bench/dist/x.js'))('autocannon');

const [target, windowsText = '10', requestsText = '5000', only = 'chat→chat json'] = process.argv.slice(2);
if (target !== 'floor' && target !== 'gateway') throw new Error('usage: measure-thread-cpu.mjs <floor|gateway> [windows] [requests a window] [case regex]');
const windows = Number(windowsText);
const requestsPerWindow = Number(requestsText);
const traceFrom = Number(process.env.MEASURE_TRACE_FROM ?? 2);
const idleMs = Number(process.env.MEASURE_IDLE_MS ?? 0);
const warmUpRequests = Number(process.env.MEASURE_WARMUP ?? 500);
const nodeArguments = (process.env.MEASURE_NODE_ARGS ?? '').split(' ').filter((part) => part !== '');

// The bench's default gateway rows: three passthrough routes and three translations, each JSON and a 20-delta stream.
const allCases = [
  ['chat→chat', 'openai-chat', 'openai-chat'],
  ['messages→messages', 'anthropic-messages', 'anthropic-messages'],
  ['responses→responses', 'openai-responses', 'openai-responses'],
  ['chat→messages', 'openai-chat', 'anthropic-messages'],
  ['messages→chat', 'anthropic-messages', 'openai-chat'],
  ['responses→chat', 'openai-responses', 'openai-chat'],
].flatMap(([route, client, upstream]) => [[`${route} json`, client, upstream, false], [`${route} stream`, client, upstream, true]]);
// The floor does not translate: it serves each client format from that format's own mock.
const cases = allCases.filter(([name, client, upstream]) => new RegExp(only).test(name) && (target === 'gateway' || client === upstream));

const upstreams = await startBenchUpstreams({ instant: { intervalMs: 0, deltas: 20 }, paced: { intervalMs: 10, deltas: 3, precise: true }, slow: { intervalMs: 1000, deltas: 2 } });
const directory = mkdtempSync(join(tmpdir(), 'modelgate-thread-cpu-'));
const logPath = join(directory, 'gateway.log');
let measured;
if (target === 'floor') {
  measured = { pid: upstreams.floor.pid, origin: upstreams.floor.origin, token: undefined, stop: async () => {} };
} else {
  const port = await findFreePort();
  const configPath = join(directory, 'modelgate.yaml');
  const mockOrigins = Object.fromEntries(Object.entries(upstreams.mocks).map(([format, service]) => [format, service.origin]));
  writeFileSync(configPath, JSON.stringify(createGatewayConfig({ port, store: `sqlite:${join(directory, 'modelgate.db')}`, mockOrigins, upstreamConnections: 4096 })));
  measured = await spawnGateway({ nodeArguments: [...nodeArguments, resolve(process.env.MEASURE_CLI ?? join(root, 'apps/gateway/dist/cli.js'))], configPath, port, directory, logPath, token: undefined });
}
const requestOf = ([, client, upstream, stream]) => ({
  url: measured.origin + BENCH_FORMATS[client].path,
  body: BENCH_FORMATS[client].createRequestBody(target === 'floor' ? mapProfileToUpstreamModel('instant') : mapGatewayModelId(upstream, 'instant'), stream),
  headers: { 'anthropic-version': '2023-06-01', 'content-type': 'application/json', ...(measured.token === undefined ? {} : { authorization: `Bearer ${measured.token}` }) },
});

async function warmUp(benchCase) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const { url, body, headers } = requestOf(benchCase);
  let remaining = warmUpRequests;
  const lane = async () => {
    while (remaining > 0) {
      remaining -= 1;
      await sendTimedRequest({ url, headers, body, agent });
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  agent.destroy();
  return warmUpRequests;
}

function load(benchCase) {
  const { url, body, headers } = requestOf(benchCase);
  return new Promise((done, fail) =>
    autocannon({ url, method: 'POST', body, headers, connections: 50, amount: requestsPerWindow, timeout: 30 }, (error, result) =>
      error ? fail(error) : result.non2xx + result.errors > 0 ? fail(new Error(`${result.non2xx} non-2xx, ${result.errors} errors`)) : done(result['2xx']),
    ),
  );
}

let logOffset = 0;
/** The trace lines the gateway wrote since the last call (V8 writes them to stdout, which spawnGateway sends to the log). */
function readNewTraceLines() {
  if (target !== 'gateway') return [];
  const text = readFileSync(logPath, 'latin1');
  const fresh = text.slice(logOffset);
  logOffset = text.length;
  return fresh.split('\n');
}
const FUNCTION = /<JSFunction ([^ ]*) ?\(sfi/;
function summarizeTrace(lines) {
  const optimized = new Map();
  const deoptimized = new Map();
  let turbofanMs = 0;
  let optimizations = 0;
  let deoptimizations = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.startsWith('[completed compiling')) {
      const took = / - took ([\d.]+), ([\d.]+), ([\d.]+) ms/.exec(line);
      if (took) turbofanMs += Number(took[2]);
    } else if (line.startsWith('[completed optimizing')) {
      optimizations += 1;
      const name = `${FUNCTION.exec(line)?.[1] || '(anonymous)'}${line.includes(' OSR') ? ' OSR' : ''}`;
      optimized.set(name, (optimized.get(name) ?? 0) + 1);
    } else if (line.startsWith('[bailout (kind: ')) {
      deoptimizations += 1;
      const reason = /kind: ([^,]*), reason: ([^)]*)\)/.exec(line);
      let at = '';
      for (let next = index + 1; next < Math.min(lines.length, index + 4); next += 1) {
        const where = /;;; deoptimize at <([^>]*)>/.exec(lines[next]);
        if (where) {
          at = ` at ${where[1].replace(/^.*\/(apps|packages|node_modules)\//, '$1/')}`;
          break;
        }
      }
      const key = `${FUNCTION.exec(line)?.[1] || '(anonymous)'}${at} (${reason?.[1]}: ${reason?.[2]})`;
      deoptimized.set(key, (deoptimized.get(key) ?? 0) + 1);
    }
  }
  return { optimizations, deoptimizations, turbofanMs, optimized, deoptimized };
}

const fixed = (value) => value.toFixed(1);
console.log(`${target}, cases: ${cases.map(([name]) => name).join(', ')}; ${requestsPerWindow} requests a case a window at 50 connections`);
console.log('| window | requests | main µs/req | V8 workers µs/req | libuv pool µs/req | other µs/req | all threads µs/req | optimized | TurboFan ms | deoptimized |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const totals = { optimized: new Map(), deoptimized: new Map(), requests: 0, optimizations: 0, deoptimizations: 0 };
try {
  readNewTraceLines();
  for (let window = 0; window <= windows; window += 1) {
    if (window > 1) await delay(idleMs);
    const before = readThreadCpu(measured.pid);
    let requests = 0;
    for (const benchCase of cases) requests += window === 0 ? await warmUp(benchCase) : await load(benchCase);
    await delay(300); // compiles the window started finish (and are printed) before it is read
    const cpu = subtractThreadCpu(readThreadCpu(measured.pid), before, requests);
    const trace = summarizeTrace(readNewTraceLines());
    const all = cpu.main + cpu.v8Workers + cpu.libuvPool + cpu.other;
    const traced = nodeArguments.some((argument) => argument.startsWith('--trace-'));
    console.log(
      `| ${window === 0 ? '0 (warm-up)' : window} | ${requests} | ${fixed(cpu.main)} | ${fixed(cpu.v8Workers)} | ${fixed(cpu.libuvPool)} | ${fixed(cpu.other)} | ${fixed(all)} | ` +
        (traced ? `${trace.optimizations} | ${trace.turbofanMs.toFixed(0)} | ${trace.deoptimizations} |` : '— | — | — |'),
    );
    if (window < traceFrom) continue;
    totals.requests += requests;
    totals.optimizations += trace.optimizations;
    totals.deoptimizations += trace.deoptimizations;
    for (const kind of ['optimized', 'deoptimized']) for (const [key, count] of trace[kind]) totals[kind].set(key, (totals[kind].get(key) ?? 0) + count);
  }
  if (nodeArguments.some((argument) => argument.startsWith('--trace-'))) {
    const per10k = (count) => ((count * 10_000) / totals.requests).toFixed(1);
    console.log(`\nFrom window ${traceFrom} on (${totals.requests} requests): ${per10k(totals.optimizations)} optimizations and ${per10k(totals.deoptimizations)} deoptimizations per 10,000 requests`);
    for (const kind of ['optimized', 'deoptimized']) {
      console.log(`\nMost often ${kind} (count from window ${traceFrom} on):`);
      for (const [key, count] of [...totals[kind]].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${count}  ${key}`);
    }
  }
} finally {
  await measured.stop();
  await upstreams.stop();
  if (process.env.MEASURE_KEEP_LOG) copyFileSync(logPath, process.env.MEASURE_KEEP_LOG);
  rmSync(directory, { recursive: true, force: true });
}
