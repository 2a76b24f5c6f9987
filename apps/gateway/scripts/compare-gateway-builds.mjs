// Two gateway builds side by side in front of the same bench mocks: autocannon (20 connections) alternates A B, B A, …
// per case and round; CPU per request of each gateway process comes from /proc. Then one request at a time, A and B
// alternating, each paired with a direct one: added latency (instant answers) and added time to first token (paced
// streams, the first delta 10 ms after the request). Needs `pnpm --filter @modelgate/bench build` first.
//   cp -r apps/gateway/dist /tmp/gateway-before   # …then change and rebuild apps/gateway (npx tsc -p tsconfig.build.json)
//   node apps/gateway/scripts/compare-gateway-builds.mjs <before>/cli.js apps/gateway/dist/cli.js [rounds=4] [seconds=3] [case regex]
//   (MEASURE_BODY_KB=100 in the environment: agent-sized bodies, as `pnpm bench -- --body-kb 100`)
//   (MEASURE_TRACING_RATIO=1 in the environment: both gateways traced at that `tracing.sample_ratio`, exporting to the
//   bench's trace sink in this process, as `pnpm bench -- --compare-tracing` does: a traced-vs-traced pair;
//   MEASURE_TRACING_BUILDS=B traces B only: the same build twice then gives traced against untraced)
// A copy of dist must stay inside the repo (e.g. apps/gateway/zz-before-dist) so that it resolves the same node_modules:
// both builds then load the same packages' dist, and the difference is the gateway's own. To compare everything with
// an older commit, build it in a worktree inside the repo (`git worktree add zz-base <commit>`, then `pnpm install` and
// `pnpm --filter @modelgate/gateway... run build` there): its cli.js loads that commit's packages.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
const B = new URL('../../../bench/dist/', import.meta.url).href;
const { startBenchUpstreams } = await import(B + 'process/start-bench-upstreams.js');
const { createGatewayConfig, mapGatewayModelId } = await import(B + 'gateway/create-gateway-config.js');
const { spawnGateway } = await import(B + 'gateway/spawn-gateway.js');
const { findFreePort } = await import(B + 'process/find-free-port.js');
const { readProcessStats } = await import(B + 'process/read-process-stats.js');
const { BENCH_FORMATS } = await import(B + 'formats/bench-formats.js');
// MEASURE_BODY_KB=100: every request body grown to that many KiB, as `pnpm bench -- --body-kb` grows them.
if (Number(process.env.MEASURE_BODY_KB ?? 0) > 0) (await import(B + 'formats/grow-request-bodies.js')).growRequestBodies(BENCH_FORMATS, Number(process.env.MEASURE_BODY_KB) * 1024);
const { createRequire } = await import('node:module');
const autocannon = createRequire(B + 'x.js')('autocannon');

const [cliA, cliB, roundsArg = '4', secondsArg = '3', only = '.'] = process.argv.slice(2);
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
const gws = { A: await start(cliA, 'A'), B: await start(cliB, 'B') };
const cases = [
  ['chat→chat json', 'openai-chat', 'openai-chat', false],
  ['messages→chat json', 'anthropic-messages', 'openai-chat', false],
  ['messages→messages json', 'anthropic-messages', 'anthropic-messages', false],
  ['chat→chat stream', 'openai-chat', 'openai-chat', true],
  ['messages→messages stream', 'anthropic-messages', 'anthropic-messages', true],
  ['responses→chat stream', 'openai-responses', 'openai-chat', true],
  ['chat→messages stream', 'openai-chat', 'anthropic-messages', true],
  ['messages→chat stream', 'anthropic-messages', 'openai-chat', true],
].filter((c) => new RegExp(only).test(c[0]));
function run(gw, [, client, upstream, stream], seconds) {
  const body = BENCH_FORMATS[client].createRequestBody(mapGatewayModelId(upstream, 'instant'), stream);
  return new Promise((resolve, reject) => {
    const before = readProcessStats(gw.pid);
    autocannon(
      { url: gw.origin + BENCH_FORMATS[client].path, method: 'POST', connections: 20, duration: seconds, body,
        headers: { authorization: `Bearer ${gw.token}`, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' } },
      (error, result) => {
        if (error) return reject(error);
        const after = readProcessStats(gw.pid);
        const ok = result['2xx'];
        resolve({ ok, non2xx: result.non2xx, cpu: (after.cpuMicros - before.cpuMicros) / ok, rps: ok / seconds });
      },
    );
  });
}
const results = {};
const rss = (k) => (readProcessStats(gws[k].pid).rssBytes / 1048576).toFixed(1);
console.log(`RSS after start MiB: A ${rss('A')}, B ${rss('B')}`);
for (const c of cases) for (const k of ['A', 'B']) await run(gws[k], c, 1); // warm-up
await (await import('node:timers/promises')).setTimeout(3000);
console.log(`RSS 3 s after warm-up MiB: A ${rss('A')}, B ${rss('B')}`);
for (let round = 0; round < Number(roundsArg); round++) {
  for (const c of cases) {
    const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    for (const k of order) {
      const r = await run(gws[k], c, Number(secondsArg));
      ((results[c[0]] ??= { A: [], B: [] })[k]).push(r);
      console.log(`round ${round} ${c[0]} ${k}: ${r.cpu.toFixed(0)} µs/req ${r.rps.toFixed(0)} req/s${r.non2xx ? ` non2xx ${r.non2xx}` : ''}`);
    }
  }
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
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
// The 95% interval of a median, by bootstrap (2,000 resamples, a fixed seed so that a rerun prints the same interval).
function medianInterval(xs) {
  let seed = 20261126;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const medians = Array.from({ length: 2000 }, () => median(xs.map(() => xs[Math.floor(random() * xs.length)])));
  medians.sort((a, b) => a - b);
  return `${medians[50].toFixed(3)} … ${medians[1949].toFixed(3)}`;
}
console.log('\n| case | A CPU µs/req | B CPU µs/req | B/A (median of paired ratios) | B/A, every round | A req/s | B req/s |\n|---|---:|---:|---:|---|---:|---:|');
for (const [name, { A, B: Bs }] of Object.entries(results)) {
  const ratios = A.map((a, i) => Bs[i].cpu / a.cpu);
  console.log(`| ${name} | ${median(A.map((r) => r.cpu)).toFixed(0)} | ${median(Bs.map((r) => r.cpu)).toFixed(0)} | ${median(ratios).toFixed(3)} | ${Math.min(...ratios).toFixed(3)} … ${Math.max(...ratios).toFixed(3)} | ${median(A.map((r) => r.rps)).toFixed(0)} | ${median(Bs.map((r) => r.rps)).toFixed(0)} |`);
}
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
