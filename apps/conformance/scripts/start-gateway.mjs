// Starts the built gateway (apps/gateway/dist/cli.js) on loopback in front of the suite's replay upstream: writes a
// modelgate.yaml with the demo model plus one model per cassette, serves it on a free port with a fresh SQLite store,
// and creates a second token limited to 1 request per minute. Shared by run-against-gateway.mjs and
// check-packed-package.mjs.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { createReplayUpstream, loadCassettes } from '../dist/index.js';

const GATEWAY_CLI = fileURLToPath(new URL('../../gateway/dist/cli.js', import.meta.url));
export const DEMO_MODEL = 'modelgate-demo';
const PROVIDER_BY_FORMAT = { chat: 'replay-chat', responses: 'replay-responses', messages: 'replay-messages' };
const TOKEN_PATTERN = /\b(mg-[A-Za-z0-9]+-[A-Za-z0-9]{8,})\b/;

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function gatewayConfig({ port, store, replayUrl, cassettes }) {
  const lines = [
    'server:',
    '  host: 127.0.0.1',
    `  port: ${port}`,
    `store: sqlite:${store}`,
    'providers:',
    '  demo: { kind: demo }',
    `  replay-chat: { kind: openai-chat, base_url: ${replayUrl}/v1, api_key: upstream-key }`,
    `  replay-responses: { kind: openai-responses, base_url: ${replayUrl}/v1, api_key: upstream-key }`,
    `  replay-messages: { kind: anthropic-messages, base_url: ${replayUrl}, api_key: upstream-key }`,
    'models:',
    `  - id: ${DEMO_MODEL}`,
    `    deployments: [{ provider: demo, model: ${DEMO_MODEL} }]`,
    '    pricing: { input: 0, output: 0 }',
  ];
  for (const cassette of cassettes) {
    lines.push(
      `  - id: cassette/${cassette.id}`,
      `    deployments: [{ provider: ${PROVIDER_BY_FORMAT[cassette.upstream.format]}, model: ${cassette.id} }]`,
      '    pricing: { input: 0, output: 0 }',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Runs the gateway CLI and resolves with its output once `until` matches it (or it exits). */
function runGateway(args, until) {
  const child = spawn(process.execPath, [GATEWAY_CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`modelgate ${args[0]} did not get ready:\n${output}`)), 30_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (until.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => {
      clearTimeout(timer);
      if (until.test(output)) resolve(output);
      else reject(new Error(`modelgate ${args[0]} exited:\n${output}`));
    });
  });
  return { child, ready };
}

/**
 * Starts the replay upstream and the gateway; resolves with `{ baseUrl, token, secondToken, cassettes, replay, stop }`.
 * Call `stop()` in every case (it also removes the temporary directory).
 */
export async function startGateway() {
  const directory = await mkdtemp(join(tmpdir(), 'modelgate-conformance-'));
  const cassettes = await loadCassettes();
  // Key-less: the upstream checks neither key nor model, so every such verdict is the gateway's own.
  const replay = await createReplayUpstream({ cassettes, keyless: true });
  const port = await freePort();
  const configPath = join(directory, 'modelgate.yaml');
  await writeFile(configPath, gatewayConfig({ port, store: join(directory, 'modelgate.db'), replayUrl: replay.url, cassettes }));
  // --demo: an account `demo` and a first token on the fresh store (a config file gets none by default).
  const serve = runGateway(['serve', '--config', configPath, '--demo'], new RegExp(`listening on[\\s\\S]*${TOKEN_PATTERN.source}`));
  const stop = async () => {
    serve.child.kill('SIGTERM');
    await replay.close();
    await rm(directory, { recursive: true, force: true });
  };
  try {
    const served = await serve.ready;
    const token = TOKEN_PATTERN.exec(served)?.[1];
    if (token === undefined) throw new Error(`no first token in the gateway's output:\n${served}`);
    const created = await runGateway(['tokens', 'create', '--config', configPath, '--account', 'demo', '--name', 'limited', '--rpm', '1'], /mg-[A-Za-z0-9]+-[A-Za-z0-9]{8,}\s*$/m).ready;
    const secondToken = [...created.matchAll(new RegExp(TOKEN_PATTERN.source, 'g'))].at(-1)?.[1];
    if (secondToken === undefined) throw new Error(`no second token in:\n${created}`);
    return { baseUrl: `http://127.0.0.1:${port}`, token, secondToken, cassettes, replay, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
