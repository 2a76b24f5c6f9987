// Where a paced stream's time to first token goes, in the gateway and in the floor, per bench row: the bench's paced
// mocks (first delta 10 ms after the mock has the request), a floor and a SQLite gateway (the bench's config), both
// loaded with first-token-stage-marks.mjs. One request at a time in the bench's order: per upstream the direct
// request, the floor, then the gateway rows, with an unmeasured direct request before a gateway row that follows
// another (as orderUnloadedRequests does). Prints per row the medians, in µs, of: the way up (client sent → the
// proxy's request start → its upstream request's first write), the way down (the upstream read that carries the first
// token → the client write that carries it → the client has it), and the time to first token added against the direct
// request and against the floor of the same iteration (medians of paired differences); then, at the stamps the bench's
// mocks take on the same monotonic clock (`GET /bench/stream-stamps`), each row's way up (client sent → the mock has
// the request) and way down (the mock wrote the first delta → the client has it), both free of the mock's pause and
// its jitter, those against the floor's, the client's side split at its response event (where the head waits for the
// first token, the client's own work on the head before it reads the token), and the two hops next to the mock (the proxy's upstream write → the mock has
// it; the mock wrote → the proxy reads the token). Needs
// `pnpm --filter @modelgate/bench build` and a built gateway. With a second build (`cli B`, a copy of dist kept inside
// the repo as compare-gateway-builds.mjs says), both run side by side, their rows alternating A B, B A, … each
// iteration, and each gateway row of B is also paired with A's of the same iteration (B − A, the way up and way down at
// the mock's stamps too); the two orders of one
// pair differed by up to ~30 µs on the way up (load 12–25), so run each pair both ways round. A copy of
// dist with `globalThis.__stage?.('name')` calls put in also gets a table of its steps (µs from the step before; the
// way up's steps named in MEASURE_STEPS, separated by spaces). MEASURE_PAUSE_MS waits that long before each iteration:
// with ~650, each gateway's token is used once its auth cache entry is past the refresh point (750 of its 1,000 ms),
// so every gateway request of a one-route run (row regex 'chat→chat') has its token read again behind it, as a client
// that sends a request every second or so has. MEASURE_PROFILE=instant sends the bench's unloaded-latency streams
// instead (20 deltas, written at once) and adds a table of the way down to the answer's last byte: the upstream's
// first read → the client's last write (the one that ends the body) → the client has the end, the upstream reads and
// client writes per stream, and the time to the last byte added against the floor.
//   node apps/gateway/scripts/measure-first-token-stages.mjs [requests=300] [row regex=.] [cli=apps/gateway/dist/cli.js] [warm-up=200] [cli B]
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = new URL('../../../bench/dist/', import.meta.url).href;
const { startBenchUpstreams } = await import(bench + 'process/start-bench-upstreams.js');
const { resolveServiceEntry } = await import(bench + 'process/resolve-service-entry.js');
const { createGatewayConfig, mapGatewayModelId } = await import(bench + 'gateway/create-gateway-config.js');
const { spawnGateway } = await import(bench + 'gateway/spawn-gateway.js');
const { findFreePort } = await import(bench + 'process/find-free-port.js');
const { BENCH_FORMATS, BENCH_FORMAT_IDS } = await import(bench + 'formats/bench-formats.js');
const { mapProfileToUpstreamModel } = await import(bench + 'mock/mock-profile.js');
const { fetchStreamStamps } = await import(bench + 'measure/fetch-stream-stamps.js');

const [requestsArg = '300', rowPattern = '.', cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url)), warmUpArg = '200', cliB] = process.argv.slice(2);
const requests = Number(requestsArg);
const rowFilter = new RegExp(rowPattern);
const profileName = process.env.MEASURE_PROFILE ?? 'paced';
const hook = fileURLToPath(new URL('./first-token-stage-marks.mjs', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'gateway-first-token-stages-'));

const upstreams = await startBenchUpstreams({ instant: { intervalMs: 0, deltas: 20 }, paced: { intervalMs: 10, deltas: 3, precise: true }, slow: { intervalMs: 1000, deltas: 20 } });
const origins = Object.fromEntries(Object.entries(upstreams.mocks).map(([format, server]) => [format, server.origin]));
const floorFile = join(directory, 'floor-stages.json');
const floorEntry = resolveServiceEntry('floor/floor-proxy-process');
const floorProcess = fork(floorEntry.path, [], {
  execArgv: [...floorEntry.execArgv, '--import', hook],
  env: { ...process.env, MEASURE_STAGES_FILE: floorFile, BENCH_FLOOR_ROUTES: JSON.stringify(Object.fromEntries(BENCH_FORMAT_IDS.map((format) => [BENCH_FORMATS[format].path, upstreams.mocks[format].port]))) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const floorOrigin = await new Promise((done) => floorProcess.on('message', (message) => done(`http://127.0.0.1:${message.port}`)));
/** A gateway on SQLite with the bench's config, its marks in `<name>-stages.json`. */
async function startGateway(name, cliPath) {
  const gatewayDirectory = join(directory, name);
  mkdirSync(gatewayDirectory);
  const port = await findFreePort();
  const configPath = join(gatewayDirectory, 'modelgate.yaml');
  writeFileSync(configPath, JSON.stringify(createGatewayConfig({ port, store: `sqlite:${join(gatewayDirectory, 'db.sqlite')}`, mockOrigins: origins, upstreamConnections: 256 })));
  process.env.MEASURE_STAGES_FILE = join(directory, `${name}-stages.json`);
  const started = await spawnGateway({ nodeArguments: [...(process.env.GATEWAY_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', hook, resolve(cliPath)], configPath, port, directory: gatewayDirectory, logPath: join(gatewayDirectory, 'log'), token: undefined });
  return { ...started, name };
}
const gateways = cliB === undefined ? [await startGateway('gateway', cli)] : [await startGateway('gateway A', cli), await startGateway('gateway B', cliB)];

/** The bench's stream rows in its order: per upstream format, direct, floor, the same-format gateway row, issue 7's translations. */
const TRANSLATIONS = [['openai-chat', 'anthropic-messages'], ['anthropic-messages', 'openai-chat'], ['openai-responses', 'openai-chat']];
const rows = BENCH_FORMAT_IDS.flatMap((upstream) => {
  const label = BENCH_FORMATS[upstream].label;
  const direct = { id: `direct ${label}`, proxy: undefined, client: upstream, origin: origins[upstream], model: mapProfileToUpstreamModel(profileName), headers: {} };
  const floor = { id: `floor ${label}`, proxy: 'floor', client: upstream, origin: floorOrigin, model: mapProfileToUpstreamModel(profileName), headers: {} };
  const clients = [upstream, ...TRANSLATIONS.filter(([, to]) => to === upstream).map(([from]) => from)];
  const gatewayRows = clients.flatMap((client) => gateways.map((gateway) => ({
    id: `${gateway.name} ${BENCH_FORMATS[client].label}→${label}`, proxy: gateway.name, route: `${BENCH_FORMATS[client].label}→${label}`, client, origin: gateway.origin, model: mapGatewayModelId(upstream, profileName),
    headers: { authorization: `Bearer ${gateway.token}`, 'anthropic-version': '2023-06-01' },
  })));
  return [direct, floor, ...gatewayRows].map((row) => ({ ...row, upstream, direct }));
}).filter((row) => row.proxy === undefined || row.proxy === 'floor' || rowFilter.test(row.id));
const isGateway = (row) => row.route !== undefined;
/** Odd iterations: each route's B row before its A row. */
const orderFor = (iteration) => (iteration % 2 === 0 ? rows : rows.map((row, index) => (isGateway(row) && row.proxy === 'gateway A' && rows[index + 1]?.route === row.route ? rows[index + 1] : isGateway(row) && row.proxy === 'gateway B' && rows[index - 1]?.route === row.route ? rows[index - 1] : row)));

const agents = new Map(rows.map((row) => [row.id, new http.Agent({ keepAlive: true, maxSockets: 1 })]));
/** When the request was sent and when the client had the first token's text, as hrtime. */
function timed(row) {
  const format = BENCH_FORMATS[row.client];
  const body = format.createRequestBody(row.model, true);
  return new Promise((done, fail) => {
    const sent = process.hrtime.bigint();
    let received;
    let headed;
    let text = '';
    const outgoing = http.request(new URL(row.origin + format.path), { method: 'POST', agent: agents.get(row.id), headers: { ...row.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (incoming) => {
      headed = process.hrtime.bigint();
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk) => {
        if (received !== undefined) return;
        text += chunk;
        if (text.includes('Zq0')) received = process.hrtime.bigint();
      });
      incoming.on('end', () => done({ sent, headed, received, ended: process.hrtime.bigint() }));
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

const samples = new Map(rows.map((row) => [row.id, []]));
const sentThrough = Object.fromEntries(['floor', ...gateways.map((gateway) => gateway.name)].map((name) => [name, 0]));
const pauseMs = Number(process.env.MEASURE_PAUSE_MS ?? 0);
for (let iteration = 0; iteration < Number(warmUpArg) + requests; iteration++) {
  if (pauseMs > 0) await sleep(pauseMs);
  const times = new Map();
  let previousProxy;
  for (const row of orderFor(iteration)) {
    // No proxy serves two requests in a row: an unmeasured direct request between them.
    if (row.proxy !== undefined && row.proxy === previousProxy) await timed(row.direct);
    const result = await timed(row);
    if (row.proxy !== undefined) result.index = sentThrough[row.proxy]++;
    times.set(row.id, result);
    previousProxy = row.proxy;
  }
  if (iteration >= Number(warmUpArg)) {
    for (const row of rows) samples.get(row.id).push({ ...times.get(row.id), direct: times.get(row.direct.id), floor: times.get(`floor ${BENCH_FORMATS[row.upstream].label}`), a: times.get(`gateway A ${row.route}`) });
  }
}
// The mocks' stamps (when each stream's request was whole there, when its first delta went), on this process's clock.
const stamps = (await fetchStreamStamps(Object.values(origins))).sort((left, right) => left.receivedAtMs - right.receivedAtMs);
/** The sample's own mock stamp: the one received between its sending and its first token. */
function stampOf(sample) {
  if (sample?.received === undefined) return undefined;
  const sentMs = Number(sample.sent) / 1e6;
  const tokenMs = Number(sample.received) / 1e6;
  const inside = stamps.filter((stamp) => stamp.receivedAtMs >= sentMs && stamp.receivedAtMs <= tokenMs && stamp.firstDeltaWrittenAtMs <= tokenMs);
  return inside.length === 1 ? inside[0] : undefined;
}
const wayUp = (sample) => { const stamp = stampOf(sample); return stamp === undefined ? Number.NaN : (stamp.receivedAtMs - Number(sample.sent) / 1e6) * 1000; };
const wayDown = (sample) => { const stamp = stampOf(sample); return stamp === undefined ? Number.NaN : (Number(sample.received) / 1e6 - stamp.firstDeltaWrittenAtMs) * 1000; };
for (const gateway of gateways) await gateway.stop();
floorProcess.disconnect();
await new Promise((done) => floorProcess.once('exit', done));
await upstreams.stop();

const marksOf = { floor: JSON.parse(readFileSync(floorFile, 'utf8')) };
for (const gateway of gateways) marksOf[gateway.name] = JSON.parse(readFileSync(join(directory, `${gateway.name}-stages.json`), 'utf8'));
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
};
const micros = (from, to) => (from === undefined || to === undefined ? Number.NaN : Number(BigInt(to) - BigInt(from)) / 1000);
const ttft = (sample) => micros(sample.sent, sample.received);
console.log(`marks in ${directory}`);
console.log(`${requests} ${profileName} streams per row after ${warmUpArg}, one at a time (load ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
console.log('| row | up: client → request start | request start → upstream write | upstream write → token read | token read → client write | client write → client has it | TTFT | added vs direct | added vs floor | way up / way down, at the mock stamps | the same, added vs floor | upstream write → mock has it / mock wrote → token read | B − A: TTFT / request start → upstream write / token read → client write / way up / way down |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  const rowSamples = samples.get(row.id);
  const marks = rowSamples.map((sample) => (row.proxy === undefined ? {} : marksOf[row.proxy][sample.index] ?? {}));
  const stage = (from, to) => median(rowSamples.map((sample, index) => micros(from(sample, marks[index]), to(sample, marks[index])))).toFixed(0);
  const cells = row.proxy === undefined
    ? ['', '', '', '', '']
    : [
        stage((sample) => sample.sent, (_, mark) => mark.requestStart),
        stage((_, mark) => mark.requestStart, (_, mark) => mark.upstreamWriteStarted),
        stage((_, mark) => mark.upstreamWriteStarted, (_, mark) => mark.tokenRead),
        stage((_, mark) => mark.tokenRead, (_, mark) => mark.tokenWriteStarted),
        stage((_, mark) => mark.tokenWriteStarted, (sample) => sample.received),
      ];
  const added = (other) => median(rowSamples.map((sample) => ttft(sample) - ttft(other(sample)))).toFixed(0);
  // B against A, paired by iteration: the whole and its two proxy-side spans.
  let againstA = '';
  if (row.proxy === 'gateway B') {
    const marksA = rowSamples.map((sample) => marksOf['gateway A'][sample.a.index] ?? {});
    const span = (mark, from, to) => micros(mark[from], mark[to]);
    const paired = (measure) => median(rowSamples.map((sample, index) => measure(sample, marks[index]) - measure(sample.a, marksA[index]))).toFixed(0);
    againstA = [paired((sample) => ttft(sample)), paired((_, mark) => span(mark, 'requestStart', 'upstreamWriteStarted')), paired((_, mark) => span(mark, 'tokenRead', 'tokenWriteStarted')), paired((sample) => wayUp(sample)), paired((sample) => wayDown(sample))].join(' / ');
  }
  const sides = `${median(rowSamples.map(wayUp)).toFixed(0)} / ${median(rowSamples.map(wayDown)).toFixed(0)}`;
  const sidesVsFloor = isGateway(row) ? `${median(rowSamples.map((sample) => wayUp(sample) - wayUp(sample.floor))).toFixed(0)} / ${median(rowSamples.map((sample) => wayDown(sample) - wayDown(sample.floor))).toFixed(0)}` : '';
  // The hops next to the mock, the proxy's marks against the mock's stamps (one monotonic clock).
  const atMock = (measure) => median(rowSamples.map((sample, index) => { const stamp = stampOf(sample); return stamp === undefined ? Number.NaN : measure(stamp, marks[index]); })).toFixed(0);
  const markMicros = (value) => (value === undefined ? Number.NaN : Number(BigInt(value)) / 1000);
  const hops = row.proxy === undefined ? '' : `${atMock((stamp, mark) => stamp.receivedAtMs * 1000 - markMicros(mark.upstreamWriteStarted))} / ${atMock((stamp, mark) => markMicros(mark.tokenRead) - stamp.firstDeltaWrittenAtMs * 1000)}`;
  console.log(`| ${row.id} | ${cells.join(' | ')} | ${median(rowSamples.map(ttft)).toFixed(0)} | ${added((sample) => sample.direct)} | ${isGateway(row) ? added((sample) => sample.floor) : ''} | ${sides} | ${sidesVsFloor} | ${hops} | ${againstA} |`);
}
// The client's side of the way down: when its response event came (the head parsed) against the token's write and
// the token's text. Where the head is held until the first token, both come in one read, and the second span is the
// client's own work on the head (its response object, the listener that reads the body) before it reads the token.
console.log('\n| row | client write → client has the head | client has the head → client has the token |\n| --- | ---: | ---: |');
for (const row of rows.filter((candidate) => candidate.proxy !== undefined)) {
  const rowSamples = samples.get(row.id);
  const marks = rowSamples.map((sample) => marksOf[row.proxy][sample.index] ?? {});
  const of = (measure) => median(rowSamples.map((sample, index) => measure(sample, marks[index]))).toFixed(0);
  console.log(`| ${row.id} | ${of((sample, mark) => micros(mark.tokenWriteStarted, sample.headed))} | ${of((sample) => micros(sample.headed, sample.received))} |`);
}
// The way down to the last byte (MEASURE_PROFILE=instant): medians, µs, and the reads and writes per stream.
if (profileName !== 'paced') {
  const total = (sample) => micros(sample.sent, sample.ended);
  console.log('\n| row | upstream reads | client writes | first upstream read → token write | → last upstream read | last upstream read → last client write | last client write → client has the end | first upstream read → client has the end | to the end, added vs floor | B − A: to the end / first upstream read → last client write |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows.filter((candidate) => candidate.proxy !== undefined)) {
    const rowSamples = samples.get(row.id);
    const marks = rowSamples.map((sample) => marksOf[row.proxy][sample.index] ?? {});
    const of = (measure) => median(rowSamples.map((sample, index) => measure(sample, marks[index], index))).toFixed(0);
    let againstA = '';
    if (row.proxy === 'gateway B') {
      const marksA = rowSamples.map((sample) => marksOf['gateway A'][sample.a.index] ?? {});
      const down = (mark) => micros(mark.firstUpstreamRead, mark.lastClientWriteStarted);
      againstA = [of((sample) => total(sample) - total(sample.a)), of((_, mark, index) => down(mark) - down(marksA[index]))].join(' / ');
    }
    console.log(`| ${row.id} | ${of((_, mark) => mark.upstreamReadCount)} | ${of((_, mark) => mark.clientWriteCount)} | ${of((_, mark) => micros(mark.firstUpstreamRead, mark.tokenWriteStarted))} | ${of((_, mark) => micros(mark.firstUpstreamRead, mark.lastUpstreamRead))} | ${of((_, mark) => micros(mark.lastUpstreamRead, mark.lastClientWriteStarted))} | ${of((sample, mark) => micros(mark.lastClientWriteStarted, sample.ended))} | ${of((sample, mark) => micros(mark.firstUpstreamRead, sample.ended))} | ${isGateway(row) ? of((sample) => total(sample) - total(sample.floor)) : ''} | ${againstA} |`);
  }
}
// The gateway's own steps, where a copy of dist marks them (globalThis.__stage): µs from the step before, medians.
const UP = (process.env.MEASURE_STEPS ?? 'requestStart runEntered authenticated bodyRead requestRead admitted attemptStarted upstreamBodyBuilt dispatching upstreamWriteStarted').split(' ');
const DOWN = (process.env.MEASURE_DOWN_STEPS ?? 'tokenRead undiciData loopChunk streamPushed writeCalled tokenWriteStarted tokenWriteReturned').split(' ');
if (gateways.some((gateway) => marksOf[gateway.name].some((mark) => mark.steps !== undefined))) {
  console.log(`\n| row | ${[...UP.slice(1), ...DOWN.slice(1)].join(' | ')} |\n| --- |${' ---: |'.repeat(UP.length + DOWN.length - 2)}`);
  for (const row of rows.filter(isGateway)) {
    const all = samples.get(row.id).map((sample) => marksOf[row.proxy][sample.index] ?? {});
    const at = (mark, name, after) => mark[name] ?? mark.steps?.find(([step, time]) => step === name && (after === undefined || BigInt(time) >= BigInt(after)))?.[1];
    const cells = [];
    for (const [names, after] of [[UP, undefined], [DOWN, 'tokenRead']]) {
      for (let index = 1; index < names.length; index++) cells.push(median(all.map((mark) => micros(at(mark, names[index - 1], mark[after]), at(mark, names[index], mark[after])))).toFixed(0));
    }
    console.log(`| ${row.id} | ${cells.join(' | ')} |`);
  }
}
process.exit(0);
