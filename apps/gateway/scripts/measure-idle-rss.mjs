// Idle memory of one or more gateway builds (issue 7), measured as the bench does, but several starts per build,
// alternated A B A B …: RSS after start (once GET /v1/models answers), right after one request per bench case (every
// format pair of the bench, JSON and stream: 12), and again 1 s later. Same mocks, same config (SQLite store, 4,096
// upstream connections per provider). Needs `pnpm --filter @modelgate/bench build` first.
//   node apps/gateway/scripts/measure-idle-rss.mjs <before>/cli.js apps/gateway/dist/cli.js [starts per build=6]
// A copy of dist must stay inside the repo (e.g. apps/gateway/zz-before-dist) so that it resolves the same node_modules.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const B = new URL('../../../bench/dist/', import.meta.url).href;
const { startBenchUpstreams } = await import(B + 'process/start-bench-upstreams.js');
const { createGatewayConfig } = await import(B + 'gateway/create-gateway-config.js');
const { createGatewayTargets } = await import(B + 'gateway/create-gateway-targets.js');
const { findFreePort } = await import(B + 'process/find-free-port.js');
const { waitUntilAnswering } = await import(B + 'process/wait-until-answering.js');
const { BENCH_FORMAT_IDS: FORMAT_IDS, BENCH_FORMATS } = await import(B + 'formats/bench-formats.js');
const { sendTimedRequest } = await import(B + 'measure/send-timed-request.js');

const argv = process.argv.slice(2);
const starts = /^\d+$/.test(argv.at(-1) ?? '') ? Number(argv.pop()) : 6;
const builds = argv.map((cli) => resolve(cli));
if (builds.length === 0) throw new Error('usage: measure-idle-rss.mjs <cli.js> [<cli.js> …] [starts per build]');
const rssMiB = (pid) => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

const upstreams = await startBenchUpstreams({ instant: { intervalMs: 0, deltas: 20 }, paced: { intervalMs: 10, deltas: 3 }, slow: { intervalMs: 500, deltas: 10 } });
const mockOrigins = Object.fromEntries(FORMAT_IDS.map((format) => [format, upstreams.mocks[format].origin]));

async function measure(cli) {
  const directory = mkdtempSync(join(tmpdir(), 'modelgate-idle-'));
  const port = await findFreePort();
  const configPath = join(directory, 'modelgate.yaml');
  writeFileSync(configPath, JSON.stringify(createGatewayConfig({ port, storePath: join(directory, 'modelgate.db'), mockOrigins, upstreamConnections: 4096 })));
  const child = spawn(process.execPath, [cli, 'serve', '--config', configPath, '--port', String(port), '--demo'], { cwd: directory, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const agent = new Agent({ keepAlive: true });
  try {
    let token;
    while (alive() && !(token = /\bmg-[A-Za-z0-9_-]{8,}/.exec(stderr)?.[0])) await sleep(50);
    if (token === undefined) throw new Error(`the gateway exited: ${stderr.slice(-500)}`);
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(`${origin}/v1/models`, { authorization: `Bearer ${token}` }, 30_000, alive);
    const start = rssMiB(child.pid);
    for (const target of createGatewayTargets({ origin, pid: child.pid, token, mockPids: {} }, false)) {
      for (const stream of [false, true]) {
        const format = BENCH_FORMATS[target.clientFormat];
        const body = format.createRequestBody(target.modelFor('instant'), stream);
        const answer = await sendTimedRequest({ url: `${origin}${format.path}`, headers: target.headers, body, agent, timeoutMs: 10_000 });
        if (answer.status !== 200) throw new Error(`${target.id}: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
    }
    const after = rssMiB(child.pid);
    await sleep(1000);
    return { start, after, settled: rssMiB(child.pid) };
  } finally {
    agent.destroy();
    if (alive()) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  }
}

const results = builds.map(() => []);
try {
  for (let round = 0; round < starts; round++) {
    for (const [index, cli] of builds.entries()) {
      const row = await measure(cli);
      results[index].push(row);
      console.log(`${String.fromCharCode(65 + index)} start ${round + 1}: ${row.start.toFixed(1)} MiB after start, ${row.after.toFixed(1)} after 12 requests, ${row.settled.toFixed(1)} 1 s later`);
    }
  }
} finally {
  await upstreams.stop();
}
const range = (rows, key) => `${Math.min(...rows.map((row) => row[key])).toFixed(1)}–${Math.max(...rows.map((row) => row[key])).toFixed(1)}`;
console.log('\n| build | RSS after start MiB | right after 12 requests MiB | 1 s later MiB |\n|---|---:|---:|---:|');
for (const [index, rows] of results.entries()) console.log(`| ${String.fromCharCode(65 + index)} ${builds[index]} | ${range(rows, 'start')} | ${range(rows, 'after')} | ${range(rows, 'settled')} |`);
