// @ts-check
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { runCommand } from './run-command.mjs';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * The installed `modelgate` command, run from an unrelated empty folder: a token is made with the CLI, `modelgate
 * serve` on a free loopback port answers `GET /v1/models` with the demo model and stops on SIGTERM, and `--version`
 * prints the released version.
 * @param {string} installDirectory
 * @param {string} version
 * @param {(line: string) => void} say told what passed, one line each
 */
export async function checkInstalledGateway(installDirectory, version, say) {
  const workDirectory = mkdtempSync(join(tmpdir(), 'modelgate-run-'));
  try {
    await checkFrom(workDirectory, join(installDirectory, 'node_modules/.bin/modelgate'), version, say);
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
}

/**
 * @param {string} workDirectory an empty folder, where the SQLite database is made
 * @param {string} bin the installed `modelgate`
 * @param {string} version
 * @param {(line: string) => void} say
 */
async function checkFrom(workDirectory, bin, version, say) {
  const run = (/** @type {string[]} */ args) => runCommand(bin, args, { cwd: workDirectory, capture: true });

  await run(['accounts', 'create', '--name', 'release-check', '--balance', '1']);
  const secret = (await run(['tokens', 'create', '--account', 'release-check'])).trim().split('\n').pop() ?? '';
  if (!/^mg-/.test(secret)) throw new Error(`modelgate tokens create printed no token secret (${JSON.stringify(secret.slice(0, 3))}…)`);

  const port = await findFreePort();
  const server = spawn(bin, ['serve', '--host', '127.0.0.1', '--port', String(port)], { cwd: workDirectory, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code)));
  const answered = await waitForModels(`http://127.0.0.1:${port}`, secret, exited).then(
    (models) => ({ models, error: undefined }),
    (/** @type {unknown} */ error) => ({ models: [], error }),
  );
  server.kill('SIGTERM');
  const outcome = await Promise.race([exited, delay(STOP_TIMEOUT_MS, 'timeout')]);
  if (outcome === 'timeout') server.kill('SIGKILL');
  if (answered.error !== undefined) {
    const message = answered.error instanceof Error ? answered.error.message : String(answered.error);
    throw new Error(`${message}\nmodelgate serve wrote:\n${stderr}`);
  }
  if (!answered.models.includes('modelgate-demo')) throw new Error(`GET /v1/models listed ${JSON.stringify(answered.models)}, without modelgate-demo`);
  say(`modelgate serve (pid ${server.pid}, port ${port}): GET /v1/models -> ${answered.models.join(', ')}`);
  if (outcome === 'timeout') throw new Error(`modelgate serve did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
  say(`SIGTERM: modelgate serve exited (${outcome})`);

  const printed = (await run(['--version'])).trim();
  if (!printed.includes(version)) throw new Error(`modelgate --version printed ${JSON.stringify(printed.slice(0, 200))}, not ${version}`);
  say(`modelgate --version: ${printed}`);
}

/** @returns {Promise<number>} a loopback port nothing listens on right now */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Polls `GET /v1/models` until it answers 200, the server exits, or the start timeout passes.
 * @param {string} baseUrl
 * @param {string} secret
 * @param {Promise<unknown>} exited
 * @returns {Promise<string[]>} the listed model IDs
 */
async function waitForModels(baseUrl, secret, exited) {
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline && !stopped) {
    try {
      const response = await globalThis.fetch(`${baseUrl}/v1/models`, { headers: { authorization: `Bearer ${secret}` } });
      const body = await response.json();
      if (response.status === 200) return body.data.map((/** @type {{ id: string }} */ model) => model.id);
      last = `${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(200);
  }
  throw new Error(stopped ? 'modelgate serve exited before it answered' : `GET /v1/models did not answer 200 within ${START_TIMEOUT_MS / 1000} s: ${last}`);
}
