// Two gateway builds side by side in front of the same bench mocks. Under load (autocannon, 20 connections), each
// round spawns both gateways afresh, the build spawned first alternating from round to round (even rounds A, odd B:
// use an even number of rounds so that each build spends as many rounds in each slot), warms each process up on every
// case (MEASURE_WARM_SECONDS, default 1 s a case and process), then measures each case in windows of
// MEASURE_WINDOW_SECONDS (default 1) as pairs whose order alternates (A B, B A, A B, B A …, starting with B in odd
// rounds), reading each process's CPU from /proc from a window's start to MEASURE_SETTLE_MS (default 500) after it.
// B/A (bench/src/statistics/summarize-paired-ratios.ts): each pair with the next, of the other order, as one block
// (their geometric mean: an order effect and a steady drift cancel), then the geometric mean of the median block of the
// rounds in which A was spawned first and of those in which B was (a slot effect cancels), with a 95% interval that
// resamples whole rounds within each slot; also the sign test over the pairs, and the pairs' medians by which build ran
// first in the pair and by which was spawned first: apart, those show the order and slot effects the design cancels.
// A build compared with itself should read 1.00 inside its interval.
// Then one request at a time on the last round's processes, A and B alternating, each paired with a direct one: added
// latency (instant answers) and added time to first token (paced streams, the first delta 10 ms after the request).
// Needs `pnpm --filter @modelgate/bench build` first.
//   cp -r apps/gateway/dist apps/gateway/zz-before-dist   # …then change and rebuild apps/gateway (npx tsc -p tsconfig.build.json)
//   node apps/gateway/scripts/compare-gateway-builds.mjs <before>/cli.js apps/gateway/dist/cli.js [rounds=4] [seconds=2] [case regex]
//   (seconds: each build's measured time a case and round, in windows: 2 s = two 1-s windows each, one A-B pair and one B-A pair)
//   (MEASURE_BODY_KB=100 in the environment: agent-sized bodies, as `pnpm bench -- --body-kb 100`)
//   (MEASURE_TRACING_RATIO=1 in the environment: both gateways traced at that `tracing.sample_ratio`, exporting to the
//   bench's trace sink in this process, as `pnpm bench -- --compare-tracing` does: a traced-vs-traced pair;
//   MEASURE_TRACING_BUILDS=B traces B only: the same build twice then gives traced against untraced)
//   (MEASURE_UNLOADED=0 in the environment: the CPU pairs under load only, without the one-at-a-time latencies)
// A copy of dist must stay inside the repo (e.g. apps/gateway/zz-before-dist) so that it resolves the same node_modules:
// both builds then load the same packages' dist, and the difference is the gateway's own. To compare everything with
// an older commit, build it in a worktree inside the repo (`git worktree add zz-base <commit>`, then `pnpm install` and
// `pnpm --filter @modelgate/gateway... run build` there): its cli.js loads that commit's packages.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
const B = new URL('../../../bench/dist/', import.meta.url).href;
const { startBenchUpstreams } = await import(B + 'process/start-bench-upstreams.js');
const { createGatewayConfig, mapGatewayModelId } = await import(B + 'gateway/create-gateway-config.js');
const { spawnGateway } = await import(B + 'gateway/spawn-gateway.js');
const { findFreePort } = await import(B + 'process/find-free-port.js');
const { readProcessStats } = await import(B + 'process/read-process-stats.js');
const { BENCH_FORMATS } = await import(B + 'formats/bench-formats.js');
const { middleMedian: median, summarizePairedRatios } = await import(B + 'statistics/summarize-paired-ratios.js');
// MEASURE_BODY_KB=100: every request body grown to that many KiB, as `pnpm bench -- --body-kb` grows them.
if (Number(process.env.MEASURE_BODY_KB ?? 0) > 0) (await import(B + 'formats/grow-request-bodies.js')).growRequestBodies(BENCH_FORMATS, Number(process.env.MEASURE_BODY_KB) * 1024);
const { createRequire } = await import('node:module');
const autocannon = createRequire(B + 'x.js')('autocannon');

const [cliA, cliB, roundsArg = '4', secondsArg = '2', only = '.'] = process.argv.slice(2);
const upstreams = await startBenchUpstreams({ instant: { intervalMs: 0, deltas: 20 }, paced: { intervalMs: 10, deltas: 3, precise: true }, slow: { intervalMs: 1000, deltas: 20 } });
const origins = Object.fromEntries(Object.entries(upstreams.mocks).map(([f, s]) => [f, s.origin]));
const tracingRatio = process.env.MEASURE_TRACING_RATIO === undefined ? undefined : Number(process.env.MEASURE_TRACING_RATIO);
const traceSink = tracingRatio === undefined ? undefined : await (await import(B + 'gateway/start-trace-sink.js')).startTraceSink();
const tracedBuilds = process.env.MEASURE_TRACING_BUILDS ?? 'AB';
const tracing = (name) => (traceSink === undefined || !tracedBuilds.includes(name) ? {} : { tracingEndpoint: traceSink.endpoint, tracingSampleRatio: tracingRatio });
async function start(cli, name) {
  const dir = mkdtempSync(join(tmpdir(), `gwab-${name}-`));
  const port = await findFreePort();
  const configPath = join(dir, 'modelgate.yaml');
  writeFileSync(configPath, JSON.stringify(createGatewayConfig({ port, storePath: join(dir, 'db.sqlite'), mockOrigins: origins, upstreamConnections: 256, ...tracing(name) })));
  return spawnGateway({ nodeArguments: [resolve(cli)], configPath, port, directory: dir, logPath: join(dir, 'log'), token: undefined });
}
const cases = [
  ['chat→chat json', 'openai-chat', 'openai-chat', false],
  ['messages→chat json', 'anthropic-messages', 'openai-chat', false],
  ['messages→messages json', 'anthropic-messages', 'anthropic-messages', false],
  ['responses→responses json', 'openai-responses', 'openai-responses', false],
  ['responses→chat json', 'openai-responses', 'openai-chat', false],
  ['chat→messages json', 'openai-chat', 'anthropic-messages', false],
  ['chat→chat stream', 'openai-chat', 'openai-chat', true],
  ['messages→messages stream', 'anthropic-messages', 'anthropic-messages', true],
  ['responses→chat stream', 'openai-responses', 'openai-chat', true],
  ['chat→messages stream', 'openai-chat', 'anthropic-messages', true],
  ['messages→chat stream', 'anthropic-messages', 'openai-chat', true],
].filter((c) => new RegExp(only).test(c[0]));
// A window's CPU is read from its start to MEASURE_SETTLE_MS (default 500) after autocannon's end, so that the work a
// window leaves behind (answers still being written, the store's group commit, garbage collection) is charged to it and
// not to the same process's next window, or to no window at all when the other build's window comes next.
const settleMs = Number(process.env.MEASURE_SETTLE_MS ?? 500);
async function run(gw, [, client, upstream, stream], seconds, settle = 0) {
  const body = BENCH_FORMATS[client].createRequestBody(mapGatewayModelId(upstream, 'instant'), stream);
  const before = readProcessStats(gw.pid);
  const result = await new Promise((resolve, reject) => {
    autocannon(
      { url: gw.origin + BENCH_FORMATS[client].path, method: 'POST', connections: 20, duration: seconds, body,
        headers: { authorization: `Bearer ${gw.token}`, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  if (settle > 0) await sleep(settle);
  const after = readProcessStats(gw.pid);
  const ok = result['2xx'];
  return { ok, non2xx: result.non2xx, cpu: ok > 0 ? (after.cpuMicros - before.cpuMicros) / ok : Number.NaN, rps: ok / seconds };
}
const windowSeconds = Number(process.env.MEASURE_WINDOW_SECONDS ?? 1);
const warmSeconds = Number(process.env.MEASURE_WARM_SECONDS ?? 1);
const pairsPerRound = Math.max(1, Math.round(Number(secondsArg) / windowSeconds));
if (Number(roundsArg) % 2 === 1) console.log(`(an odd number of rounds: A is spawned first in one more round than B)`);
const results = {};
let gws;
const rss = (k) => (readProcessStats(gws[k].pid).rssBytes / 1048576).toFixed(1);
for (let round = 0; round < Number(roundsArg); round++) {
  const spawnOrder = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  if (gws !== undefined) { await gws.A.stop(); await gws.B.stop(); }
  gws = {};
  for (const k of spawnOrder) gws[k] = await start(k === 'A' ? cliA : cliB, k);
  if (round === 0) console.log(`RSS after start MiB: A ${rss('A')}, B ${rss('B')}`);
  for (const c of cases) for (const k of spawnOrder) await run(gws[k], c, warmSeconds); // warm-up, each fresh process
  if (round === 0) {
    await sleep(3000);
    console.log(`RSS 3 s after warm-up MiB: A ${rss('A')}, B ${rss('B')}`);
  }
  for (const c of cases) {
    for (let pair = 0; pair < pairsPerRound; pair++) {
      const order = (pair + round) % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
      const r = {};
      for (const k of order) r[k] = await run(gws[k], c, windowSeconds, settleMs);
      const entry = (results[c[0]] ??= { A: [], B: [], pairs: [], dropped: 0 });
      // A window that completed no request (a stalled machine) has no CPU a request: its pair is left out, and counted.
      if (Number.isFinite(r.A.cpu) && Number.isFinite(r.B.cpu)) {
        entry.A.push(r.A); entry.B.push(r.B);
        entry.pairs.push({ round, ratio: r.B.cpu / r.A.cpu, firstInPair: order[0], spawnedFirst: spawnOrder[0] });
      } else entry.dropped += 1;
      const line = (k) => `${k} ${r[k].cpu.toFixed(0)} µs/req ${r[k].rps.toFixed(0)} req/s${r[k].non2xx ? ` non2xx ${r[k].non2xx}` : ''}`;
      console.log(`round ${round} (${spawnOrder[0]} spawned first) ${c[0]} pair ${pair}: ${order.map(line).join(', ')}; B/A ${(r.B.cpu / r.A.cpu).toFixed(3)}`);
    }
  }
}
if (process.env.MEASURE_UNLOADED === '0') {
  printLoaded();
  await gws.A.stop(); await gws.B.stop(); await upstreams.stop();
  process.exit(0);
}
// Unloaded: one request at a time, wall time to the end of the body: the upstream mock directly (in the upstream's
// format, as `pnpm bench` pairs it), then A and B in alternating order, each case in turn. "Added" is the median of
// paired differences with the direct request of the same iteration.
const http = await import('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** Milliseconds to the end of the answer, or (firstToken) to the first delta's text (the mock's `Zq0`). */
function timed(url, body, headers, firstToken = false) {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const outgoing = http.request(new URL(url), { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (incoming) => {
      let text = '';
      let at;
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk) => {
        if (!firstToken || at !== undefined) return;
        text += chunk;
        if (text.includes('Zq0')) at = elapsed();
      });
      incoming.on('end', () => done(firstToken ? at ?? Number.NaN : elapsed()));
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}
const once = (gw, [, client, upstream, stream], profile = 'instant') =>
  timed(gw.origin + BENCH_FORMATS[client].path, BENCH_FORMATS[client].createRequestBody(mapGatewayModelId(upstream, profile), stream), { authorization: `Bearer ${gw.token}`, 'anthropic-version': '2023-06-01' }, profile === 'paced');
const direct = ([, , upstream, stream], profile = 'instant') =>
  timed(origins[upstream] + BENCH_FORMATS[upstream].path, BENCH_FORMATS[upstream].createRequestBody(`bench-${profile}`, stream), { 'anthropic-version': '2023-06-01' }, profile === 'paced');
const unloaded = {};
for (let index = 0; index < 300; index++) {
  for (const c of cases) {
    const samples = (unloaded[c[0]] ??= { direct: [], A: [], B: [] });
    samples.direct.push(await direct(c));
    for (const k of index % 2 ? ['A', 'B'] : ['B', 'A']) samples[k].push(await once(gws[k], c));
  }
}
// Time to first token: paced streams (the first delta 10 ms after the request), one at a time, the same way.
const firstTokens = {};
for (let index = 0; index < 150; index++) {
  for (const c of cases.filter(([, , , stream]) => stream)) {
    const samples = (firstTokens[c[0]] ??= { direct: [], A: [], B: [] });
    samples.direct.push(await direct(c, 'paced'));
    for (const k of index % 2 ? ['A', 'B'] : ['B', 'A']) samples[k].push(await once(gws[k], c, 'paced'));
  }
}
function printLoaded() {
  console.log(`\n| case | A CPU µs/req | B CPU µs/req | B/A (order- and slot-balanced blocks) | 95% interval (rounds resampled per slot) | B lower in pairs (sign test p) | B/A A first / B first in pair | B/A A / B spawned first | A req/s | B req/s |\n|---|---:|---:|---:|---|---|---|---|---:|---:|`);
  for (const [name, { A, B: Bs, pairs, dropped }] of Object.entries(results)) {
    if (dropped > 0) console.log(`(${name}: ${dropped} pairs left out, a window without a completed request)`);
    const s = summarizePairedRatios(pairs);
    const f = (x) => x.toFixed(3);
    console.log(`| ${name} | ${median(A.map((r) => r.cpu)).toFixed(0)} | ${median(Bs.map((r) => r.cpu)).toFixed(0)} | ${f(s.median)} (${s.blocks} blocks) | ${f(s.interval[0])} … ${f(s.interval[1])} | ${s.lower} of ${s.count} (${s.signTestP.toPrecision(2)}) | ${f(s.byFirstInPair.A)} / ${f(s.byFirstInPair.B)} | ${f(s.bySpawnedFirst.A)} / ${f(s.bySpawnedFirst.B)} | ${median(A.map((r) => r.rps)).toFixed(0)} | ${median(Bs.map((r) => r.rps)).toFixed(0)} |`);
  }
}
// The 95% interval of a median, by bootstrap (2,000 resamples, a fixed seed so that a rerun prints the same interval).
function medianInterval(xs) {
  let seed = 20261126;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const medians = Array.from({ length: 2000 }, () => median(xs.map(() => xs[Math.floor(random() * xs.length)])));
  medians.sort((a, b) => a - b);
  return `${medians[50].toFixed(3)} … ${medians[1949].toFixed(3)}`;
}
printLoaded();
console.log('\n| case | direct p50 ms | A p50 ms | B p50 ms | A added ms | B added ms | B − A ms (paired) | 95% interval |\n|---|---:|---:|---:|---:|---:|---:|---|');
for (const [name, { direct: D, A, B: Bs }] of Object.entries(unloaded)) {
  const added = (xs) => median(xs.map((x, i) => x - D[i])).toFixed(3);
  console.log(`| ${name} | ${median(D).toFixed(3)} | ${median(A).toFixed(3)} | ${median(Bs).toFixed(3)} | ${added(A)} | ${added(Bs)} | ${median(Bs.map((b, i) => b - A[i])).toFixed(3)} | ${medianInterval(Bs.map((b, i) => b - A[i]))} |`);
}
console.log('\n| case (paced) | direct TTFT p50 ms | A added ms | B added ms | B − A ms (paired) | 95% interval |\n|---|---:|---:|---:|---:|---|');
for (const [name, { direct: D, A, B: Bs }] of Object.entries(firstTokens)) {
  const added = (xs) => median(xs.map((x, i) => x - D[i])).toFixed(3);
  console.log(`| ${name} | ${median(D).toFixed(3)} | ${added(A)} | ${added(Bs)} | ${median(Bs.map((b, i) => b - A[i])).toFixed(3)} | ${medianInterval(Bs.map((b, i) => b - A[i]))} |`);
}
await gws.A.stop(); await gws.B.stop(); await upstreams.stop();
if (traceSink !== undefined) console.log(`\ntrace sink: ${traceSink.received().exports} OTLP exports, ${traceSink.received().bytes} bytes`);
process.exit(0);
