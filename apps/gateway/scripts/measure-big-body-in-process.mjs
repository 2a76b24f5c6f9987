// The gateway's own CPU per request for agent-sized bodies, without sockets: like measure-in-process.mjs (createApp
// from dist/, a provider that serializes the upstream body as the HTTP provider does and answers the bench mock's JSON,
// plain objects for Node's request and response),
// but with the request body grown to --body-kb as `pnpm bench -- --body-kb` grows it, and `concurrency` requests in
// flight, so that each request's parsed body lives while the others are parsed, as it does under load (the garbage
// collector's share of a big body depends on it). The upstream answers after `delay` ms (0: the next turn).
// `growing` 1: each request is the previous one with the next conversation turn appended (an agent's next turn, read
// against the previous body), cycling through 64 turns; 0 (default): the same body every time, as the bench sends.
// Needs `pnpm --filter @modelgate/bench build` and a built gateway.
//   node apps/gateway/scripts/measure-big-body-in-process.mjs [client=anthropic-messages] [upstream=anthropic-messages] [kb=100] [requests=2000] [concurrency=50] [delay=1] [growing=0]
//   valgrind --tool=callgrind --callgrind-out-file=/tmp/x.cg node apps/gateway/scripts/measure-big-body-in-process.mjs … # "Collected" at two N ≥ 200 (N runs min(N, 200) warm-up requests first: N = 200 against N = 200 + k gives k requests)
import { setImmediate, setTimeout } from 'node:timers';
import { createCore, createMemoryStore } from '@modelgate/core';
import { createInProcessApp, sendInProcess } from './in-process-app.mjs';

const { BENCH_FORMATS } = await import('../../../bench/dist/formats/bench-formats.js');
const { growRequestBody } = await import('../../../bench/dist/formats/grow-request-bodies.js');
const [client = 'anthropic-messages', upstream = 'anthropic-messages', kbArg = '100', requestsArg = '2000', concurrencyArg = '50', delayArg = '1', growingArg = '0'] = process.argv.slice(2);
const requests = Number(requestsArg);
const concurrency = Number(concurrencyArg);
const delayMs = Number(delayArg);

const pricing = { inputPerMillion: 500_000, cachedInputPerMillion: 50_000, outputPerMillion: 1_500_000 };
const core = createCore({ store: createMemoryStore(), models: [{ id: 'm', pricing, defaultMaxOutputTokens: 256 }] });
const account = await core.admin.createAccount({ name: 'a', balance: 1e15 });
const { secret } = await core.admin.createToken({ accountId: account.id });

const answer = Buffer.from(BENCH_FORMATS[upstream].createResponse('bench-instant', 'Zq0 hello there this is a reply', { inputTokens: 30, outputTokens: 20 }));
const provider = {
  name: 'mock',
  kind: upstream,
  formats: [upstream],
  send: (request) =>
    new Promise((resolve) => {
      // As the HTTP provider does: a body without its JSON bytes is serialized (and undici encodes the text).
      if (request.bodyBytes === undefined) Buffer.from(JSON.stringify(request.body));
      const respond = () => resolve({ status: 200, headers: {}, body: (async function* () { yield answer; })() });
      if (delayMs > 0) setTimeout(respond, delayMs);
      else setImmediate(respond);
    }),
};
const app = createInProcessApp({ core, provider });
const kb = Number(kbArg);
const text = BENCH_FORMATS[client].createRequestBody('m', false);
const body = Buffer.from(kb > 0 ? growRequestBody(client, text, kb * 1024) : text);
/** With `growing`: the body, then the body with one turn more, and so on (each grown until it is longer than the last). */
const turns = [body];
if (growingArg === '1') {
  while (turns.length < 64) {
    const last = turns[turns.length - 1];
    turns.push(Buffer.from(growRequestBody(client, text, last.length + 1)));
  }
}
let sent = 0;

/** One request through the app; resolves with the status and the text written once the response has closed. */
function send() {
  // A fresh copy per request, as a socket's read would give: the body's bytes are new memory each time.
  return sendInProcess(app, {
    path: BENCH_FORMATS[client].path,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'anthropic-version': '2023-06-01', 'user-agent': 'measure-big-body-in-process' },
    body: Buffer.from(turns[sent++ % turns.length]),
  });
}

/** `count` requests, `concurrency` at a time. */
async function run(count) {
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      const result = await send();
      if (result.status !== 200) throw new Error(`The request failed (${result.status}): ${result.text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

await run(Math.min(requests, 200));
const before = process.cpuUsage();
await run(requests);
const cpu = process.cpuUsage(before);
console.log(`${client}→${upstream} json, ${body.length} bytes, ${concurrency} in flight: ${((cpu.user + cpu.system) / Math.max(1, requests)).toFixed(1)} µs CPU per request (${requests})`);
