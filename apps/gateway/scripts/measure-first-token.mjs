// The gateway's own work up to a stream's first token, without sockets: a request from its arrival until the write
// that carries the first content (what the client waits for), on the in-process app of measure-in-process.mjs. The
// mock upstream sends the bench's stream head and its first delta as two chunks, then nothing more: each request stops
// there (its stream stays open, so nothing after the first token is counted; the process exits at the end). Run
// N = 0 and N = k under callgrind with the same MEASURE_WARMUP and take the difference per request; `--cpu-prof` shows
// where it goes. Needs `pnpm --filter @modelgate/bench build` and a built gateway.
//   MEASURE_WARMUP=2000 valgrind --tool=callgrind --separate-threads=yes node --max-semi-space-size=16 \
//     apps/gateway/scripts/measure-first-token.mjs [store=memory|sqlite] [client=openai-chat] [upstream=openai-chat] [requests=1500]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { EventEmitter } from 'node:events';
import { setImmediate } from 'node:timers';
import { createCore, createMemoryStore } from '@modelgate/core';
import { createSqliteStore } from '@modelgate/core/sqlite';
import { createInProcessApp } from './in-process-app.mjs';

const { BENCH_FORMATS } = await import('../../../bench/dist/formats/bench-formats.js');
const [storeKind = 'sqlite', client = 'openai-chat', upstream = 'openai-chat', requestsArg = '1500'] = process.argv.slice(2);
const requests = Number(requestsArg);

const store = storeKind === 'sqlite' ? createSqliteStore({ path: join(mkdtempSync(join(tmpdir(), 'gateway-first-token-')), 'db.sqlite') }) : createMemoryStore();
const pricing = { inputPerMillion: 500_000, cachedInputPerMillion: 50_000, outputPerMillion: 1_500_000 };
// No heartbeat: it renews every running hold, and the held streams' holds add up (under callgrind, where a request
// takes ~50× as long, the heartbeats over them were most of the count).
const core = createCore({ store, models: [{ id: 'm', pricing, defaultMaxOutputTokens: 256 }], heartbeatIntervalMs: 0 });
const account = await core.admin.createAccount({ name: 'a', balance: 1e15 });
const { secret } = await core.admin.createToken({ accountId: account.id });

const format = BENCH_FORMATS[upstream];
const usage = { inputTokens: 30, outputTokens: 20 };
const head = Buffer.from(format.createStreamHead('bench-instant', usage));
const firstDelta = Buffer.from(format.createStreamDelta('bench-instant', 'Zq0 ', 0));
const never = new Promise(() => {});
const provider = {
  name: 'mock',
  kind: upstream,
  formats: [upstream],
  send: async () => ({
    status: 200,
    headers: {},
    body: (async function* () {
      yield head;
      yield firstDelta;
      await never;
    })(),
  }),
};
// No keep-alive comment and no renewal while the held streams stay open (they would run inside the measured requests).
const app = createInProcessApp({ core, provider, asServe: true, options: { streamKeepAliveMs: 2 ** 30, reservationTtlMs: 2 ** 30 } });
const body = Buffer.from(BENCH_FORMATS[client].createRequestBody('m', true));
const headers = { host: 'localhost', 'content-length': String(body.length), authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'anthropic-version': '2023-06-01', 'user-agent': 'measure-first-token' };

/** One request; resolves with what its first write carried, in the turn after that write. */
function send() {
  return new Promise((resolve) => {
    const request = new Readable({ read() {} });
    request.method = 'POST';
    request.url = BENCH_FORMATS[client].path;
    request.headers = headers;
    const response = new EventEmitter();
    let status = 200;
    const settle = (chunk) => setImmediate(() => resolve({ status, text: String(chunk ?? '') }));
    Object.assign(response, {
      statusCode: 200, headersSent: false, writableEnded: false, writableFinished: false, destroyed: false,
      setHeader() {}, removeHeader() {}, cork() {}, uncork() {},
      writeHead(code) { status = code; response.statusCode = code; response.headersSent = true; return response; },
      write(chunk) { response.headersSent = true; settle(chunk); return true; },
      end(chunk) { Object.assign(response, { headersSent: true, writableEnded: true, writableFinished: true }); settle(chunk); },
    });
    app(request, response);
    request.push(body);
    request.push(null);
  });
}

const first = await send();
if (first.status !== 200 || !first.text.includes('Zq0')) throw new Error(`No first token (${first.status}): ${first.text.slice(0, 300)}`);
const warmup = Number(process.env.MEASURE_WARMUP ?? 3_000);
for (let index = 0; index < warmup; index += 1) await send();
const before = process.cpuUsage();
for (let index = 0; index < requests; index += 1) await send();
const cpu = process.cpuUsage(before);
console.log(`${storeKind} ${client}→${upstream} first token: ${((cpu.user + cpu.system) / requests).toFixed(1)} µs CPU per request (${requests} in a row); first write ${first.text.length} characters`);
process.exit(0);
