// The gateway's own CPU per request, without sockets: createApp from dist/ on the memory or SQLite store, diagnostic
// records to a null stream, a provider that answers the bench mock's JSON or 20-delta stream at once, and plain objects
// for Node's request and response. Requests run one after another, so this is the cost of the gateway's code on a warm
// process (what the two HTTP hops add is what `pnpm bench` measures). Far less noisy than a load test on a shared
// machine, so it shows changes of a few µs. Needs `pnpm --filter @modelgate/bench build` and a built gateway.
// With a sample ratio as the last argument, tracing is on (OTLP/HTTP to a sink in this process that only counts;
// protobuf bodies, the default, or MEASURE_TRACING_PROTOCOL=http/json); 0 leaves every request out, which is what an unsampled request costs. MEASURE_AS_SERVE=1 adds what `serve` adds: the
// diagnostic log through its destination (to /dev/null) and the request records kept in the store.
//   node apps/gateway/scripts/measure-in-process.mjs [store=memory|sqlite] [client=openai-chat] [upstream=openai-chat] [requests=20000] [stream=0|1] [tracing=off|<ratio>]
//   node --cpu-prof apps/gateway/scripts/measure-in-process.mjs …   # then: node bench/dist/summarize-profile.js <file>
// MEASURE_CLOCK_STEP_US=<µs> sets how far the core's clock moves a request (default 100; 0: the wall clock, as before
// session 13). MEASURE_WARMUP=<n> sets the warm-up requests (default 3,000): under callgrind, run N = 0 and N = k with the same MEASURE_WARMUP and
// take the difference per request. MEASURE_CONCURRENCY=<n> keeps n requests in flight (default 1: one after another).
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, createMemoryStore } from '@modelgate/core';
import { createSqliteStore } from '@modelgate/core/sqlite';
import { loadGatewayTracing } from '../dist/tracing/load-gateway-tracing.js';
import { createInProcessApp, sendInProcess } from './in-process-app.mjs';

const { BENCH_FORMATS } = await import('../../../bench/dist/formats/bench-formats.js');
const [storeKind = 'memory', client = 'openai-chat', upstream = 'openai-chat', requestsArg = '20000', streamArg = '0', tracingArg = 'off'] = process.argv.slice(2);
const stream = streamArg === '1';
const requests = Number(requestsArg);

/** Tracing at the given sample ratio, exporting to a sink in this process that reads and acknowledges each batch. */
async function startTracing(sampleRatio) {
  const sink = createServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => response.end('{}'));
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sink.unref();
  const url = `http://127.0.0.1:${sink.address().port}/v1/traces`;
  const protocol = process.env['MEASURE_TRACING_PROTOCOL'] ?? 'http/protobuf';
  return loadGatewayTracing({ url, protocol, headers: {}, serviceName: 'modelgate-measure', sampleRatio }, { serviceVersion: 'measure' });
}
const tracing = tracingArg === 'off' ? undefined : await startTracing(Number(tracingArg));

const store = storeKind === 'sqlite' ? createSqliteStore({ path: join(mkdtempSync(join(tmpdir(), 'gateway-in-process-')), 'db.sqlite') }) : createMemoryStore();
const pricing = { inputPerMillion: 500_000, cachedInputPerMillion: 50_000, outputPerMillion: 1_500_000 };
// The core's clock moves MEASURE_CLOCK_STEP_US (default 100 µs) a request, not with the wall: what the core does once a
// second or so (an admission lease returned and taken again, the auth cache asking the store, the sweep of expired holds)
// then falls once in every ~10,000 requests, as in a busy server, whatever the speed of this process. On the wall clock
// (MEASURE_CLOCK_STEP_US=0), a process slowed 50–100 times under callgrind does that work every 10–100 requests, and
// more or less of it as the machine's load changes: the two processes of a callgrind pair then differ by tens of
// thousands of instructions per request that a served request does not pay.
const clockStepMs = Number(process.env['MEASURE_CLOCK_STEP_US'] ?? 100) / 1000;
let virtualNow = Date.now();
const core = createCore({
  store, models: [{ id: 'm', pricing, defaultMaxOutputTokens: 256 }], ...(clockStepMs > 0 ? { clock: () => virtualNow } : {}),
});
const account = await core.admin.createAccount({ name: 'a', balance: 1e15 });
const { secret } = await core.admin.createToken({ accountId: account.id });

const format = BENCH_FORMATS[upstream];
const usage = { inputTokens: 30, outputTokens: 20 };
const answer = Buffer.from(
  stream
    ? format.createStreamHead('bench-instant', usage) +
        Array.from({ length: 20 }, (_, index) => format.createStreamDelta('bench-instant', `Zq${index} `, index)).join('') +
        format.createStreamTail('bench-instant', 'x', usage, { deltaCount: 20, includeUsage: true })
    : format.createResponse('bench-instant', 'Zq0 hello there this is a reply', usage),
);
const provider = {
  name: 'mock',
  kind: upstream,
  formats: [upstream],
  send: async () => ({ status: 200, headers: {}, body: (async function* () { yield answer; })() }),
};
// With the core's clock stepped, request records are written in full batches of 500 (as a server at a few thousand
// requests a second writes them), not by the sink's one-second timer, which under callgrind writes a few records at a time.
const app = createInProcessApp({
  core, provider, tracing, asServe: process.env['MEASURE_AS_SERVE'] === '1', ...(clockStepMs > 0 ? { recordFlushIntervalMs: 86_400_000 } : {}),
});
const body = Buffer.from(BENCH_FORMATS[client].createRequestBody('m', stream));

/** One request through the app; resolves with the status and the text written once the response has closed. */
function send() {
  virtualNow += clockStepMs;
  return sendInProcess(app, {
    path: BENCH_FORMATS[client].path,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'anthropic-version': '2023-06-01', 'user-agent': 'measure-in-process' },
    body: body,
  });
}

/** `count` requests, MEASURE_CONCURRENCY (default 1) of them in flight at once: with 50, requests outlive scavenges as under load. */
const concurrency = Math.max(1, Number(process.env['MEASURE_CONCURRENCY'] ?? 1));
async function sendMany(count) {
  let left = count;
  const lane = async () => {
    while (left > 0) {
      left -= 1;
      await send();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
}

const first = await send();
if (first.status !== 200) throw new Error(`The request failed (${first.status}): ${first.text.slice(0, 300)}`);
// Warm-up: MEASURE_WARMUP requests (default 3,000); a traced run exports every 128 requests, so its export path needs more.
const warmup = Number(process.env.MEASURE_WARMUP ?? 3_000);
await sendMany(warmup);
const before = process.cpuUsage();
await sendMany(requests);
const cpu = process.cpuUsage(before);
const traced = tracing === undefined ? '' : `, tracing at ${tracingArg} (${process.env['MEASURE_TRACING_PROTOCOL'] ?? 'http/protobuf'})`;
console.log(`${storeKind} ${client}→${upstream} ${stream ? 'stream' : 'json'}${traced}: ${((cpu.user + cpu.system) / requests).toFixed(1)} µs CPU per request (${requests}${concurrency === 1 ? ' in a row' : `, ${concurrency} at once`})`);
await tracing?.shutdown();
