#!/usr/bin/env node
// The peers report: installs two other gateways from npm (Portkey's gateway and claude-code-router, exact
// versions), runs each on loopback in front of the suite's key-less replay upstream (any key, any model: so
// authentication and model checks judge the gateway, not the upstream), runs the suite against each with the
// capability profile it claims, and writes a Markdown report with every failure and a curl command that repeats it.
// Not part of `pnpm test`: it needs the network for npm and takes a minute or two.
//
//   pnpm --filter @modelgate/conformance build
//   pnpm --filter @modelgate/conformance peers [--out peers-report.md] [--peers-dir DIR (reuse an install)]
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { createReplayUpstream, loadCassettes, runConformance } from '../dist/index.js';
import { freePort } from './start-gateway.mjs';

const PEERS = { '@portkey-ai/gateway': '1.15.2', '@musistudio/claude-code-router': '2.0.0' };
const CCR_KEY = 'mg-peer-0123456789abcdef';
const run = promisify(execFile);

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

async function waitForPort(port, child, output) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the peer exited before listening on ${port}:\n${output()}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await delay(250);
  }
  throw new Error(`nothing listened on ${port} within 30 s:\n${output()}`);
}

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  return { child, output: () => output };
}

function shellQuote(text) {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

/** A curl command that repeats a failed request (the token stays redacted: put yours back). */
function curlOf(request) {
  const parts = ['curl -sS -i', '-X', request.method, shellQuote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-raw', shellQuote(request.body));
  return parts.join(' ');
}

function renderRun(name, setup, report) {
  const { totals } = report;
  const lines = [
    `## ${name}`,
    '',
    setup,
    '',
    ...report.profile.notes.map((note) => `- ${note}`),
    '',
    `Totals: ${totals.pass} pass, ${totals.fail} fail, ${totals.warn} warn, ${totals.skipped} skipped, ${totals['not-applicable']} not applicable.`,
    '',
  ];
  for (const result of report.results.filter((entry) => entry.outcome === 'fail')) {
    lines.push(`### ${result.id}`, '', `${result.title} (${result.level}: ${result.reference})`, '');
    for (const finding of result.findings) lines.push(`- ${finding}`);
    lines.push('', '```sh', curlOf(result.request), '```', '', '```', (result.responseExcerpt ?? '').slice(0, 600), '```', '');
  }
  return lines.join('\n');
}

const out = option('--out', 'peers-report.md');
const reused = option('--peers-dir', undefined);
const directory = reused ?? (await mkdtemp(join(tmpdir(), 'modelgate-peers-')));
const processes = [];
let replay;
let exitCode = 1;
try {
  if (reused === undefined) {
    await writeFile(join(directory, 'package.json'), '{"name":"modelgate-peers","private":true}\n');
    const specs = Object.entries(PEERS).map(([name, version]) => `${name}@${version}`);
    process.stderr.write(`installing ${specs.join(' ')} …\n`);
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...specs], { cwd: directory });
  }
  const cassettes = await loadCassettes();
  replay = await createReplayUpstream({ cassettes, keyless: true });
  const modules = join(directory, 'node_modules');

  const portkeyPort = await freePort();
  const portkey = start(process.execPath, [join(modules, '@portkey-ai/gateway/build/start-server.js'), `--port=${portkeyPort}`, '--headless'], { cwd: directory });
  processes.push(portkey.child);
  await waitForPort(portkeyPort, portkey.child, portkey.output);

  const ccrPort = await freePort();
  const home = join(directory, 'ccr-home');
  await mkdir(join(home, '.claude-code-router'), { recursive: true });
  const ccrConfig = {
    HOST: '127.0.0.1',
    PORT: ccrPort,
    APIKEY: CCR_KEY,
    LOG: false,
    Providers: [{ name: 'replay', api_base_url: `${replay.url}/v1/chat/completions`, api_key: 'upstream-key', models: ['chat-text'] }],
    Router: { default: 'replay,chat-text' },
  };
  await writeFile(join(home, '.claude-code-router', 'config.json'), `${JSON.stringify(ccrConfig, null, 2)}\n`);
  const ccr = start(process.execPath, [join(modules, '@musistudio/claude-code-router/dist/cli.js'), 'start'], { cwd: home, env: { ...process.env, HOME: home } });
  processes.push(ccr.child);
  await waitForPort(ccrPort, ccr.child, ccr.output);

  const sections = 'addresses,models,endpoints,authentication,errors,limits';
  const common = { cassettes, timeoutMs: 15_000 };
  const runs = [
    {
      name: `Portkey gateway ${PEERS['@portkey-ai/gateway']}, OpenAI provider`,
      setup: `\`node build/start-server.js --port=${portkeyPort} --headless\`; every request carries \`x-portkey-provider: openai\` and \`x-portkey-custom-host: <replay>/v1\`. Portkey passes the client's key to the provider and checks none itself, so the profile declares \`--auth none\`; this provider serves chat and responses.`,
      options: {
        baseUrl: `http://127.0.0.1:${portkeyPort}`,
        auth: 'none',
        formats: ['chat', 'responses'],
        model: 'chat-text',
        headers: { 'x-portkey-provider': 'openai', 'x-portkey-custom-host': `${replay.url}/v1` },
        only: `${sections},cassettes/chat-text-as-chat,cassettes/responses-text-as-responses`,
      },
    },
    {
      name: `Portkey gateway ${PEERS['@portkey-ai/gateway']}, Anthropic provider`,
      setup: 'The same server; every request carries `x-portkey-provider: anthropic` and `x-portkey-custom-host: <replay>/v1`; this provider serves messages.',
      options: {
        baseUrl: `http://127.0.0.1:${portkeyPort}`,
        auth: 'none',
        formats: ['messages'],
        model: 'messages-text',
        headers: { 'x-portkey-provider': 'anthropic', 'x-portkey-custom-host': `${replay.url}/v1` },
        only: `${sections},cassettes/messages-text-as-messages`,
      },
    },
    {
      name: `claude-code-router ${PEERS['@musistudio/claude-code-router']}`,
      setup: `\`ccr start\` with \`APIKEY\` set and one provider (the replay upstream's chat completions) as the default route; the suite sends the key as a Bearer token and detects what is served.`,
      options: {
        baseUrl: `http://127.0.0.1:${ccrPort}`,
        token: CCR_KEY,
        model: 'chat-text',
        only: `${sections},cassettes/chat-text-as-messages`,
      },
    },
  ];
  const parts = [
    '# Conformance of other gateways',
    '',
    `Written by \`apps/conformance/scripts/run-peers.mjs\` on ${new Date().toISOString()}: each peer installed from npm, on loopback, in front of the key-less replay upstream.`,
    '',
    'Every reference (SPEC, PROTOCOLS, PEERS) is explained under its label in `apps/conformance/RULES.md`.',
    '',
  ];
  for (const entry of runs) {
    process.stderr.write(`running the suite against ${entry.name} …\n`);
    const report = await runConformance({ ...common, ...entry.options });
    parts.push(renderRun(entry.name, entry.setup, report));
  }
  await writeFile(out, `${parts.join('\n')}\n`);
  process.stderr.write(`peers report written to ${out}\n`);
  exitCode = 0;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  for (const child of processes) child.kill('SIGTERM');
  await replay?.close();
  if (reused === undefined) await rm(directory, { recursive: true, force: true });
}
process.exitCode = exitCode;
