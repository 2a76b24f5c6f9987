// Where one unloaded request's added time goes, in wall time: the bench's mocks and a gateway (SQLite, the bench's
// config) loaded with unloaded-stage-marks.mjs; one request at a time, each gateway request paired with a direct one
// to the mock, as the bench's unloaded phase does; `gap` ms of idle before each request (the bench's paced streams
// leave ~60 ms). Prints the medians of the last `requests` requests: each stage in µs after the client sent its
// request (one clock across processes on Linux), and the added time against the direct request. JSON: to the end of
// the answer; stream: the paced profile, to the first content (`Zq0`). Needs `pnpm --filter @modelgate/bench build`.
//   [GATEWAY_NODE_FLAGS='--flag …'] node apps/gateway/scripts/measure-unloaded-stages.mjs [json|stream] [requests=600] [gap ms=0] [cli=apps/gateway/dist/cli.js] [warm-up=500]
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setImmediate, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

const bench = new URL('../../../bench/dist/', import.meta.url).href;
const { startBenchUpstreams } = await import(bench + 'process/start-bench-upstreams.js');
const { createGatewayConfig, mapGatewayModelId } = await import(bench + 'gateway/create-gateway-config.js');
const { spawnGateway } = await import(bench + 'gateway/spawn-gateway.js');
const { findFreePort } = await import(bench + 'process/find-free-port.js');
const { BENCH_FORMATS } = await import(bench + 'formats/bench-formats.js');

const [kind = 'json', requestsArg = '600', gapArg = '0', cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url)), warmUpArg = '500'] = process.argv.slice(2);
const stream = kind === 'stream';
const requests = Number(requestsArg);
const gapMs = Number(gapArg);
const profile = stream ? 'paced' : 'instant';

const upstreams = await startBenchUpstreams({ instant: { intervalMs: 0, deltas: 20 }, paced: { intervalMs: 10, deltas: 3, precise: true }, slow: { intervalMs: 1000, deltas: 20 } });
const origins = Object.fromEntries(Object.entries(upstreams.mocks).map(([format, server]) => [format, server.origin]));
const directory = mkdtempSync(join(tmpdir(), 'gateway-stages-'));
const port = await findFreePort();
const configPath = join(directory, 'modelgate.yaml');
writeFileSync(configPath, JSON.stringify(createGatewayConfig({ port, storePath: join(directory, 'db.sqlite'), mockOrigins: origins, upstreamConnections: 256 })));
const stagesFile = join(directory, 'stages.json');
process.env.MEASURE_STAGES_FILE = stagesFile;
const hook = fileURLToPath(new URL('./unloaded-stage-marks.mjs', import.meta.url));
const gateway = await spawnGateway({ nodeArguments: [...(process.env.GATEWAY_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', hook, resolve(cli)], configPath, port, directory, logPath: join(directory, 'log'), token: undefined });

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** When the request was sent and when the client had the answer (JSON) or the first content (stream), as hrtime. */
function timed(url, body, headers) {
  return new Promise((done, fail) => {
    const sent = process.hrtime.bigint();
    let received;
    const outgoing = http.request(new URL(url), { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk) => {
        if (!stream || received !== undefined) return;
        text += chunk;
        if (text.includes('Zq0')) received = process.hrtime.bigint();
      });
      incoming.on('end', () => done({ sent, received: stream ? received : process.hrtime.bigint() }));
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}
const chat = BENCH_FORMATS['openai-chat'];
const throughGateway = () => timed(gateway.origin + chat.path, chat.createRequestBody(mapGatewayModelId('openai-chat', profile), stream), { authorization: `Bearer ${gateway.token}` });
const direct = () => timed(origins['openai-chat'] + chat.path, chat.createRequestBody(`bench-${profile}`, stream), {});
const idle = () => new Promise((done) => (gapMs > 0 ? setTimeout(done, gapMs) : setImmediate(done)));

const pairs = [];
for (let index = 0; index < Number(warmUpArg) + requests; index++) {
  await idle();
  const directTimes = await direct();
  await idle();
  pairs.push({ direct: directTimes, gateway: await throughGateway() });
}
await gateway.stop();
await upstreams.close?.();

const measured = pairs.slice(-requests);
const marks = JSON.parse(readFileSync(stagesFile, 'utf8')).slice(-requests);
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const micros = (from, to) => (from === undefined || to === undefined ? Number.NaN : Number(BigInt(to) - BigInt(from)) / 1000);
// The upstream part the first client write carries: the last one undici handed on before that write.
for (const requestMarks of marks) {
  const written = requestMarks.clientWriteStarted === undefined ? undefined : BigInt(requestMarks.clientWriteStarted);
  const before = requestMarks.upstreamChunks.filter((at) => written !== undefined && BigInt(at) <= written);
  if (before.length > 0) requestMarks.upstreamPartWrittenRead = before[before.length - 1];
}
const stages = ['requestStart', 'upstreamRequestCreated', 'upstreamRequestSent', 'upstreamHeadRead', stream ? 'upstreamPartWrittenRead' : 'upstreamBodyEnded', 'clientWriteStarted', 'clientWriteReturned'];
console.log(`${kind}, ${requests} requests after ${warmUpArg}, ${gapMs} ms idle before each request (load ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
console.log('| stage | µs after the client sent (median) |\n| --- | ---: |');
for (const stage of stages) console.log(`| ${stage} | ${median(measured.map((pair, index) => micros(pair.gateway.sent, marks[index]?.[stage]))).toFixed(0)} |`);
console.log(`| client has ${stream ? 'the first content' : 'the answer'} | ${median(measured.map((pair) => micros(pair.gateway.sent, pair.gateway.received))).toFixed(0)} |`);
console.log(`| direct request, the same | ${median(measured.map((pair) => micros(pair.direct.sent, pair.direct.received))).toFixed(0)} |`);
console.log(`added vs direct (median of paired differences): ${median(measured.map((pair) => micros(pair.gateway.sent, pair.gateway.received) - micros(pair.direct.sent, pair.direct.received))).toFixed(0)} µs`);
const beforeWriteReturned = measured.filter((pair, index) => marks[index]?.clientWriteReturned !== undefined && pair.gateway.received < BigInt(marks[index].clientWriteReturned)).length;
console.log(`the client had it before the gateway's write returned: ${beforeWriteReturned} of ${measured.length}`);
process.exit(0);
